import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { STI_SECTIONS } from '@fathom/domain/results';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';

const STI_TEST_NAMES: Readonly<Record<(typeof STI_SECTIONS)[number], string>> = {
  'understanding-your-results-sti': 'Understanding your results',
  chlamydiaGenital: 'Chlamydia',
  gonorrheaGenital: 'Gonorrhea',
  hepatitisB: 'Hepatitis B',
  hepatitisCAntibody: 'Hepatitis C antibody',
  hiv: 'HIV',
  syphilis: 'Syphilis',
  syphilisIGG: 'Syphilis IgG',
};

export default function StiOnboardingPage() {
  const [overview, ...tests] = STI_SECTIONS;
  return (
    <section className="page-section" aria-labelledby="sti-title">
      <h1 id="sti-title" className="page-title" tabIndex={-1}>
        STI test results
      </h1>
      <p className="page-lead">
        Your STI panel checks for the infections below. Each result reads positive, negative or inconclusive.
      </p>
      <section id={overview} className="card mt-6 scroll-mt-24 p-6" aria-labelledby={`${overview}-title`}>
        <h2 id={`${overview}-title`} className="text-lg font-semibold">
          {STI_TEST_NAMES[overview]}
        </h2>
        <p className="mt-2">
          If a result is positive, our care team contacts you to explain it and the next steps, including
          treatment. An inconclusive result means the sample could not give a clear answer, and a retest is
          usually advised.
        </p>
      </section>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {tests.map((id) => (
          <li key={id} id={id} className="card scroll-mt-24 p-5">
            <h2 className="font-semibold">{STI_TEST_NAMES[id]}</h2>
          </li>
        ))}
      </ul>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Talk to our care team
          </a>
        </li>
        <li>
          <Link href="/home" className="text-link">
            Back to home
          </Link>
        </li>
      </ul>
    </section>
  );
}
