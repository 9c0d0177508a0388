import type { PartnerConsent } from '@fathom/domain/withdrawal-shipment';
import type { Queryable } from '../../db/database';
import { narrowing, orderWord, type QueuePage } from '../../db/queue-page';

/**
 * What decides whether a withdrawal may ship (`shipReadiness` in the domain), read the same way by the lab's list
 * and by the shipment itself: the partner's consent, and whether the shipping order is paid.
 */
const shipFacts = `CASE WHEN w.status = 'awaiting_partner_consent' THEN 'awaiting'
         WHEN w.partner_consented_at IS NOT NULL THEN 'given' ELSE 'not_needed' END AS partner_consent,
    coalesce(o.status IN ('paid', 'paying_instalments'), false) AS shipping_paid`;
const shipFactsJoin = 'LEFT JOIN orders o ON o.id = w.shipping_order_id';

export interface ShipFacts {
  status: string;
  partner_consent: PartnerConsent;
  shipping_paid: boolean;
}

/** A withdrawal, locked for the shipment's transaction, with what its shipping depends on; null when unknown. */
export async function lockWithdrawalToShip(
  tx: Queryable,
  withdrawalId: string,
): Promise<(ShipFacts & { item_id: string; vial_count: number; recipient_facility: string }) | null> {
  const { rows } = await tx.query<
    ShipFacts & { item_id: string; vial_count: number; recipient_facility: string }
  >(
    `SELECT w.status, w.item_id, w.vial_count, w.recipient_facility, ${shipFacts}
       FROM withdrawal_requests w ${shipFactsJoin}
      WHERE w.id = $1 FOR UPDATE OF w`,
    [withdrawalId],
  );
  return rows[0] ?? null;
}

export interface WithdrawalToPrepareRow extends ShipFacts {
  id: string;
  item_id: string;
  client_number: string;
  customer_name: string;
  title: string;
  vial_count: number;
  recipient_type: string;
  recipient_name: string | null;
  recipient_facility: string;
  destination: 'domestic' | 'international';
  requested_date: string;
  status: 'awaiting_partner_consent' | 'awaiting_quote' | 'requested';
  created_at: Date;
}

const open = `w.status IN ('awaiting_partner_consent', 'awaiting_quote', 'requested')`;
const customerJoins = `JOIN clients c ON c.id = w.client_id
  LEFT JOIN users u ON u.client_id = c.id AND u.role = 'client'`;
/** Narrowed ($1, $2 of `narrowing`) to a client number, or part of the customer's name or email address. */
const customer = `($1::text IS NULL OR c.number = upper($1)
  OR lower(coalesce(u.first_name || ' ' || u.last_name, '')) LIKE $2 OR lower(coalesce(u.email, '')) LIKE $2)`;

/** Withdrawals not shipped (nor cancelled or declined), by the day they were asked for, a page of them and how many. */
export async function listWithdrawalsToPrepare(
  db: Queryable,
  page: QueuePage,
): Promise<{ rows: WithdrawalToPrepareRow[]; total: number }> {
  const { rows } = await db.query<WithdrawalToPrepareRow>(
    `SELECT w.id, w.item_id, c.number AS client_number,
            coalesce(r.first_name || ' ' || r.last_name, '') AS customer_name, i.title, w.vial_count,
            w.recipient_type, w.recipient_name, w.recipient_facility, w.destination,
            to_char(w.requested_date, 'YYYY-MM-DD') AS requested_date, w.status, w.created_at, ${shipFacts}
       FROM withdrawal_requests w ${shipFactsJoin}
       JOIN items i ON i.id = w.item_id
       ${customerJoins}
       LEFT JOIN users r ON r.id = w.requested_by
      WHERE ${open} AND ${customer}
      ORDER BY w.created_at ${orderWord(page)}, w.id ${orderWord(page)} LIMIT $3 OFFSET $4`,
    [...narrowing(page), page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM withdrawal_requests w ${customerJoins} WHERE ${open} AND ${customer}`,
    narrowing(page),
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}

export interface DestructionRow {
  item_id: string;
  client_number: string;
  customer_name: string;
  title: string;
  vials_held: number;
  destruction_date: string;
  warnings: { days_before: number; sent_at: string }[];
}

/**
 * Stored samples facing destruction (`facesDestruction` in the domain: a destruction date set because the plan
 * ended, and vials still held), by their destruction date, with the warnings their customer was sent.
 */
export async function listDestructions(
  db: Queryable,
  page: QueuePage,
): Promise<{ rows: DestructionRow[]; total: number }> {
  const facing = `i.destruction_date IS NOT NULL AND i.category = 'cryogenic'
    AND EXISTS (SELECT 1 FROM vials v WHERE v.item_id = i.id AND v.withdrawn_at IS NULL AND v.status <> 'destroyed')
    AND ${customer}`;
  const { rows } = await db.query<DestructionRow>(
    `SELECT i.id AS item_id, c.number AS client_number,
            coalesce(u.first_name || ' ' || u.last_name, '') AS customer_name, i.title,
            (SELECT count(*)::int FROM vials v
              WHERE v.item_id = i.id AND v.withdrawn_at IS NULL AND v.status <> 'destroyed') AS vials_held,
            to_char(i.destruction_date, 'YYYY-MM-DD') AS destruction_date,
            coalesce((SELECT json_agg(json_build_object('days_before', d.days_before, 'sent_at', d.sent_at)
                        ORDER BY d.sent_at, d.days_before DESC)
                        FROM destruction_warnings d WHERE d.item_id = i.id), '[]'::json) AS warnings
       FROM items i JOIN clients c ON c.id = i.client_id
       LEFT JOIN users u ON u.client_id = c.id AND u.role = 'client'
      WHERE ${facing}
      ORDER BY i.destruction_date ${orderWord(page)}, i.id ${orderWord(page)} LIMIT $3 OFFSET $4`,
    [...narrowing(page), page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM items i JOIN clients c ON c.id = i.client_id
       LEFT JOIN users u ON u.client_id = c.id AND u.role = 'client' WHERE ${facing}`,
    narrowing(page),
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}
