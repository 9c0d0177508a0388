import { orderClaimMessages } from '@fathom/contract/order-claim-messages';
import type { Database, Queryable } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import { generateToken, hashToken } from '../../../platform/tokens';
import { findClaimableOrder, moveOrderIntoAccount, setClaimToken } from './order-claim-repository';
import { moveClaimedOrder } from './order-outcomes';

/** How long the emailed link claims an order kept apart from its email's account. */
export const CLAIM_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export const CLAIM_LINK_INVALID = orderClaimMessages.linkInvalid;
export const CLAIM_NEEDS_THAT_ACCOUNT = orderClaimMessages.needsThatAccount;

/** Makes a new link for the order (replacing any earlier one): the page that claims it into the account. */
export async function mintClaimLink(
  db: Queryable,
  claim: { orderId: string; publicUrl: string; now: Date },
): Promise<string> {
  const token = generateToken();
  await setClaimToken(db, {
    orderId: claim.orderId,
    tokenHash: hashToken(token),
    expiresAt: new Date(claim.now.getTime() + CLAIM_LINK_LIFETIME_MS),
  });
  return `${claim.publicUrl}/checkouts/claim?${new URLSearchParams({ token }).toString()}`;
}

/**
 * Claims the order of the link into the signed-in client's account, when the account's sign-in is the order's
 * email (the mailbox the link was sent to). Answers the order's number.
 */
export async function claimOrder(
  deps: { db: Database; now: () => Date },
  claim: { token: string; clientId: string; email: string },
): Promise<{ po_number: string }> {
  return deps.db.transaction(async (tx) => {
    const order = await findClaimableOrder(tx, hashToken(claim.token));
    const now = deps.now();
    if (!order || order.claim_expires_at.getTime() <= now.getTime())
      throw new DomainError('not_found', CLAIM_LINK_INVALID);
    // Opened again (a second tab, a reload): the account it went to reads the same answer.
    if (order.guest_outcome === 'claimed') {
      if (order.client_id === claim.clientId) return { po_number: order.po_number };
      throw new DomainError('not_found', CLAIM_LINK_INVALID);
    }
    if (order.email.toLowerCase() !== claim.email.toLowerCase())
      throw new DomainError('forbidden', CLAIM_NEEDS_THAT_ACCOUNT);
    await moveOrderIntoAccount(tx, { orderId: order.id, clientId: claim.clientId });
    await moveClaimedOrder(tx, {
      orderId: order.id,
      guestClientId: order.client_id,
      clientId: claim.clientId,
      now,
    });
    return { po_number: order.po_number };
  });
}
