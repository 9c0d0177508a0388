import { normaliseShipment, type Shipment, shipmentErrors } from '@fathom/domain/withdrawal-shipment';
import type { Database } from '../../db/database';
import { DomainError } from '../../http/domain-errors';
import type { EmailOutbox } from '../../integrations/email/index';
import type { AuthUser } from '../../platform/auth-context';
import { withdrawalDeclinedEmail } from './withdrawal-declined-email';
import { declineWithdrawal, markWithdrawalShipped } from './withdrawal-progress-repository';

/**
 * The account's partner declines a withdrawal: in one transaction it ends and the account holder is emailed.
 * Throws not_found when no such withdrawal waits for this partner.
 */
export function declineWithdrawalAsPartner(
  deps: { db: Database; outbox: EmailOutbox; now: () => Date; productName: string },
  partner: AuthUser,
  withdrawalId: string,
) {
  return deps.db.transaction(async (tx) => {
    const ended = await declineWithdrawal(tx, partner, withdrawalId, deps.now());
    await deps.outbox.queue(tx, {
      to: ended.holder_email,
      write: (language) =>
        withdrawalDeclinedEmail(language, deps.productName, {
          vialCount: ended.vial_count,
          recipient: ended.recipient_facility,
        }),
    });
    return ended;
  });
}

/**
 * Staff ship a withdrawal's vials: the carrier and tracking number are checked first, then the withdrawal, its
 * vials and the stored sample change in one transaction (markWithdrawalShipped).
 */
export async function shipWithdrawal(
  deps: { db: Database; now: () => Date },
  withdrawalId: string,
  input: Shipment & { shippedBy: string },
) {
  const errors = Object.entries(shipmentErrors(input));
  if (errors.length > 0) {
    throw new DomainError(
      'invalid',
      errors[0]?.[1] ?? 'Check the shipment.',
      Object.fromEntries(errors.map(([field, message]) => [field, [message]])),
    );
  }
  const shipment = normaliseShipment(input);
  const now = deps.now();
  return deps.db.transaction((tx) => markWithdrawalShipped(tx, withdrawalId, shipment, input.shippedBy, now));
}
