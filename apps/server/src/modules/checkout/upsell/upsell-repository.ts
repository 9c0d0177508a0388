import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/database';

/** Records an offer made after an order: who was offered what, and the checkout link that buys it. */
export async function recordUpsellOffer(
  db: Queryable,
  offer: { clientId: string | null; userId: string | null; items: unknown; checkoutUrl: string },
): Promise<void> {
  await db.write(
    ['upsell_offers'],
    'INSERT INTO upsell_offers (id, client_id, user_id, items, checkout_url) VALUES ($1, $2, $3, $4, $5)',
    [randomUUID(), offer.clientId, offer.userId, JSON.stringify(offer.items), offer.checkoutUrl],
  );
}
