import type { Queryable } from '../../db/database';

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
