import type { StiReportResource } from '@fathom/contract/sti-results';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { productTitle } from '@fathom/domain/product-words';
import { STI_TEST_NAMES } from '@fathom/domain/sti-results';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { appConfig } from '../../../lib/config';
import { formatDay } from '../../../lib/format';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';
import { downloadUrl } from '../../../lib/view-as-download';
import { stiFhirRecordUrl } from '../api/sharing';
import { STI_HELD_MESSAGE, STI_NOT_READY_MESSAGE, STI_OVERALL_MESSAGES } from '../sti-copy';
import { CareMessage } from './care-message';
import { StiOutcomeText } from './sti-outcome';

const outcomeOrder = { positive: 0, inconclusive: 1, negative: 2 } as const;

function StiPanel({ report }: { report: StiReportResource }) {
  const { t } = useLingui();
  const positive = report.results.filter((result) => result.outcome === 'positive');
  const ordered = [...report.results].sort((a, b) => outcomeOrder[a.outcome] - outcomeOrder[b.outcome]);
  const language = usePageLanguage();
  const positiveNames = positive.map((result) => STI_TEST_NAMES[language][result.test_key]).join(', ');
  const readyDay = report.ready_at ? formatDay(report.ready_at) : null;
  return (
    <li className="card p-6" data-testid={`sti-panel-${report.item_id}`}>
      <h3 className="font-semibold">
        {productTitle(report.product_key, language, report.title)}
        {readyDay ? (
          <span className="font-normal text-ink-soft">
            {' '}
            · <Trans>results from {readyDay}</Trans>
          </span>
        ) : null}
      </h3>
      <p className="mt-2 font-semibold" data-testid="sti-panel-status">
        {t(
          report.overall
            ? STI_OVERALL_MESSAGES[report.overall]
            : report.visibility === 'held_for_review'
              ? STI_HELD_MESSAGE
              : STI_NOT_READY_MESSAGE,
        )}
      </p>
      {positive.length > 0 ? (
        <p className="mt-2 rounded-lg border-l-4 border-l-[var(--color-error-600)] bg-[var(--color-error-50)] p-3">
          <Trans>
            <strong>Positive: {positiveNames}.</strong> Next step: our care team contacts you to explain the
            result and arrange treatment. You do not need to wait for them.{' '}
            <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
              Talk to our care team now
            </a>
          </Trans>
        </p>
      ) : null}
      <CareMessage text={report.care_message} />
      {ordered.length > 0 ? (
        <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {ordered.map((result) => (
            <li key={result.test_key}>
              <span className="font-semibold">{STI_TEST_NAMES[language][result.test_key]}:</span>{' '}
              <StiOutcomeText outcome={result.outcome} value={result.value} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4">
        <Link href={`/onboarding/sti/${encodeURIComponent(report.item_id)}`} className="text-link">
          <Trans>Read each result explained</Trans>
        </Link>
      </p>
      {report.visibility === 'visible' ? (
        <p className="mt-2">
          <a
            href={downloadUrl(stiFhirRecordUrl(report.item_id))}
            download
            className="text-link"
            data-testid="download-sti-fhir"
          >
            <Trans>Download as FHIR (for your clinic)</Trans>
          </a>
        </p>
      ) : null}
    </li>
  );
}

/** The customer's STI panels, each with its results: a positive one is said plainly, with the next step. */
export function StiResultsSection({ reports }: { reports: readonly StiReportResource[] }) {
  if (reports.length === 0) return null;
  return (
    <section id="sti-results" className="mt-6 scroll-mt-24" aria-labelledby="sti-results-title">
      <h2 id="sti-results-title" className="text-lg font-semibold">
        <Trans>Your STI test results</Trans>
      </h2>
      <ul className="mt-3 space-y-4">
        {reports.map((report) => (
          <StiPanel key={report.item_id} report={report} />
        ))}
      </ul>
    </section>
  );
}
