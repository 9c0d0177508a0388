import { profileMenuItems } from '@fathom/domain/navigation';
import { ANALYSIS_SECTIONS, resultState, storagePurchaseState } from '@fathom/domain/results';
import { isAuthorizedUser, latestReadyResult } from '@fathom/domain/user';
import { useCallback, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useSession } from '../../../lib/session-store';
import { useRequest } from '../../../lib/use-request';
import { AnnouncementBanner } from '../../announcements/announcement-banner';
import { PartnerConsentRequests } from '../../cryogenic/components/partner-consent-requests';
import { PURCHASE_STATE_SENTENCES } from '../../cryogenic/storage-labels';
import { getItem } from '../../kits/api/items';
import { ANALYSIS_SECTION_COPY } from '../analysis-sections';
import { getResultDocument } from '../api/result-document';
import { LifestyleRecommendations } from '../components/lifestyle-recommendations';
import { ReferenceValue } from '../components/reference-value';
import { ResultGauge } from '../components/result-gauge';
import { ResultSharing } from '../components/result-sharing';
import { ResultStatusCard } from '../components/result-status-card';

export default function AnalysisPage() {
  const user = useSession((state) => state.user);
  const [now] = useState(() => new Date());
  const chosenId = new URLSearchParams(useSearch()).get('id');
  const resultId = chosenId ?? (user ? (latestReadyResult(user)?.id ?? null) : null);
  const loadResult = useCallback(
    () => (resultId ? getResultDocument(resultId) : Promise.resolve(null)),
    [resultId],
  );
  const resultDocument = useRequest(loadResult);
  const analysedItemId =
    resultDocument.status === 'success' ? (resultDocument.data?.attributes.item_id ?? null) : null;
  const loadItem = useCallback(
    () => (analysedItemId ? getItem(analysedItemId) : Promise.resolve(null)),
    [analysedItemId],
  );
  const analysedItem = useRequest(loadItem);
  if (!user) return null;
  const sharedBy = isAuthorizedUser(user) ? (user.relationships.parent_user?.attributes.name ?? null) : null;
  const resultsClient =
    user.relationships.client ?? user.relationships.parent_user?.relationships.client ?? null;
  const offerSurvey = profileMenuItems(user).some((item) => item.key === 'lifestyle');
  const lifestyleRecommendations = resultsClient?.relationships.lifestyleRecommendations ?? [];
  const result = resultDocument.status === 'success' ? resultDocument.data : null;
  const item = analysedItem.status === 'success' ? analysedItem.data : null;
  const storageStatus = item?.attributes.storage_status.status ?? null;
  const purchaseState = storagePurchaseState({
    hasCryogenicAddons: item?.attributes.has_cryogenic_addons === true,
    consideringFreezing: (item?.attributes.considering_freezing ?? null) as 'yes' | 'no' | 'not_sure' | null,
    user,
  });
  const hasStorage =
    purchaseState === 'Bought_Storage' || purchaseState === 'Bought_Storage_And_Cryo_Not_Matched';

  return (
    <section className="page-section" aria-labelledby="analysis-title">
      <h1 id="analysis-title" className="page-title" tabIndex={-1}>
        Your analysis
      </h1>
      <p className="page-lead">What your semen analysis measures, and where your latest results stand.</p>
      <AnnouncementBanner location="analysis" />
      <ResultStatusCard user={user} now={now} sharedBy={sharedBy} />
      {isAuthorizedUser(user) ? <PartnerConsentRequests /> : null}
      {resultDocument.status === 'error' && chosenId ? (
        <p className="mt-4 rounded-lg border border-line p-3" role="alert">
          This analysis could not be found in your account. Open your analysis from your home page.
        </p>
      ) : null}
      <nav className="mt-8" aria-labelledby="report-contents-title">
        <h2 id="report-contents-title" className="text-lg font-semibold">
          In your report
        </h2>
        <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {ANALYSIS_SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className="text-link">
                {ANALYSIS_SECTION_COPY[id].title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-4">
        {ANALYSIS_SECTIONS.map((id) => {
          const copy = ANALYSIS_SECTION_COPY[id];
          return (
            <section key={id} id={id} className="card scroll-mt-24 p-6" aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`} className="text-lg font-semibold">
                {copy.title}
              </h2>
              <p className="mt-2 text-ink-soft">{copy.explanation}</p>
              {copy.parameter && result ? (
                <ResultGauge
                  parameter={copy.parameter}
                  label={copy.title}
                  value={result.attributes[copy.parameter]}
                  state={resultState(copy.parameter, result.attributes, { storageStatus })}
                />
              ) : copy.parameter ? (
                <ReferenceValue parameter={copy.parameter} />
              ) : null}
              {id === 'cryogenic-storage' ? (
                <p className="mt-3" data-testid="storage-purchase-state">
                  {PURCHASE_STATE_SENTENCES[purchaseState]}{' '}
                  <Link href={hasStorage ? '/cryogenic' : '/buy-cryogenic'} className="text-link">
                    {hasStorage ? 'Your stored samples' : 'Storage plans'}
                  </Link>
                </p>
              ) : null}
              {id === 'lab-recommendations' && result?.attributes.lab_notes ? (
                <p className="mt-3 rounded-lg border border-line p-3" data-testid="lab-notes">
                  <span className="font-semibold">From the lab:</span> {result.attributes.lab_notes}
                </p>
              ) : null}
              {id === 'personalized-recommendations' ? (
                <LifestyleRecommendations
                  recommendations={lifestyleRecommendations}
                  offerSurvey={offerSurvey}
                />
              ) : null}
            </section>
          );
        })}
      </div>
      {/* After the report: it appears once the result has loaded, and would push a report being read down. */}
      {result && user.attributes.role === 'client' ? <ResultSharing resultId={result.id} /> : null}
    </section>
  );
}
