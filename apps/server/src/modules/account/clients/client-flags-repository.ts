import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { clientNumberingOf } from './client-numbers';

/**
 * Positions tried before a new customer record gives up. A position is passed over only when a customer from
 * before the sequence holds its number (drawn at random then): were half of the six-digit numbers held so, a
 * hundred in a row would be with odds of 10^-30.
 */
const POSITIONS_TRIED = 100;

/**
 * The next position of the customer numbers' sequence, numbered with the database's key (ADR 043). The key's id
 * is a parameter so that, as an order's first statement, it carries the transaction's BEGIN with it (ADR 039).
 */
async function nextClientNumber(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ position: string; key: Uint8Array }>(
    "SELECT nextval('client_number_positions')::text AS position, key FROM client_number_keys WHERE id = $1",
    [1],
  );
  const row = rows[0];
  if (!row) throw new Error('The database has no client numbering key (migration 0091).');
  return clientNumberingOf(row.key).numberAt(Number(row.position));
}

/**
 * A customer record of an order's own (a client without a sign-in yet): its id. Its number is the next of the
 * sequence, never one a customer holds: a number drawn at random before the sequence is passed over.
 */
export async function insertOrderClient(tx: Queryable, email: string): Promise<string> {
  const clientId = randomUUID();
  for (let tried = 0; tried < POSITIONS_TRIED; tried += 1) {
    const { rows } = await tx.write(
      ['clients'],
      `INSERT INTO clients (id, number, email) VALUES ($1, $2, $3)
       ON CONFLICT (number) DO NOTHING RETURNING id`,
      [clientId, await nextClientNumber(tx), email],
    );
    if (rows.length > 0) return clientId;
  }
  throw new Error(`No free customer number in ${POSITIONS_TRIED} positions of the sequence.`);
}

/**
 * The customer's flags that follow from a paid order. The row is written only when a flag changes, so a
 * customer's simultaneous orders do not queue on it and an order that changes nothing writes nothing.
 */
export async function applyPaidOrderFlags(
  tx: Queryable,
  change: { clientId: string; orderId: string; boughtConsultation: boolean; at: Date },
): Promise<void> {
  await tx.write(
    ['clients'],
    `UPDATE clients c SET
        has_active_fertility_consultation = c.has_active_fertility_consultation OR next.consultation,
        has_active_subscriptions = c.has_active_subscriptions OR next.active_subscription,
        has_unmatched_subscriptions = next.unmatched_storage,
        updated_at = $4
       FROM (SELECT $2::boolean AS consultation,
                    EXISTS (SELECT 1 FROM subscriptions WHERE order_id = $3::uuid AND status = 'active')
                      AS active_subscription,
                    EXISTS (SELECT 1 FROM items
                             WHERE client_id = $1 AND category = 'cryogenic' AND matched_analysis_id IS NULL)
                      AS unmatched_storage) next
      WHERE c.id = $1
        AND ((next.consultation AND NOT c.has_active_fertility_consultation)
          OR (next.active_subscription AND NOT c.has_active_subscriptions)
          OR next.unmatched_storage <> c.has_unmatched_subscriptions)`,
    [change.clientId, change.boughtConsultation, change.orderId, change.at],
  );
}

/** An account that claimed a guest order takes on the flags the order gave the guest's record. */
export async function mergeClaimedOrderFlags(
  tx: Queryable,
  merge: { clientId: string; guestClientId: string; at: Date },
): Promise<void> {
  await tx.write(
    ['clients'],
    `UPDATE clients c SET
        has_active_fertility_consultation = c.has_active_fertility_consultation OR g.has_active_fertility_consultation,
        has_active_subscriptions = c.has_active_subscriptions OR g.has_active_subscriptions,
        has_unmatched_subscriptions = EXISTS (SELECT 1 FROM items
          WHERE client_id = c.id AND category = 'cryogenic' AND matched_analysis_id IS NULL),
        updated_at = $3
       FROM clients g WHERE c.id = $1 AND g.id = $2`,
    [merge.clientId, merge.guestClientId, merge.at],
  );
}

/** Whether the account holds stored samples not yet paired with an analysis, read again from its items. */
export async function refreshUnmatchedStorageFlag(tx: Queryable, clientId: string): Promise<void> {
  await tx.write(
    ['clients'],
    `UPDATE clients SET has_unmatched_subscriptions = EXISTS (
        SELECT 1 FROM items WHERE client_id = $1 AND category = 'cryogenic' AND matched_analysis_id IS NULL)
      WHERE id = $1`,
    [clientId],
  );
}

/** Whether the account has an active plan, read again from its plans. */
export async function refreshActivePlanFlag(tx: Queryable, clientId: string, at: Date): Promise<void> {
  await tx.write(
    ['clients'],
    `UPDATE clients SET has_active_subscriptions = EXISTS (
        SELECT 1 FROM subscriptions WHERE client_id = $1 AND status = 'active'), updated_at = $2
      WHERE id = $1`,
    [clientId, at],
  );
}

/** A phone number given with a kit's delivery becomes the account's, when it has none. */
export async function fillMissingPhone(
  tx: Queryable,
  clientId: string,
  phone: string,
  at: Date,
): Promise<void> {
  await tx.write(
    ['clients'],
    'UPDATE clients SET phone = coalesce(phone, $2), updated_at = $3 WHERE id = $1',
    [clientId, phone, at],
  );
}
