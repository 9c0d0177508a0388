import type { UserResource } from '@fathom/contract/user';
import { profileMenuItems } from '@fathom/domain/navigation';
import { displayName } from '@fathom/domain/user';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { LanguageSwitch } from '../../components/language-switch';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { NavigationEntry } from './navigation-entry';
import { useDismissable } from './use-dismissable';

/** The account disclosure: the customer's name, and the account pages below it. */
export function ProfileMenu({ user }: { user: UserResource }) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const { t } = useLingui();
  const language = usePageLanguage();
  useDismissable(open, close, panelRef, buttonRef);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is itself the reason to close
  useEffect(() => {
    setOpen(false);
  }, [location]);

  const name = displayName(user);
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-[var(--color-line)] bg-[var(--color-surface)] py-1 pl-1 pr-3 font-semibold text-[var(--color-brand-900)] hover:bg-[var(--color-brand-50)]"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span
          aria-hidden="true"
          className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-[var(--color-brand-100)] text-sm text-[var(--color-brand-800)]"
        >
          {initials}
        </span>
        <span className="hidden max-w-[10rem] truncate 2xl:inline">{name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="sr-only">
          <Trans>Account menu</Trans>
        </span>
      </button>
      <div ref={panelRef} id={menuId} hidden={!open} className="card absolute right-0 z-40 mt-2 w-64 p-2">
        <nav aria-label={t`Account`}>
          <ul className="flex flex-col">
            {profileMenuItems(user, language).map((item) => (
              <li key={item.key}>
                <NavigationEntry
                  item={item}
                  onNavigate={close}
                  className="flex w-full rounded-lg px-3 py-2.5 text-left font-medium text-[var(--color-ink)] hover:bg-[var(--color-brand-50)] aria-[current=page]:bg-[var(--color-brand-50)]"
                />
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-2 border-t border-[var(--color-line)] px-3 pb-1 pt-3">
          <LanguageSwitch />
        </div>
      </div>
    </div>
  );
}
