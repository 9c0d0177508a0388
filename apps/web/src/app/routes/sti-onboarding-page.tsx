import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { STI_SECTIONS } from '@fathom/domain/results';
import { STI_TEST_NAMES, type StiTestKey } from '@fathom/domain/sti-results';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { Link, useParams } from 'wouter';
import { getItem } from '../../features/kits/api/items';
import { KitTracker } from '../../features/kits/components/kit-tracker';
import { itemTitle } from '../../features/kits/item-title';
import { getStiReport } from '../../features/results/api/sharing';
import { CareMessage } from '../../features/results/components/care-message';
import { StiOutcomeText } from '../../features/results/components/sti-outcome';
import { STI_HELD_TEXT, STI_NOT_READY_TEXT, STI_OVERALL_TEXT } from '../../features/results/sti-copy';
import { appConfig } from '../../lib/config';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { useRequest } from '../../lib/use-request';

export default function StiOnboardingPage() {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const loadReport = useCallback(() => getStiReport(uuid), [uuid]);
  const loadItem = useCallback(() => getItem(uuid), [uuid]);
  const report = useRequest(loadReport);
  const item = useRequest(loadItem);
  const language = usePageLanguage();
  const [overview, ...tests] = STI_SECTIONS;
  const data = report.status === 'success' ? report.data : null;
  const { t } = useLingui();

  return (
    <section className="page-section" aria-labelledby="sti-title">
      <h1 id="sti-title" className="page-title" tabIndex={-1}>
        <Trans>STI test results</Trans>
      </h1>
      <p className="page-lead">
        <Trans>
          Your STI panel checks for the infections below. Each result reads positive, negative or
          inconclusive.
        </Trans>
      </p>
      {item.status === 'success' ? (
        <KitTracker
          item={item.data}
          variant="short"
          label={t`Progress of ${itemTitle(item.data, language)}`}
        />
      ) : null}
      <section id={overview} className="card mt-6 scroll-mt-24 p-6" aria-labelledby={`${overview}-title`}>
        <h2 id={`${overview}-title`} className="text-lg font-semibold">
          <Trans>Understanding your results</Trans>
        </h2>
        {report.status === 'loading' ? (
          <p className="mt-2">
            <Trans>Loading your results…</Trans>
          </p>
        ) : null}
        {report.status === 'error' ? (
          <p className="mt-2">
            <Trans>
              We could not find results for this kit. Check that you are signed in with the account that
              ordered it.
            </Trans>
          </p>
        ) : null}
        {data?.visibility === 'not_ready' ? (
          <p className="mt-2" data-testid="sti-status">
            {STI_NOT_READY_TEXT}
          </p>
        ) : null}
        {data?.visibility === 'held_for_review' ? (
          <p className="mt-2 font-semibold" data-testid="sti-status">
            {STI_HELD_TEXT}
          </p>
        ) : null}
        {data?.overall ? (
          <p className="mt-2 font-semibold" data-testid="sti-status">
            {STI_OVERALL_TEXT[data.overall]}
          </p>
        ) : null}
        <CareMessage text={data?.care_message} />
        <p className="mt-2 text-ink-soft">
          <Trans>
            If a result is positive, our care team contacts you to explain it and the next steps, including
            treatment. An inconclusive result means the sample could not give a clear answer, and a retest is
            usually advised.
          </Trans>
        </p>
      </section>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {tests.map((id) => {
          const result = data?.results.find((entry) => entry.test_key === id);
          return (
            <li key={id} id={id} className="card scroll-mt-24 p-5" data-testid={`sti-${id}`}>
              <h2 className="font-semibold">{STI_TEST_NAMES[language][id as StiTestKey]}</h2>
              {result ? (
                <p className="mt-2">
                  <StiOutcomeText outcome={result.outcome} value={result.value} />
                </p>
              ) : (
                <p className="mt-2 text-ink-faint">- -</p>
              )}
            </li>
          );
        })}
      </ul>
      <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            <Trans>Talk to our care team</Trans>
          </a>
        </li>
        <li>
          <Link href="/home" className="text-link">
            <Trans>Back to home</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}
