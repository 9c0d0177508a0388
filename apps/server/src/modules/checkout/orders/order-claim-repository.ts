import type { Queryable } from '../../../db/database';

/** Replaces the claim link of an order kept apart from its email's account (the hash of the link's token). */
export async function setClaimToken(
  db: Queryable,
  claim: { orderId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.write(
    ['orders'],
    `UPDATE orders SET claim_token_hash = $2, claim_expires_at = $3
      WHERE id = $1 AND guest_outcome = 'kept_apart'`,
    [claim.orderId, claim.tokenHash, claim.expiresAt],
  );
}

export interface ClaimableOrder {
  id: string;
  po_number: string;
  email: string;
  client_id: string;
  guest_outcome: 'kept_apart' | 'claimed';
  claim_expires_at: Date;
}

/** The order that the link's token claims (or claimed), locked for the claim; null when there is none. */
export async function findClaimableOrder(tx: Queryable, tokenHash: string): Promise<ClaimableOrder | null> {
  const { rows } = await tx.query<ClaimableOrder>(
    `SELECT id, po_number, email, client_id, guest_outcome, claim_expires_at FROM orders
      WHERE claim_token_hash = $1 AND guest_outcome IN ('kept_apart', 'claimed') FOR UPDATE`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/**
 * Moves the order from its own client into the account's (what paying it gave moves with it: order-outcomes.ts).
 * The link then answers the same to that account alone.
 */
export async function moveOrderIntoAccount(
  tx: Queryable,
  move: { orderId: string; clientId: string },
): Promise<void> {
  const params = [move.orderId, move.clientId];
  await tx.write(
    ['orders'],
    `UPDATE orders SET client_id = $2, guest_outcome = 'claimed' WHERE id = $1`,
    params,
  );
}
