import type { KitAddress } from '@fathom/contract/items';
import type { Queryable } from '../../../db/database';

/**
 * A client's own address: the one their newest kit goes to (the onboarding address step moves every kit that
 * has not shipped, so the newest kit holds the latest choice), else their newest paid order's shipping
 * address (an order of supplements or storage only has no kit). Gift orders go to someone else: left out.
 */
export async function findSavedAddress(db: Queryable, clientId: string): Promise<KitAddress | null> {
  const { rows } = await db.query<{ address: Record<string, unknown> }>(
    `SELECT address FROM (
       (SELECT i.shipping_address AS address, 0 AS source, i.created_at
          FROM items i LEFT JOIN orders o ON o.id = i.order_id
         WHERE i.client_id = $1 AND i.shipping_address IS NOT NULL AND COALESCE(o.is_gift, false) = false
         ORDER BY i.created_at DESC LIMIT 1)
       UNION ALL
       (SELECT o.shipping_address AS address, 1 AS source, o.created_at
          FROM orders o
         WHERE o.client_id = $1 AND o.shipping_address IS NOT NULL AND o.is_gift = false AND o.status = 'paid'
         ORDER BY o.created_at DESC LIMIT 1)
     ) AS saved
     ORDER BY source LIMIT 1`,
    [clientId],
  );
  const saved = rows[0]?.address;
  return saved ? savedAddressOf(saved) : null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Only the address fields: the delivery options of one order are not the customer's address. */
function savedAddressOf(stored: Record<string, unknown>): KitAddress | null {
  const address: KitAddress = {
    first_name: text(stored.first_name),
    last_name: text(stored.last_name),
    address_1: text(stored.address_1),
    address_2: text(stored.address_2) || null,
    city: text(stored.city),
    state: text(stored.state),
    postal_code: text(stored.postal_code),
    country: text(stored.country),
    phone: text(stored.phone),
  };
  return address.address_1 ? address : null;
}
