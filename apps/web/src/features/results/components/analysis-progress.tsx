import type { ResultsEmptyState } from '@fathom/domain/empty-states';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/button';
import { ANALYSIS_PROGRESS_MESSAGES } from '../analysis-progress-copy';

type ResultsComing = Extract<ResultsEmptyState, { kind: 'results_coming' }>;

/**
 * The heading of an analysis whose results are coming: where its kit is, or that it waits to be registered; in
 * the language the pages are drawn in.
 */
export function analysisProgressTitle(empty: ResultsComing): string {
  return i18n._(
    empty.registration ? msg`Register your kit` : ANALYSIS_PROGRESS_MESSAGES[empty.progress].title,
  );
}

/**
 * Where the latest analysis stands while its results are coming. A kit the customer has to register says so in
 * its next step's words (kit-progress.ts), with the link to register it, on every page that shows it: never
 * "the lab analyses it as soon as it arrives" of a kit the lab cannot test yet.
 */
export function AnalysisProgress({ empty, withTitle }: { empty: ResultsComing; withTitle: boolean }) {
  const { t } = useLingui();
  const step = empty.registration;
  if (step)
    return (
      <>
        <p className="mt-2" data-testid="analysis-progress">
          {step.text}
        </p>
        <p className="mt-4">
          <Link href={step.path} className={buttonClassName('secondary')}>
            {step.label}
          </Link>
        </p>
      </>
    );
  const progress = ANALYSIS_PROGRESS_MESSAGES[empty.progress];
  return (
    <p className="mt-2" data-testid="analysis-progress">
      {withTitle ? (
        <>
          <strong>{t(progress.title)}.</strong>{' '}
        </>
      ) : null}
      {t(progress.text)}
    </p>
  );
}
