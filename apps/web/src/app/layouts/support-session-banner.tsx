import { displayName } from '@fathom/domain/user';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useSession } from '../../lib/session-store';

/**
 * A session opened from a one-time support link (staff's "login as") says so on every page until it ends:
 * whoever uses it acts as the customer, and signing out ends it.
 */
export function SupportSessionBanner() {
  const user = useSession((state) => state.user);
  const supportSession = useSession((state) => state.disableTrackEvents);
  if (!supportSession || !user) return null;
  const name = displayName(user);
  return (
    <div
      role="status"
      data-testid="support-session"
      className="border-b border-[var(--color-warning-600)] bg-[var(--color-warning-50)] px-4 py-2 text-center text-sm"
    >
      <Trans>
        Support session: signed in as <strong>{name}</strong> through a one-time link. Everything done here is
        done as this customer.
      </Trans>{' '}
      <Link href="/logout" className="text-link font-semibold">
        <Trans>End the session</Trans>
      </Link>
    </div>
  );
}
