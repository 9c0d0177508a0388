import { unitName } from '@fathom/domain/result-labels';
import { ANALYSIS_SECTIONS, PARAMETER_REFERENCES, RESULT_PARAMETERS } from '@fathom/domain/results';
import { Trans } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';

/** A code such as total_motile_sperm, which may break after each underscore, so a narrow window keeps the table. */
function CodeName({ code }: { code: string }) {
  const parts = code.split('_');
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one code, in their order, never reordered
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          _<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

/** A development page listing the reference values and report sections the results pages use. */
export default function TestingResultsPage() {
  const language = usePageLanguage();
  return (
    <section className="page-frame" aria-labelledby="testing-results-title">
      <h1 id="testing-results-title" className="page-title" tabIndex={-1}>
        <Trans>Testing results</Trans>
      </h1>
      <p className="page-lead">
        <Trans>The reference values and report sections behind the analysis pages.</Trans>
      </p>
      <table className="card mt-6 w-full text-left">
        <caption className="sr-only">
          <Trans>Normal reference values</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="p-3">
              <Trans>Parameter</Trans>
            </th>
            <th scope="col" className="p-3">
              <Trans>Normal</Trans>
            </th>
            <th scope="col" className="p-3">
              <Trans>Chart maximum</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {RESULT_PARAMETERS.map((parameter) => (
            <tr key={parameter} className="border-t border-line">
              <th scope="row" className="p-3 font-mono font-normal">
                <CodeName code={parameter} />
              </th>
              <td className="p-3">
                {PARAMETER_REFERENCES[parameter].normal}{' '}
                {unitName(PARAMETER_REFERENCES[parameter].unit, language)}
              </td>
              <td className="p-3">{PARAMETER_REFERENCES[parameter].max}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mt-8 text-lg font-semibold">
        <Trans>Report sections</Trans>
      </h2>
      <ul className="mt-3 grid gap-1 sm:grid-cols-2">
        {ANALYSIS_SECTIONS.map((id) => (
          <li key={id}>
            <Link href={`/analysis#${id}`} className="text-link">
              {id}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
