import { RESULT_STATE_LABELS } from '@fathom/domain/result-labels';
import type { ResultState } from '@fathom/domain/results';
import { StatusChip, type StatusTone } from '../../../components/status-chip';

const STATE_TONES: Readonly<Record<ResultState, StatusTone>> = {
  Normal: 'success',
  Low: 'warning',
  High: 'warning',
  Low_Post_Thaw_Motility: 'warning',
  Low_Concentration: 'warning',
  Azoospermic: 'info',
  Withdrawn: 'neutral',
};

/** A measure's state as a chip: "Normal" with a tick, "Below normal" with an exclamation mark. */
export function ResultStateChip({ state }: { state: ResultState }) {
  return <StatusChip tone={STATE_TONES[state]}>{RESULT_STATE_LABELS[state]}</StatusChip>;
}
