import type { RecommendationResource } from '@fathom/contract/recommendations';
import type { StiReportResource } from '@fathom/contract/sti-results';
import type { UserResource } from '@fathom/contract/user';
import { calendarDateIn } from '@fathom/domain/calendar-date';
import { profileMenuItems } from '@fathom/domain/navigation';
import { resultSummary } from '@fathom/domain/result-summary';
import { type AnalysisOnRecord, measureTrend, retestDate } from '@fathom/domain/result-trends';
import {
  ANALYSIS_SECTIONS,
  type AnalysisSection,
  SECTION_PARAMETERS,
  sectionReading,
  storagePurchaseState,
} from '@fathom/domain/results';
import { isAuthorizedUser, latestReadyResult } from '@fathom/domain/user';
import { Trans } from '@lingui/react/macro';
import { memo, type ReactNode, useCallback, useState } from 'react';
import { useSearch } from 'wouter';
import { AnnouncementBanner } from '../../features/announcements/announcement-banner';
import { PartnerConsentRequests } from '../../features/cryogenic/components/partner-consent-requests';
import { ANALYSIS_SECTION_COPY } from '../../features/results/analysis-sections';
import { type AccountSummary, getAccountSummary } from '../../features/results/api/account-summary';
import { getResultDocument, type ResultDocument } from '../../features/results/api/result-document';
import { getResultHistory } from '../../features/results/api/result-history';
import { getStiReports } from '../../features/results/api/sti-reports';
import { HealthLinkSharing } from '../../features/results/components/health-link-sharing';
import { LifestyleRecommendations } from '../../features/results/components/lifestyle-recommendations';
import { MeasureTrendChart } from '../../features/results/components/measure-trend-chart';
import { ReferenceValue } from '../../features/results/components/reference-value';
import { ReportSectionBody } from '../../features/results/components/report-section-body';
import { ResultSharing } from '../../features/results/components/result-sharing';
import { type ResultLoad, ResultStatusCard } from '../../features/results/components/result-status-card';
import { ResultSummaryPanel } from '../../features/results/components/result-summary-panel';
import { StiResultsSection } from '../../features/results/components/sti-results-section';
import { StorageSentence } from '../../features/results/components/storage-sentence';
import { isApiError } from '../../lib/http/api-error';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { useSession } from '../../lib/session-store';
import { useRequest } from '../../lib/use-request';

/** A result that is not the account's answers 404: the page says so rather than offering to try again. */
const NOT_FOUND = 'not_found' as const;
const readResult = (id: string): Promise<ResultDocument | typeof NOT_FOUND> =>
  getResultDocument(id).catch((error: unknown) => {
    if (isApiError(error) && error.status === 404) return NOT_FOUND;
    throw error;
  });

/** The report and the values over time it draws, read at once and drawn together in one render. */
interface Report {
  document: ResultDocument | typeof NOT_FOUND;
  /** Without the history (it could not be read), the report is drawn without its trends. */
  analyses: readonly AnalysisOnRecord[];
}
const NO_ANALYSES: readonly AnalysisOnRecord[] = [];
const readReport = (id: string): Promise<Report> =>
  Promise.all([readResult(id), getResultHistory().catch(() => NO_ANALYSES)]).then(([document, analyses]) => ({
    document,
    analyses,
  }));

/** A partner reads the shared analysis only: the account's storage and STI results are not theirs. */
const nothingForPartner = (): Promise<null> => Promise.resolve(null);
const noStiReports = (): Promise<StiReportResource[]> => Promise.resolve([]);
const NO_RECOMMENDATIONS: readonly RecommendationResource[] = [];

/** A client's summary and STI reports, started while the profile loads; the report needs the profile's result. */
export const earlyReads = (user: UserResource) =>
  user.attributes.role === 'client' ? [getAccountSummary, getStiReports] : [];

