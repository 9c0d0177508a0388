import type { Config } from '../../config/config';
import type { Database } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import { findAccountByEmail, issueLoginToken } from '../auth';
import { supportLinkEmail } from './support-link-email';

/**
 * Support makes a one-time sign-in link for the customer of this address (analytics off in its session): in one
 * transaction the token is kept and the customer is told by email that support made one (the email carries no
 * link). Refused, nothing written, when no account uses the address or it is a staff account.
 */
export async function issueSupportSignInLink(
  deps: { db: Database; now: () => Date; outbox: EmailOutbox; config: Pick<Config, 'productName'> },
  email: string,
): Promise<{ token: string; expiresAt: Date } | 'no_account' | 'staff'> {
  const customer = await findAccountByEmail(deps.db, email);
  if (!customer) return 'no_account';
  if (customer.role === 'staff') return 'staff';
  return deps.db.transaction(async (tx) => {
    const token = await issueLoginToken(tx, {
      userId: customer.id,
      disableTrackEvents: true,
      now: deps.now(),
    });
    await deps.outbox.queue(
      tx,
      {
        to: customer.email,
        write: (language) => supportLinkEmail(language, deps.config.productName, token.expiresAt),
      },
      { kind: 'sign-in-link-notice' },
    );
    return token;
  });
}
