import type { CheckoutStep } from '@fathom/domain/checkout';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

export const STEP_TITLES: Readonly<Record<CheckoutStep, MessageDescriptor>> = {
  account_details: msg`Your details`,
  gift_details: msg`Gift`,
  shipping_details: msg`Shipping`,
  payment_method: msg`Payment`,
  review_final: msg`Review`,
};

/** The steps this order goes through; skipped ones are not listed. */
export function CheckoutStepper({
  steps,
  current,
}: {
  steps: readonly CheckoutStep[];
  current: CheckoutStep;
}) {
  const { t } = useLingui();
  const currentIndex = steps.indexOf(current);
  const total = steps.length;
  return (
    <nav aria-label={t`Checkout steps`}>
      <ol className="flex flex-wrap gap-2 text-sm" data-testid="checkout-stepper">
        {steps.map((step, index) => {
          const number = index + 1;
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              data-step={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={`rounded-full border px-3 py-1 ${
                state === 'current'
                  ? 'border-[var(--color-ink)] font-semibold'
                  : state === 'done'
                    ? 'border-line text-ink-soft'
                    : 'border-line text-ink-faint'
              }`}
            >
              <span className="sr-only">
                <Trans>
                  Step {number} of {total}:
                </Trans>{' '}
              </span>
              {t(STEP_TITLES[step])}
              {state === 'done' ? (
                <span className="sr-only">
                  {' '}
                  <Trans>(completed)</Trans>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
