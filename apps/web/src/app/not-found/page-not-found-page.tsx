import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Link, useLocation } from 'wouter';
import { buttonClassName } from '../../components/button';
import { appConfig } from '../../lib/config';
import { useSession } from '../../lib/session-store';

export default function PageNotFoundPage() {
  const [location] = useLocation();
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  return (
    <section className="text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-[var(--color-brand-600)]">
        Page not found
      </p>
      <h1 className="page-title mt-2">We could not find that page</h1>
      <p className="page-lead mx-auto max-w-lg">
        The address <span className="break-all font-mono text-[0.95em]">{location}</span> does not lead to a
        page. It may have moved, or the link may be incomplete. Your account, results and stored samples are
        not affected.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClassName('primary')}>
          {isLoggedIn ? 'Go to your home page' : 'Sign in'}
        </Link>
        <a
          href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)}
          className={buttonClassName('secondary')}
        >
          Contact us
        </a>
      </div>
    </section>
  );
}