export default function AnalysisPage() {
  const user = useSession((state) => state.user);
  const [now] = useState(() => new Date());
  const [attempt, setAttempt] = useState(0);
  const language = usePageLanguage();
  const chosenId = new URLSearchParams(useSearch()).get('id');
  const resultId = chosenId ?? (user ? (latestReadyResult(user)?.id ?? null) : null);
  const loadReport = useCallback(() => (resultId ? readReport(resultId) : Promise.resolve(null)), [resultId]);
  const report = useRequest(loadReport, attempt);
  const reportData = report.status === 'success' ? report.data : null;
  const result = reportData && reportData.document !== NOT_FOUND ? reportData.document : null;
  const analyses = reportData?.analyses ?? NO_ANALYSES;
  const isClient = user?.attributes.role === 'client';
  const summary = useRequest<AccountSummary | null>(isClient ? getAccountSummary : nothingForPartner);
  const stiReports = useRequest(isClient ? getStiReports : noStiReports);
  if (!user) return null;

  const sharedBy = isAuthorizedUser(user) ? (user.relationships.parent_user?.attributes.name ?? null) : null;
  const resultsClient =
    user.relationships.client ?? user.relationships.parent_user?.relationships.client ?? null;
  const offerSurvey = profileMenuItems(user, language).some((item) => item.key === 'lifestyle');
  const lifestyleRecommendations =
    resultsClient?.relationships.lifestyleRecommendations ?? NO_RECOMMENDATIONS;
  // The result's answer carries what the report reads of its kit: no second request waits for the first.
  const item = result?.relationships.item ?? null;
  const storageStatus = item?.attributes.storage_status.status ?? null;
  const purchaseState = storagePurchaseState({
    hasCryogenicAddons: item?.attributes.has_cryogenic_addons === true,
    consideringFreezing: (item?.attributes.considering_freezing ?? null) as 'yes' | 'no' | 'not_sure' | null,
    user,
  });
  const reports = stiReports.status === 'success' ? stiReports.data : [];
  const load: ResultLoad = !resultId
    ? { status: 'none' }
    : report.status === 'loading'
      ? { status: 'loading' }
      : report.status === 'error'
        ? { status: 'error' }
        : result
          ? { status: 'ready', document: result }
          : { status: 'not_found' };
  const stiFirst = load.status === 'none' && reports.length > 0;
  const glance = result ? resultSummary(result.attributes, { storageStatus }, language) : null;
  const latest = analyses.at(-1);
  const nextAnalysis = latest ? retestDate(latest) : null;
  // A partner reads the holder's results but buys nothing and books no call: no order or booking is offered.
  const accountHolder = !isAuthorizedUser(user);
  const retestOn =
    accountHolder && nextAnalysis && latest?.id === result?.id && nextAnalysis > calendarDateIn(now, 'UTC')
      ? nextAnalysis
      : null;

  return (
    <section className="page-section lg:max-w-none" aria-labelledby="analysis-title">
      <h1 id="analysis-title" className="page-title" tabIndex={-1}>
        <Trans>Your analysis</Trans>
      </h1>
      <p className="page-lead">
        <Trans>What your semen analysis measures, and where your latest results stand.</Trans>
      </p>
      <AnnouncementBanner location="analysis" />
      {/* On a wide screen the report's contents stay beside it; on a phone they come before the sections. */}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-x-10">
        <div className="lg:col-start-1">
          {/* Without a semen analysis, the STI results are what the customer came for. */}
          {stiFirst ? <StiResultsSection reports={reports} /> : null}
          <ResultStatusCard
            user={user}
            now={now}
            sharedBy={sharedBy}
            result={load}
            onRetry={() => setAttempt((count) => count + 1)}
            hasStiResults={reports.length > 0}
          />
          {/* The summary's place is kept while the result loads, so the report below does not move when it comes. */}
          {glance ? (
            <ResultSummaryPanel summary={glance} retestOn={retestOn} offerActions={accountHolder} />
          ) : load.status === 'loading' ? (
            <div
              className="card mt-6 min-h-[29rem]"
              aria-hidden="true"
              data-testid="result-summary-placeholder"
            />
          ) : null}
          {isAuthorizedUser(user) ? <PartnerConsentRequests /> : null}
          {stiFirst ? null : <StiResultsSection reports={reports} />}
        </div>
        <nav
          className="mt-8 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-6 lg:self-start"
          aria-labelledby="report-contents-title"
        >
          <h2 id="report-contents-title" className="text-lg font-semibold">
            {/* Until there is a report, the sections explain what one would measure. */}
            {load.status === 'ready' ? (
              <Trans>In your report</Trans>
            ) : (
              <Trans>What a semen analysis measures</Trans>
            )}
          </h2>
          <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-1">
            {ANALYSIS_SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`} className="text-link">
                  {ANALYSIS_SECTION_COPY[id].title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8 space-y-4 lg:col-start-1">
          {ANALYSIS_SECTIONS.map((id) => (
            <ReportSection key={id} id={id} result={result} analyses={analyses} storageStatus={storageStatus}>
              {id === 'cryogenic-storage' ? (
                <StorageSentence
                  purchaseState={purchaseState}
                  storage={summary.status === 'success' ? (summary.data?.storage ?? null) : null}
                  azoospermic={result?.attributes.is_azoospermic === true}
                  forPartner={!accountHolder}
                />
              ) : id === 'personalized-recommendations' ? (
                <LifestyleRecommendations
                  recommendations={lifestyleRecommendations}
                  offerSurvey={offerSurvey}
                />
              ) : null}
            </ReportSection>
          ))}
        </div>
        {/* After the report: it appears once the result has loaded, and would push a report being read down. */}
        {result && user.attributes.role === 'client' ? (
          <div className="lg:col-start-1">
            <ResultSharing resultId={result.id} />
            <HealthLinkSharing resultId={result.id} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/**
 * One section of the report: what it measures, the result's reading and its trend. Memoised: the page draws
 * again as each of its reads arrives, and a section's own inputs change only with the report.
 */
const ReportSection = memo(function ReportSection({
  id,
  result,
  analyses,
  storageStatus,
  children,
}: {
  id: AnalysisSection;
  result: ResultDocument | null;
  analyses: readonly AnalysisOnRecord[];
  storageStatus: string | null;
  /** What the section adds of the account's own (storage, recommendations); null for most. */
  children: ReactNode;
}) {
  const copy = ANALYSIS_SECTION_COPY[id];
  const language = usePageLanguage();
  const parameter = SECTION_PARAMETERS[id];
  const reading = result ? sectionReading(id, result.attributes, { storageStatus }) : null;
  return (
    <section id={id} className="card scroll-mt-24 p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {copy.title}
      </h2>
      <p className="mt-2 text-ink-soft">{copy.explanation}</p>
      <ReportSectionBody section={id} reading={reading} label={copy.title} />
      {parameter && result ? (
        <TrendFor trend={measureTrend(parameter, analyses, language)} currentId={result.id} />
      ) : null}
      {!reading && parameter ? <ReferenceValue parameter={parameter} /> : null}
      {children}
    </section>
  );
});

/** A measure's values over time, once there are two analyses or more to compare. */
function TrendFor({ trend, currentId }: Parameters<typeof MeasureTrendChart>[0]) {
  return trend.points.length >= 2 ? <MeasureTrendChart trend={trend} currentId={currentId} /> : null;
}
