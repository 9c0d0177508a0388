import type { ReactNode } from 'react';
import { BrandHeader } from './brand-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * Full-page flows (scheduling, confirmations, public pages) without the navigation: a brand bar above the
 * page, unless the page brings its own frame (the checkout's secure header).
 */
export function EmptyLayout({
  children,
  brandHeader = true,
}: {
  children: ReactNode;
  brandHeader?: boolean;
}) {
  return (
    <div className="flex min-h-screen flex-col" data-layout="empty">
      {brandHeader ? (
        <>
          <SkipLink />
          <BrandHeader />
        </>
      ) : null}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
