import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { LanguageSwitch } from '../../components/language-switch';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Sign-in pages: the brand above one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center px-4 py-10 sm:py-16" data-layout="auth">
      <SkipLink />
      <header className="mb-8 flex w-full max-w-md flex-wrap items-center justify-between gap-3">
        <BrandMark />
        <LanguageSwitch />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="card w-full max-w-md p-6 outline-none sm:p-8">
        {children}
      </main>
    </div>
  );
}
