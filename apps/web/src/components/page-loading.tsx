import { LoadingSkeleton } from './loading-skeleton';

/** Shown while a page's code or first data arrives: the shape of a page, not a blank screen or a lone spinner. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return <LoadingSkeleton label={label} shape="page" />;
}
