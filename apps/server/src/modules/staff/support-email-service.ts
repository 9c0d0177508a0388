import type { Database } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import { findCustomerEmail, type OutboxEmailRow } from './support-email-repository';

/**
 * Support sends a customer's email again: a fresh copy with the same words is queued through the outbox (the
 * original untouched) and read back, in one transaction. Null only when the copy cannot be read back.
 */
export function resendCustomerEmail(deps: { db: Database; outbox: EmailOutbox }, email: OutboxEmailRow) {
  return deps.db.transaction(async (tx) => {
    const id = await deps.outbox.queue(
      tx,
      {
        to: email.to_address,
        subject: email.subject,
        text: email.text_body,
        ...(email.html_body === null ? {} : { html: email.html_body }),
      },
      { kind: email.kind },
    );
    return findCustomerEmail(tx, id);
  });
}
