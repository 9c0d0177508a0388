import type { StiOutcome } from '@fathom/domain/results';

const OUTCOME_STYLE: Readonly<Record<StiOutcome, string>> = {
  negative: 'bg-[var(--color-success-50)] text-[var(--color-success-700)]',
  positive: 'bg-[var(--color-error-50)] text-[var(--color-error-700)]',
  inconclusive: 'bg-[var(--color-warning-50)] text-[var(--color-warning-700)]',
};

/** One STI test's outcome, in colour and in words, with the lab's readable value. */
export function StiOutcomeText({ outcome, value }: { outcome: StiOutcome; value: string }) {
  return (
    <>
      <span className={`rounded px-2 py-0.5 text-sm font-semibold ${OUTCOME_STYLE[outcome]}`}>
        {outcome[0]?.toUpperCase()}
        {outcome.slice(1)}
      </span>{' '}
      {value}
    </>
  );
}
