import { Spinner } from './spinner';

/** Shown while a page's code or first data arrives. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-[var(--color-brand-700)]">
      <Spinner size="lg" label={label} />
    </div>
  );
}
