import type { KitAddress, KitOrderDetailsRequest } from '@fathom/contract/items';
import { canChangeKitAddress } from '@fathom/domain/kits';
import type { Queryable } from '../../../db/database';
import { fillMissingPhone } from '../../account';

export type KitChangeOutcome = 'saved' | 'not_found' | 'shipped';

interface LockedKit {
  category: string;
  tracking_stage: number | null;
}

/**
 * Locks one of the customer's kits, until the caller's transaction ends, for a change of its delivery details;
 * null when it is not theirs.
 */
async function lockKit(tx: Queryable, clientId: string, itemId: string) {
  const { rows } = await tx.query<LockedKit>(
    `SELECT category, tracking_stage FROM items
      WHERE id = $1 AND client_id = $2 AND category IN ('analysis', 'sti') FOR UPDATE`,
    [itemId, clientId],
  );
  return rows[0] ?? null;
}

/** The customer changes where a kit goes, until it ships (in the caller's transaction, the kit locked). */
export async function updateKitAddress(
  tx: Queryable,
  clientId: string,
  itemId: string,
  address: KitAddress,
): Promise<KitChangeOutcome> {
  const kit = await lockKit(tx, clientId, itemId);
  if (!kit) return 'not_found';
  if (!canChangeKitAddress({ trackingStage: kit.tracking_stage, category: kit.category })) return 'shipped';
  await tx.write(['items'], 'UPDATE items SET shipping_address = $2 WHERE id = $1', [
    itemId,
    JSON.stringify(address),
  ]);
  return 'saved';
}

/** A kit whose address changed: its product's key (which the pages name it by), its stored title, its order. */
export interface UnshippedKit {
  id: string;
  product_key: string | null;
  title: string;
  po_number: string | null;
}

/**
 * The customer's new address, for every one of their kits that has not shipped yet (however many pages of
 * items they have), in the caller's transaction, which holds them locked. Answers the kits changed.
 */
export async function updateAddressOfUnshippedKits(
  tx: Queryable,
  clientId: string,
  address: KitAddress,
): Promise<UnshippedKit[]> {
  const { rows } = await tx.query<LockedKit & UnshippedKit>(
    `SELECT i.id, p.key AS product_key, i.title, i.po_number, i.category, i.tracking_stage
       FROM items i LEFT JOIN products p ON p.id = i.product_id
      WHERE i.client_id = $1 AND i.category IN ('analysis', 'sti') ORDER BY i.created_at, i.id FOR UPDATE OF i`,
    [clientId],
  );
  const unshipped = rows.filter((kit) =>
    canChangeKitAddress({ trackingStage: kit.tracking_stage, category: kit.category }),
  );
  if (unshipped.length === 0) return [];
  await tx.write(['items'], 'UPDATE items SET shipping_address = $2 WHERE id = ANY($1::uuid[])', [
    unshipped.map((kit) => kit.id),
    JSON.stringify(address),
  ]);
  return unshipped.map(({ id, product_key, title, po_number }) => ({ id, product_key, title, po_number }));
}

/**
 * The customer completes a kit's order details: address, delivery type, preferred date, and plans to freeze. A kit
 * that needs a physician's approval (STI) then waits for it (step MDIConfirmation) before it ships. In the
 * caller's transaction, the kit locked.
 */
export async function completeKitOrderDetails(
  tx: Queryable,
  clientId: string,
  itemId: string,
  details: KitOrderDetailsRequest,
  now: Date,
): Promise<KitChangeOutcome> {
  const kit = await lockKit(tx, clientId, itemId);
  if (!kit) return 'not_found';
  if (!canChangeKitAddress({ trackingStage: kit.tracking_stage, category: kit.category })) return 'shipped';
  await tx.write(
    ['items'],
    `UPDATE items SET shipping_address = $2, kit_delivery_type = $3, preferred_delivery_date = $4,
            considering_freezing = coalesce($5, considering_freezing),
            status_step = CASE WHEN needs_mdi_validation AND order_details_completed_at IS NULL
                               THEN 'MDIConfirmation' ELSE status_step END,
            order_details_completed_at = coalesce(order_details_completed_at, $6)
      WHERE id = $1`,
    [
      itemId,
      JSON.stringify(details.shipping_address),
      details.kit_delivery_type,
      details.preferred_delivery_date ?? null,
      details.considering_freezing ?? null,
      now,
    ],
  );
  if (details.shipping_address.phone) {
    await fillMissingPhone(tx, clientId, details.shipping_address.phone, now);
  }
  return 'saved';
}
