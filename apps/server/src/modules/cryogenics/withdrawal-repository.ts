import { randomUUID } from 'node:crypto';
import type { WithdrawalRequest } from '@fathom/contract/withdrawals';
import type { Queryable, Transaction } from '../../db/database';

/** Where a new withdrawal starts: with the partner's consent to give, a quote to send, or to ship. */
export type NewWithdrawalStatus = 'awaiting_partner_consent' | 'awaiting_quote' | 'requested';

/** The states of a sample's vials, withdrawn or not. */
export async function findVialStates(db: Queryable, itemId: string) {
  const { rows } = await db.query<{
    status: 'permanent_storage' | 'awaiting_permanent_storage' | 'destroyed';
    withdrawn_at: Date | null;
  }>('SELECT status, withdrawn_at FROM vials WHERE item_id = $1', [itemId]);
  return rows;
}

/** Whether the sample has a withdrawal under way (waiting for consent, a quote or shipping). */
export async function hasOpenWithdrawal(tx: Queryable, itemId: string): Promise<boolean> {
  const open = await tx.query(
    `SELECT 1 FROM withdrawal_requests
      WHERE item_id = $1 AND status IN ('awaiting_partner_consent', 'awaiting_quote', 'requested')`,
    [itemId],
  );
  return open.rows.length > 0;
}

/** A paid shipping order for this sample that no withdrawal uses yet (locked for this transaction), or null. */
export async function claimPaidShippingOrder(tx: Transaction, clientId: string, itemId: string) {
  const paid = await tx.query<{ id: string }>(
    `SELECT o.id FROM orders o
      WHERE o.client_id = $1 AND o.withdrawal_item_id = $2 AND o.status IN ('paid', 'paying_instalments')
        AND NOT EXISTS (SELECT 1 FROM withdrawal_requests w WHERE w.shipping_order_id = o.id)
      ORDER BY o.paid_at LIMIT 1 FOR UPDATE`,
    [clientId, itemId],
  );
  return paid.rows[0]?.id ?? null;
}

/** The email of the account's partner, whose consent a withdrawal needs, or null without a partner. */
export async function findPartnerEmail(tx: Queryable, clientId: string): Promise<string | null> {
  const partner = await tx.query<{ email: string }>(
    `SELECT partner.email FROM users partner JOIN users holder ON holder.id = partner.parent_user_id
      WHERE holder.client_id = $1 AND partner.role = 'authorized_user' AND partner.disabled_at IS NULL
      LIMIT 1`,
    [clientId],
  );
  return partner.rows[0]?.email ?? null;
}

/** Records a withdrawal request; its id. */
export async function insertWithdrawalRequest(
  tx: Queryable,
  request: WithdrawalRequest,
  withdrawal: {
    clientId: string;
    itemId: string;
    requestedBy: string;
    shippingOrderId: string | null;
    status: NewWithdrawalStatus;
    at: Date;
  },
): Promise<string> {
  const id = randomUUID();
  await tx.write(
    ['withdrawal_requests'],
    `INSERT INTO withdrawal_requests (id, client_id, item_id, requested_by, shipping_order_id, destination,
       recipient_type, recipient_name, recipient_facility, recipient_address, recipient_email, recipient_phone,
       requested_date, timezone, vial_count, signature, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      id,
      withdrawal.clientId,
      withdrawal.itemId,
      withdrawal.requestedBy,
      withdrawal.shippingOrderId,
      request.destination,
      request.recipient_type,
      request.recipient_name || null,
      request.recipient_facility,
      JSON.stringify({
        ...request.recipient_address,
        country: request.recipient_address.country.toUpperCase(),
        state: request.recipient_address.state || null,
      }),
      request.recipient_email,
      request.recipient_phone,
      request.requested_date,
      request.timezone,
      request.vial_count,
      request.signature.trim(),
      withdrawal.status,
      withdrawal.at,
    ],
  );
  return id;
}
