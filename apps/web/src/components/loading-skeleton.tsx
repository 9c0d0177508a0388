import { Trans } from '@lingui/react/macro';
import { Button } from './button';

export type SkeletonShape = 'page' | 'cards' | 'list' | 'lines';

function Bar({ className }: { className: string }) {
  return <span className={`skeleton block rounded ${className}`} />;
}

function CardSkeleton() {
  return (
    <span className="card block space-y-3 p-6">
      <Bar className="h-5 w-2/5" />
      <Bar className="h-4 w-full" />
      <Bar className="h-4 w-4/5" />
    </span>
  );
}

/**
 * Grey shapes where the content will be, so the page keeps its layout while data arrives; screen readers hear
 * the label alone. Under "reduce motion" the shapes do not pulse.
 */
export function LoadingSkeleton({ label, shape = 'cards' }: { label: string; shape?: SkeletonShape }) {
  return (
    <div role="status" className="mt-6" data-testid="loading-skeleton">
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="block space-y-4">
        {shape === 'page' ? (
          <>
            <Bar className="h-8 w-1/2 max-w-sm" />
            <Bar className="h-4 w-3/4 max-w-xl" />
            <span className="grid gap-4 pt-2 md:grid-cols-2">
              <CardSkeleton />
              <CardSkeleton />
            </span>
          </>
        ) : shape === 'cards' ? (
          <>
            <CardSkeleton />
            <CardSkeleton />
          </>
        ) : shape === 'list' ? (
          [0, 1, 2].map((row) => (
            <span key={row} className="card flex items-center justify-between gap-4 p-5">
              <span className="block w-1/2 space-y-2">
                <Bar className="h-4 w-3/4" />
                <Bar className="h-3 w-1/2" />
              </span>
              <Bar className="h-4 w-16" />
            </span>
          ))
        ) : (
          <>
            <Bar className="h-4 w-full" />
            <Bar className="h-4 w-5/6" />
            <Bar className="h-4 w-2/3" />
          </>
        )}
      </span>
    </div>
  );
}

/**
 * What could not be loaded, in plain words, and a way to try again that does not lose the page. `what` is in the
 * page's language, as the sentence takes it ("your card", "su tarjeta").
 */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      className="card mt-6 border-l-4 border-l-[var(--color-error-600)] p-5"
      role="alert"
      data-testid="load-error"
    >
      <p className="font-semibold">
        <Trans comment="{what} is what could not be loaded, e.g. 'your card'">
          We could not load {what}.
        </Trans>
      </p>
      <p className="mt-1 text-ink-soft">
        <Trans>This is usually a passing connection problem. Your information is safe.</Trans>
      </p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
