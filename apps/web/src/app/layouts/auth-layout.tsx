import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Sign-in pages: the brand above one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center px-4 py-10 sm:py-16" data-layout="auth">
      <SkipLink />
      <header className="mb-8">
        <BrandMark />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="card w-full max-w-md p-6 outline-none sm:p-8">
        {children}
      </main>
    </div>
  );
}
