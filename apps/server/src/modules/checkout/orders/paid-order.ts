import { randomBytes, randomUUID } from 'node:crypto';
import { isCalendarDate } from '@fathom/domain/calendar-date';
import { type FulfilledProduct, itemsOfOrderLine } from '@fathom/domain/fulfilment';
import { KIT_IDENTIFIER_BYTES, kitIdentifierFrom } from '@fathom/domain/kit-identifiers';
import type { Queryable } from '../../../db/database';
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

/** A paid order whose fulfilment this transaction has claimed (its `fulfilled_at` was set by it). */
export interface OrderToFulfil {
  id: string;
  client_id: string;
  po_number: string;
  shipping_address: Record<string, unknown> | null;
  /** Whether subscriptions were written with the order, pending until it is paid. */
  has_subscriptions: boolean;
}

/**
 * The columns of an order to fulfil, for the RETURNING of the statement that marks it paid and fulfilled.
 * An order is fulfilled in the transaction that pays it, never otherwise: an unpaid order is never fulfilled.
 */
export const orderToFulfilColumns = `id, client_id, po_number, shipping_address,
  EXISTS (SELECT 1 FROM subscriptions s WHERE s.order_id = orders.id) AS has_subscriptions`;

/**
 * Everything that follows from an order being paid, in the transaction that records it: subscriptions start,
 * and the customer's items (kits to register, storage, supplements, consultations) are created once, each
 * kit with the code printed on its packing slip.
 */
export async function fulfilPaidOrder(tx: Queryable, order: OrderToFulfil, paidAt: Date): Promise<void> {
  const orderId = order.id;
  if (order.has_subscriptions) await activateSubscriptions(tx, orderId, paidAt);
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
    const values = [
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
    ];
    // A kit's code is unique: on the (very unlikely) draw of one already printed, another is drawn.
    for (let inserted = false; !inserted; ) {
      const identifier = isKit ? kitIdentifierFrom(randomBytes(KIT_IDENTIFIER_BYTES)) : null;
      const { rows } = await tx.query(
        `INSERT INTO items (id, client_id, order_id, product_id, title, category, po_number, status_step,
                            tracking_stage, created_at, shipping_address, kit_delivery_type, preferred_delivery_date,
                            needs_mdi_validation, kit_identifier)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (kit_identifier) WHERE kit_identifier IS NOT NULL DO NOTHING RETURNING id`,
        [randomUUID(), ...values, identifier],
      );
      inserted = rows.length > 0;
    }
  }
  const boughtConsultation = items.some((item) => item.category === 'consultation');
  // Only a consultation, a plan or stored samples change the customer's flags; a kit or supplements do not.
  if (boughtConsultation || order.has_subscriptions || items.some((item) => item.category === 'cryogenic')) {
    await updateClientFlags(tx, { clientId: order.client_id, orderId, boughtConsultation, at: paidAt });
  }
}

/**
 * The customer's flags that follow from what they bought. The row is written only when a flag changes, so a
 * customer's simultaneous orders do not queue on it and an order that changes nothing writes nothing.
 */
async function updateClientFlags(
  tx: Queryable,
  change: { clientId: string; orderId: string; boughtConsultation: boolean; at: Date },
): Promise<void> {
  await tx.query(
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
