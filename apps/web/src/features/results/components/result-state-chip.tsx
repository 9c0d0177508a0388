import { resultStateStatus } from '@fathom/domain/result-labels';
import type { ResultState } from '@fathom/domain/results';
import { StatusBadge } from '../../../components/status-badge';
import { usePageLanguage } from '../../../lib/i18n/use-page-language';

/** A measure's state as a badge: "Normal" with a tick, "Below normal" with a warning sign. */
export function ResultStateChip({ state }: { state: ResultState }) {
  return <StatusBadge status={resultStateStatus(state, usePageLanguage())} />;
}
