import { randomUUID } from 'node:crypto';
import { SHIP_REFUSALS, type Shipment, shipReadiness } from '@fathom/domain/withdrawal-shipment';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../http/domain-errors';
import type { AuthUser } from '../../platform/auth-context';
import { markStorageWithdrawnWhenEmpty } from '../kits';
import { lockWithdrawalToShip } from './withdrawal-queue-repository';

const notFound = () => new DomainError('not_found', 'Not found.');

/** The withdrawals of the partner's account that wait for the partner's consent. */
export async function withdrawalsAwaitingConsent(db: Queryable, partner: AuthUser) {
  const clientId = partner.role === 'authorized_user' ? partner.parentClientId : null;
  if (!clientId) return [];
  const { rows } = await db.query<{
    id: string;
    requested_by_name: string;
    vial_count: number;
    recipient_facility: string;
    requested_date: string;
  }>(
    `SELECT w.id, u.first_name || ' ' || u.last_name AS requested_by_name, w.vial_count, w.recipient_facility,
            to_char(w.requested_date, 'YYYY-MM-DD') AS requested_date
       FROM withdrawal_requests w JOIN users u ON u.id = w.requested_by
      WHERE w.client_id = $1 AND w.status = 'awaiting_partner_consent'
      ORDER BY w.created_at`,
    [clientId],
  );
  return rows;
}

/** The partner of the account agrees to the withdrawal; only then is it released to the team. */
export async function consentToWithdrawal(db: Queryable, partner: AuthUser, withdrawalId: string, now: Date) {
  const clientId = partner.role === 'authorized_user' ? partner.parentClientId : null;
  if (!clientId) throw new DomainError('forbidden', 'You are not allowed to perform this action');
  const { rows } = await db.write<{
    id: string;
    status: 'requested' | 'awaiting_quote';
    requested_date: string;
    vial_count: number;
  }>(
    ['withdrawal_requests'],
    `UPDATE withdrawal_requests
        SET status = CASE destination WHEN 'domestic' THEN 'requested' ELSE 'awaiting_quote' END,
            partner_consented_by = $3, partner_consented_at = $4
      WHERE id = $1 AND client_id = $2 AND status = 'awaiting_partner_consent'
      RETURNING id, status, to_char(requested_date, 'YYYY-MM-DD') AS requested_date, vial_count`,
    [withdrawalId, clientId, partner.id, now],
  );
  const updated = rows[0];
  if (!updated) throw notFound();
  return updated;
}

/**
 * The partner of the account declines the withdrawal: it ends there and the vials stay in storage. Answers
 * what the account holder is told, or throws 404 when no such withdrawal waits for this partner.
 */
export async function declineWithdrawal(db: Queryable, partner: AuthUser, withdrawalId: string, now: Date) {
  const clientId = partner.role === 'authorized_user' ? partner.parentClientId : null;
  if (!clientId) throw new DomainError('forbidden', 'You are not allowed to perform this action');
  const { rows } = await db.write<{
    id: string;
    status: 'declined_by_partner';
    requested_date: string;
    vial_count: number;
    holder_email: string;
    recipient_facility: string;
  }>(
    ['withdrawal_requests'],
    `UPDATE withdrawal_requests w
        SET status = 'declined_by_partner', partner_declined_by = $3, partner_declined_at = $4
       FROM users u
      WHERE w.id = $1 AND w.client_id = $2 AND w.status = 'awaiting_partner_consent' AND u.id = w.requested_by
      RETURNING w.id, w.status, to_char(w.requested_date, 'YYYY-MM-DD') AS requested_date, w.vial_count,
                u.email AS holder_email, w.recipient_facility`,
    [withdrawalId, clientId, partner.id, now],
  );
  const declined = rows[0];
  if (!declined) throw notFound();
  return declined;
}

/**
 * Staff send the vials with a carrier and its tracking number, in the caller's transaction: the oldest vials held
 * leave storage, each with a "withdrawn" entry in its history, and a sample with no vial left is marked withdrawn.
 * Once; refused, before anything is written, unless the withdrawal is requested, consented to and its shipping
 * paid. The shipment is checked and normalised by the caller (withdrawal-progress-service.ts).
 */
export async function markWithdrawalShipped(
  tx: Queryable,
  withdrawalId: string,
  shipment: Shipment,
  shippedBy: string,
  now: Date,
) {
  const withdrawal = await lockWithdrawalToShip(tx, withdrawalId);
  if (!withdrawal) throw notFound();
  const readiness = shipReadiness({
    status: withdrawal.status,
    partnerConsent: withdrawal.partner_consent,
    shippingPaid: withdrawal.shipping_paid,
  });
  if (readiness !== 'ready') {
    throw new DomainError(
      readiness === 'shipping_unpaid' ? 'payment_required' : 'conflict',
      SHIP_REFUSALS[readiness],
    );
  }
  await tx.write(
    ['withdrawal_requests'],
    `UPDATE withdrawal_requests
        SET status = 'shipped', shipped_at = $2, carrier = $3, tracking_number = $4, shipped_by = $5
      WHERE id = $1`,
    [withdrawalId, now, shipment.carrier, shipment.tracking_number, shippedBy],
  );
  const vials = await tx.query<{ id: string }>(
    `SELECT id FROM vials WHERE item_id = $1 AND withdrawn_at IS NULL AND status <> 'destroyed'
      ORDER BY stored_at NULLS LAST, id LIMIT $2 FOR UPDATE`,
    [withdrawal.item_id, withdrawal.vial_count],
  );
  if (vials.rows.length < withdrawal.vial_count) {
    throw new DomainError('conflict', 'Fewer vials are held than this withdrawal asks for.');
  }
  for (const vial of vials.rows) {
    await tx.write(['vials'], 'UPDATE vials SET withdrawn_at = $2 WHERE id = $1', [vial.id, now]);
    await tx.write(
      ['vial_events'],
      `INSERT INTO vial_events (id, vial_id, kind, facility, withdrawal_id, occurred_at)
       VALUES ($1, $2, 'withdrawn', $3, $4, $5)`,
      [randomUUID(), vial.id, withdrawal.recipient_facility, withdrawalId, now],
    );
  }
  await markStorageWithdrawnWhenEmpty(tx, withdrawal.item_id);
  return {
    id: withdrawalId,
    item_id: withdrawal.item_id,
    status: 'shipped' as const,
    vials_withdrawn: vials.rows.length,
    ...shipment,
  };
}
