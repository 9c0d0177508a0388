import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/database';

export interface ResultsCallRow {
  id: string;
  starts_at: Date;
  source: string;
}

export async function upcomingCalls(db: Queryable, clientId: string, now: Date): Promise<ResultsCallRow[]> {
  const { rows } = await db.query<ResultsCallRow>(
    `SELECT id, starts_at, source FROM results_calls
      WHERE client_id = $1 AND cancelled_at IS NULL AND starts_at > $2 ORDER BY starts_at`,
    [clientId, now],
  );
  return rows;
}

/** The slots already taken among the given ones. */
export async function takenSlots(db: Queryable, slots: readonly Date[]): Promise<Set<number>> {
  const { rows } = await db.query<{ starts_at: Date }>(
    'SELECT starts_at FROM results_calls WHERE cancelled_at IS NULL AND starts_at = ANY($1::timestamptz[])',
    [slots.map((slot) => slot.toISOString())],
  );
  return new Set(rows.map((row) => new Date(row.starts_at).getTime()));
}

export type BookingOutcome = { booked: ResultsCallRow } | { refused: 'has_call' | 'taken' };

/**
 * Books a slot in the caller's transaction: a customer has one upcoming call at a time (their client row is locked
 * until the transaction ends) and a slot holds one call (the unique index answers the race between two customers:
 * the insert fails with 23505, which the caller answers as 'taken' once its transaction is rolled back).
 */
export async function bookCall(
  tx: Queryable,
  booking: { clientId: string; userId: string; startsAt: Date; source: string },
  now: Date,
): Promise<BookingOutcome> {
  await tx.query('SELECT id FROM clients WHERE id = $1 FOR UPDATE', [booking.clientId]);
  if ((await upcomingCalls(tx, booking.clientId, now)).length > 0) return { refused: 'has_call' } as const;
  const { rows } = await tx.write<ResultsCallRow>(
    ['results_calls'],
    `INSERT INTO results_calls (id, client_id, starts_at, source, booked_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, starts_at, source`,
    [randomUUID(), booking.clientId, booking.startsAt, booking.source, booking.userId, now],
  );
  const booked = rows[0];
  if (!booked) throw new Error('The booking was not written.');
  return { booked };
}

export async function cancelCall(
  db: Queryable,
  clientId: string,
  callId: string,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.write(
    ['results_calls'],
    `UPDATE results_calls SET cancelled_at = $3
      WHERE id = $1 AND client_id = $2 AND cancelled_at IS NULL AND starts_at > $3 RETURNING id`,
    [callId, clientId, now],
  );
  return rows.length > 0;
}

/**
 * The client and its number, with the state of its latest kit address: the page shows call times in the
 * zone of that state when the browser does not tell its own.
 */
export async function findCallClient(
  db: Queryable,
  clientId: string,
): Promise<{ id: string; number: string; address_state: string | null } | null> {
  const { rows } = await db.query<{ id: string; number: string; address_state: string | null }>(
    `SELECT c.id, c.number,
            (SELECT i.shipping_address->>'state' FROM items i
              WHERE i.client_id = c.id AND i.shipping_address->>'state' IS NOT NULL
              ORDER BY i.created_at DESC LIMIT 1) AS address_state
       FROM clients c WHERE c.id = $1`,
    [clientId],
  );
  return rows[0] ?? null;
}
