import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';

/** Full-page flows (checkout, scheduling, confirmations) that bring their own frame. */
export function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-screen outline-none" data-layout="empty">
      {children}
    </main>
  );
}
