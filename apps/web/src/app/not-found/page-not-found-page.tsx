import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { Trans } from '@lingui/react/macro';
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
        <Trans>Page not found</Trans>
      </p>
      <h1 className="page-title mt-2">
        <Trans>We could not find that page</Trans>
      </h1>
      <p className="page-lead mx-auto max-w-lg">
        <Trans>
          The address <span className="break-all font-mono text-[0.95em]">{location}</span> does not lead to a
          page. It may have moved, or the link may be incomplete. Your account, results and stored samples are
          not affected.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClassName('primary')}>
          {isLoggedIn ? <Trans>Go to your home page</Trans> : <Trans>Sign in</Trans>}
        </Link>
        <a
          href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)}
          className={buttonClassName('secondary')}
        >
          <Trans>Contact us</Trans>
        </a>
      </div>
    </section>
  );
}
