import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { PARAMETER_LABELS } from '@fathom/domain/result-labels';
import { RESULT_PARAMETERS, resultState } from '@fathom/domain/results';
import { Trans } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Link, useParams } from 'wouter';
import { appConfig } from '../../../lib/config';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { useRequest } from '../../../lib/use-request';
import { getPublicResult } from '../api/sharing';
import { LabNotes } from '../components/lab-notes';
import { ResultGauge } from '../components/result-gauge';

/** A semen analysis its owner shared through a link: each value against its normal range, no name. */
export default function PublicResultsPage() {
  const { id = '' } = useParams<{ id: string }>();
  const load = useCallback(() => getPublicResult(id), [id]);
  const shared = useRequest(load);
  const language = usePageLanguage();
  const productName = appConfig.productName;
  const readyDay = shared.status === 'success' ? formatDay(shared.data.ready_at) : null;

  return (
    <section className="page-frame" aria-labelledby="public-results-title">
      <h1 id="public-results-title" className="page-title" tabIndex={-1}>
        <Trans>Shared results</Trans>
      </h1>
      {shared.status === 'loading' ? (
        <p className="page-lead">
          <Trans>Loading the shared results…</Trans>
        </p>
      ) : null}
      {shared.status === 'error' ? (
        <p className="page-lead" role="alert">
          <Trans>
            This link does not work: it may have been turned off by the person who shared it. Ask them for a
            new one.
          </Trans>
        </p>
      ) : null}
      {shared.status === 'success' ? (
        <>
          <p className="page-lead">
            <Trans>
              A {productName} semen analysis, shared with you by the person it belongs to. Results ready{' '}
              {readyDay}.
            </Trans>
          </p>
          {shared.data.is_azoospermic ? (
            <p className="mt-4 font-semibold">
              <Trans>No sperm were found in this sample (azoospermia).</Trans>
            </p>
          ) : null}
          <ul className="mt-6 space-y-4">
            {RESULT_PARAMETERS.map((parameter) => (
              <li key={parameter} className="card p-5">
                <h2 className="font-semibold">{PARAMETER_LABELS[language][parameter]}</h2>
                <ResultGauge
                  parameter={parameter}
                  label={PARAMETER_LABELS[language][parameter]}
                  value={shared.data[parameter]}
                  state={resultState(parameter, shared.data, { storageStatus: shared.data.storage_status })}
                />
              </li>
            ))}
          </ul>
          {shared.data.lab_notes ? (
            <LabNotes notes={shared.data.lab_notes} className="mt-4 rounded-lg border border-line p-3" />
          ) : null}
        </>
      ) : null}
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <Link href="/login" className="text-link">
            <Trans>Sign in</Trans>
          </Link>
        </li>
        <li>
          <a
            href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.spermAnalysis)}
            className="text-link"
          >
            <Trans>About semen analysis</Trans>
          </a>
        </li>
      </ul>
    </section>
  );
}
