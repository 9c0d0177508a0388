import type { Config } from '../../config/config';
import type { Database } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import { issueLoginToken } from '../auth';
import { supportLinkEmail } from './support-link-email';

/**
 * Support makes a one-time sign-in link for a customer (analytics off in its session): in one transaction the
 * token is kept and the customer is told by email that support made one (the email carries no link).
 */
export function issueSupportSignInLink(
  deps: { db: Database; now: () => Date; outbox: EmailOutbox; config: Pick<Config, 'productName'> },
  customer: { id: string; email: string },
): Promise<{ token: string; expiresAt: Date }> {
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
