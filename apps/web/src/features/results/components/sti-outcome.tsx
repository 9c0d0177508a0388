import type { StiOutcome } from '@fathom/domain/results';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const OUTCOME_STYLE: Readonly<Record<StiOutcome, string>> = {
  negative: 'bg-[var(--color-success-50)] text-[var(--color-success-700)]',
  positive: 'bg-[var(--color-error-50)] text-[var(--color-error-700)]',
  inconclusive: 'bg-[var(--color-warning-50)] text-[var(--color-warning-700)]',
};

const OUTCOME_WORDS: Readonly<Record<StiOutcome, MessageDescriptor>> = {
  negative: msg({ message: 'Negative', comment: "An STI test's outcome" }),
  positive: msg({ message: 'Positive', comment: "An STI test's outcome" }),
  inconclusive: msg({ message: 'Inconclusive', comment: "An STI test's outcome" }),
};

/** One STI test's outcome, in colour and in words, with the lab's readable value. */
export function StiOutcomeText({ outcome, value }: { outcome: StiOutcome; value: string }) {
  const { t } = useLingui();
  return (
    <>
      <span className={`rounded px-2 py-0.5 text-sm font-semibold ${OUTCOME_STYLE[outcome]}`}>
        {t(OUTCOME_WORDS[outcome])}
      </span>{' '}
      {value}
    </>
  );
}
