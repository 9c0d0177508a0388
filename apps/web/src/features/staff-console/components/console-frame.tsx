import type { StaffMe } from '@fathom/contract/staff-console';
import { consolePagesFor } from '@fathom/domain/staff-console';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { BrandMark } from '../../../components/brand-mark';
import { Button } from '../../../components/button';
import { signOut } from '../../auth';

const MAIN_ID = 'console-main';

/** The console's frame: the brand, the pages the member's role may open, who is signed in, and signing out. */
export function ConsoleFrame({ me, children }: { me: StaffMe; children: ReactNode }) {
  const [location, navigate] = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const pages = me.two_factor_configured ? consolePagesFor(me.staff_role) : [];
  const onSignOut = () => {
    setSigningOut(true);
    void signOut().then(() => navigate('/login', { replace: true }));
  };
  return (
    <div className="console" data-layout="console">
      <a href={`#${MAIN_ID}`} className="skip-link">
        Skip to main content
      </a>
      <header className="console-header">
        <Link href="/staff" className="console-brand" aria-label="Console overview">
          <BrandMark />
          <span className="console-brand-name">Console</span>
        </Link>
        <nav aria-label="Console" className="console-nav">
          <ul>
            {pages.map((page) => {
              const current = location === page.path || location.startsWith(`${page.path}/`);
              return (
                <li key={page.path}>
                  <Link
                    href={page.path}
                    aria-current={current ? 'page' : undefined}
                    className="console-nav-link"
                  >
                    {page.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="console-who">
          <span>
            {me.name} <span className="console-role">({me.staff_role})</span>
          </span>
          <Button variant="quiet" size="sm" loading={signingOut} onClick={onSignOut}>
            Sign out
          </Button>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="console-main">
        {children}
      </main>
    </div>
  );
}
