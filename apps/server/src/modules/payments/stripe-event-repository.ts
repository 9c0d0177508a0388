import type { Queryable } from '../../db/database';
import { deleteBatch } from '../../db/delete-batch';

/** Records a provider event; false when it was recorded before (a retry or a duplicate). */
export async function recordStripeEvent(
  db: Queryable,
  event: { id: string; type: string; receivedAt: Date },
): Promise<boolean> {
  const first = await db.write(
    ['stripe_events'],
    'INSERT INTO stripe_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id',
    [event.id, event.type, event.receivedAt],
  );
  return first.rows.length > 0;
}

/** Forgets an event that could not be applied, so the provider's retry is applied. */
export async function forgetStripeEvent(db: Queryable, eventId: string): Promise<void> {
  await db.write(['stripe_events'], 'DELETE FROM stripe_events WHERE id = $1', [eventId]);
}

/** The processor's webhook ids that arrived before `cutoff`: it no longer sends them again. */
export function deleteStripeEventsBefore(db: Queryable, cutoff: Date, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'stripe_events',
    key: 'id',
    condition: 'received_at < $1',
    params: [cutoff],
    limit,
  });
}
