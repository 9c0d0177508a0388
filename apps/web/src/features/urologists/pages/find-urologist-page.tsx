import { MARKETING_PATHS, marketingLink, profileMenuItems } from '@fathom/domain/navigation';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useSession } from '../../../lib/session-store';
import { UrologistSearch } from '../components/urologist-search';

export default function FindUrologistPage() {
  const user = useSession((state) => state.user);
  const language = usePageLanguage();
  const canSearch =
    user !== null && profileMenuItems(user, language).some((item) => item.key === 'urologist');

  return (
    <section className="page-section" aria-labelledby="urologist-title">
      <h1 id="urologist-title" className="page-title" tabIndex={-1}>
        Find a urologist
      </h1>
      {canSearch ? (
        <>
          <p className="page-lead">
            A urologist who specialises in male fertility can examine you, order further tests and talk
            through treatment options with you.
          </p>
          <div className="card mt-6 p-6">
            <h2 className="text-lg font-semibold">Before your appointment</h2>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              <li>Bring your analysis results: every section of your report is on the analysis page.</li>
              <li>Note any medicines, supplements and recent illnesses or fevers.</li>
            </ul>
          </div>
          <UrologistSearch />
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link href="/analysis" className="text-link">
                Open your analysis
              </Link>
            </li>
            <li>
              <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
                Ask our care team
              </a>
            </li>
          </ul>
        </>
      ) : (
        <>
          <p className="page-lead">
            The urologist search opens once your results are ready, so that you can bring them to your first
            appointment.
          </p>
          <p className="mt-6">
            <Link href="/" className="text-link">
              Back to your account
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
