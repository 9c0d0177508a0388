import { kitTracker } from '@fathom/domain/kits';

const STAGE_LABELS: Readonly<Record<string, string>> = {
  OrderConfirmed: 'Order confirmed',
  KitOnTheWay: 'Kit on the way',
  KitShipped: 'Kit shipped',
  KitDeliveredToYou: 'Kit delivered to you',
  KitEnRouteToLab: 'On its way to the lab',
  AnalysisInProgress: 'Analysis in progress',
  ResultsReady: 'Results ready',
};

/** Where a kit is on its way to the lab, as an ordered list with the current stage marked. */
export function KitTracker({
  stage,
  variant,
  label,
}: {
  stage: number | null;
  variant: 'full' | 'short';
  label: string;
}) {
  const tracker = kitTracker(stage, variant);
  return (
    <div>
      {tracker.notice === 'Cancelled' ? (
        <p className="mt-3 font-semibold text-[var(--color-error-700)]">This kit was cancelled.</p>
      ) : null}
      {tracker.notice === 'CheckEmail' ? (
        <p className="mt-3 font-semibold">We have emailed you about this kit: please check your inbox.</p>
      ) : null}
      <ol aria-label={label} className="mt-3 grid gap-2 sm:grid-cols-6" data-testid="kit-tracker">
        {tracker.steps.map((step) => (
          <li
            key={step.stage}
            aria-current={step.status === 'current' ? 'step' : undefined}
            className={`rounded-lg border px-3 py-2 text-sm ${
              step.status === 'current'
                ? 'border-[var(--color-brand-600)] bg-[var(--color-brand-50)] font-semibold'
                : step.status === 'done'
                  ? 'border-line text-ink-soft'
                  : 'border-dashed border-line text-ink-faint'
            }`}
          >
            <span className="sr-only">
              {step.status === 'done' ? 'Done: ' : step.status === 'current' ? 'Now: ' : 'Next: '}
            </span>
            {STAGE_LABELS[step.name] ?? step.name}
          </li>
        ))}
      </ol>
    </div>
  );
}
