import { useLingui } from '@lingui/react/macro';
import { BrandMark } from '../../components/brand-mark';
import { pageShellMessages } from '../page-shell-messages';

/**
 * The signed-in layout's frame (its header with the brand, no navigation yet) and a placeholder where the page
 * comes, with the layout's own sizes: index.html draws the same before the code runs (a test keeps them one),
 * and the app draws it while the account or the layout's code loads, so the frame neither flashes nor moves.
 */
export function DefaultLayoutSkeleton({ label }: { label?: string }) {
  const { i18n } = useLingui();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 border-b border-[var(--color-line)] bg-[var(--color-surface)]">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
          <span className="shrink-0 rounded-lg">
            <BrandMark />
          </span>
          <span className="hidden flex-1 xl:block" />
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-gutter py-page-top sm:px-gutter-wide lg:py-page-top-wide">
        <div role="status" className="motion-safe:animate-pulse">
          <span className="sr-only">{label ?? i18n._(pageShellMessages.loadingAccount)}</span>
          <div aria-hidden="true" className="h-9 w-2/3 max-w-sm rounded-lg bg-[var(--color-brand-50)]" />
          <div aria-hidden="true" className="mt-4 h-5 w-full max-w-xl rounded bg-[var(--color-brand-50)]" />
          <div aria-hidden="true" className="mt-8 h-40 w-full rounded-xl bg-[var(--color-brand-50)]" />
        </div>
      </main>
    </div>
  );
}
