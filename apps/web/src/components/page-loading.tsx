import { useLingui } from '@lingui/react/macro';
import { Spinner } from './spinner';

/** Shown while a page's code or first data arrives. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-[var(--color-brand-700)]">
      <Spinner size="lg" label={label ?? t`Loading…`} />
    </div>
  );
}
