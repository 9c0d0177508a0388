import { topNavigationItems } from '@fathom/domain/navigation';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandMark } from '../../components/brand-mark';
import { buttonClassName } from '../../components/button';
import { LanguageSwitch } from '../../components/language-switch';
import { appConfig } from '../../lib/config';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { productId } from '../../lib/product-ids';
import { useSession } from '../../lib/session-store';
import { NavigationEntry } from './navigation-entry';
import { ProfileMenu } from './profile-menu';
import { contactLink, helpCenterLink } from './support-links';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useDismissable } from './use-dismissable';

const MOBILE_MENU_ID = 'mobile-menu';

function SupportLinks({ size }: { size: 'sm' | 'md' }) {
  return (
    <>
      <a href={helpCenterLink()} className={buttonClassName('quiet', size)}>
        <Trans>Help Center</Trans>
      </a>
      <a href={contactLink()} className={buttonClassName('secondary', size)}>
        <Trans>Contact us</Trans>
      </a>
    </>
  );
}

export function TopNavigation() {
  const user = useSession((state) => state.user);
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [panelTop, setPanelTop] = useState<number | undefined>(undefined);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const { t } = useLingui();
  const language = usePageLanguage();
  useBodyScrollLock(menuOpen);
  useDismissable(menuOpen, closeMenu, panelRef, toggleRef);

  // The panel starts where the header ends, wherever a banner above it has pushed it.
  useLayoutEffect(() => {
    if (menuOpen) setPanelTop(headerRef.current?.getBoundingClientRect().bottom);
  }, [menuOpen]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is itself the reason to close
  useEffect(() => {
    setMenuOpen(false);
  }, [location]);

  const items = user
    ? topNavigationItems(
        user,
        {
          marketingUrl: appConfig.marketingUrl,
          supplementProductUuid: productId('male_fertility_supplement'),
        },
        language,
      )
    : [];

  return (
    <header ref={headerRef} className="sticky top-0 z-30 border-b border-[var(--color-line)]">
      {/*
        The blur sits on a layer of its own: a backdrop filter on the header itself would make the header the
        containing block of the fixed menu panel, which would then be clipped to the header's 64 px.
      */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[var(--color-surface)]/95 backdrop-blur" />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4 sm:px-6">
        <Link href="/" aria-label={t`Go to your home page`} className="shrink-0 rounded-lg">
          <BrandMark />
        </Link>
        <nav aria-label={t`Main`} className="hidden flex-1 xl:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.key}>
                <NavigationEntry item={item} className="nav-link" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2">
          <div className="hidden items-center gap-2 xl:flex">
            <SupportLinks size="sm" />
          </div>
          {user ? <ProfileMenu user={user} /> : null}
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex h-11 w-11 cursor-pointer items-center justify-center rounded-lg text-[var(--color-brand-900)] hover:bg-[var(--color-brand-50)] xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="sr-only">{menuOpen ? t`Close menu` : t`Open menu`}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path
                  d="M4 7h16M4 12h16M4 17h16"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              )}
            </svg>
          </button>
        </div>
      </div>
      <div
        ref={panelRef}
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        style={{ top: panelTop }}
        className="fixed inset-x-0 bottom-0 top-16 z-30 overflow-y-auto overscroll-contain bg-[var(--color-surface)] px-4 py-4 xl:hidden"
      >
        <nav aria-label={t`Main (mobile)`}>
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.key}>
                <NavigationEntry item={item} onNavigate={closeMenu} className="nav-link w-full text-lg" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-col gap-3 border-t border-[var(--color-line)] pt-6">
          <SupportLinks size="md" />
          <LanguageSwitch className="self-start" />
        </div>
      </div>
    </header>
  );
}
