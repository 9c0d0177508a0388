import { randomUUID } from 'node:crypto';
import { isCalendarDate } from '@fathom/domain/calendar-date';
import { type FulfilledProduct, itemsOfOrderLine } from '@fathom/domain/fulfilment';
import type { Queryable } from '../../db/database';
import { activateSubscriptions } from './subscriptions';

interface ContentRow {
  product_id: string;
  title: string;
  product_type: string;
}

interface LineRow extends ContentRow {
  quantity: number;
  /** The products a package line holds; empty for a product bought alone. */
  contents: ContentRow[];
}

/**
 * Everything that follows from an order being paid, in the transaction that records it: subscriptions start,
 * and the customer's items (kits to register, storage, supplements, consultations) are created once.
 */
export async function completePaidOrder(tx: Queryable, orderId: string, paidAt: Date): Promise<void> {
  await activateSubscriptions(tx, orderId, paidAt);
  const claimed = await tx.query<{
    client_id: string;
    po_number: string;
    shipping_address: Record<string, unknown> | null;
  }>(
    'UPDATE orders SET fulfilled_at = $2 WHERE id = $1 AND fulfilled_at IS NULL RETURNING client_id, po_number, shipping_address',
    [orderId, paidAt],
  );
  const order = claimed.rows[0];
  if (!order) return;
  const lines = await tx.query<LineRow>(
    `SELECT i.product_id, p.title, p.product_type, i.quantity,
            coalesce((
              SELECT json_agg(json_build_object('product_id', c.id, 'title', c.title, 'product_type', c.product_type)
                                ORDER BY pp.product_id)
                FROM package_products pp JOIN products c ON c.id = pp.product_id WHERE pp.package_id = i.product_id
            ), '[]'::json) AS contents
       FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = $1 ORDER BY i.created_at, i.id`,
    [orderId],
  );
  const asProduct = (row: { product_id: string; title: string; product_type: string }): FulfilledProduct => ({
    productId: row.product_id,
    title: row.title,
    productType: row.product_type,
  });
  const items = lines.rows.flatMap((line) =>
    itemsOfOrderLine(
      {
        ...asProduct(line),
        contents: line.contents.map(asProduct),
      },
      line.quantity,
    ),
  );
  const delivery = kitDelivery(order.shipping_address);
  for (const item of items) {
    const isKit = item.category === 'analysis' || item.category === 'sti';
    await tx.query(
      `INSERT INTO items (id, client_id, order_id, product_id, title, category, po_number, status_step, tracking_stage,
                          created_at, shipping_address, kit_delivery_type, preferred_delivery_date, needs_mdi_validation)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        randomUUID(),
        order.client_id,
        orderId,
        item.productId,
        item.title,
        item.category,
        order.po_number,
        item.statusStep,
        item.trackingStage,
        paidAt,
        isKit && delivery.address ? JSON.stringify(delivery.address) : null,
        isKit ? delivery.kitDeliveryType : null,
        isKit ? delivery.preferredDeliveryDate : null,
        item.category === 'sti',
      ],
    );
  }
  await tx.query(
    `UPDATE clients SET
        has_active_fertility_consultation = has_active_fertility_consultation OR $2::boolean,
        has_active_subscriptions = has_active_subscriptions
          OR EXISTS (SELECT 1 FROM subscriptions WHERE order_id = $3::uuid AND status = 'active'),
        has_unmatched_subscriptions = EXISTS (
          SELECT 1 FROM items WHERE client_id = $1 AND category = 'cryogenic' AND matched_analysis_id IS NULL),
        updated_at = $4
      WHERE id = $1`,
    [order.client_id, items.some((item) => item.category === 'consultation'), orderId, paidAt],
  );
}

/** A kit starts with its order's delivery details; the customer can complete or change them until it ships. */
function kitDelivery(shipping: Record<string, unknown> | null) {
  if (!shipping) return { address: null, kitDeliveryType: null, preferredDeliveryDate: null };
  const { kit_delivery_type, preferred_delivery_date, ...address } = shipping;
  return {
    address,
    kitDeliveryType: typeof kit_delivery_type === 'string' ? kit_delivery_type : null,
    preferredDeliveryDate:
      typeof preferred_delivery_date === 'string' && isCalendarDate(preferred_delivery_date)
        ? preferred_delivery_date
        : null,
  };
}
