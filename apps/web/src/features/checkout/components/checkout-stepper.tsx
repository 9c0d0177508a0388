import type { CheckoutStep } from '@fathom/domain/checkout';

export const STEP_TITLES: Readonly<Record<CheckoutStep, string>> = {
  account_details: 'Your details',
  gift_details: 'Gift',
  shipping_details: 'Shipping',
  payment_method: 'Payment',
  review_final: 'Review',
};

/** The steps this order goes through; skipped ones are not listed. */
export function CheckoutStepper({
  steps,
  current,
}: {
  steps: readonly CheckoutStep[];
  current: CheckoutStep;
}) {
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label="Checkout steps">
      <ol className="flex flex-wrap gap-2 text-sm" data-testid="checkout-stepper">
        {steps.map((step, index) => {
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
              <span className="sr-only">{`Step ${index + 1} of ${steps.length}: `}</span>
              {STEP_TITLES[step]}
              {state === 'done' ? <span className="sr-only"> (completed)</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
