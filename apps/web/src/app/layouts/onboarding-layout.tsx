import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandMark } from '../../components/brand-mark';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Guided steps (kit registration, onboarding): a simple branded header and centred content. */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-screen flex-col" data-layout="onboarding">
      <SkipLink />
      <header className="border-b border-[var(--color-line)] bg-[var(--color-surface)]">
        <div className="mx-auto flex h-16 max-w-3xl items-center px-4 sm:px-6">
          <Link href="/" aria-label={t`Go to your home page`} className="rounded-lg">
            <BrandMark />
          </Link>
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 outline-none sm:px-6"
      >
        {children}
      </main>
    </div>
  );
}
