import { isCalendarDate } from '@fathom/domain/calendar-date';
import { type FulfilledProduct, itemsOfOrderLine } from '@fathom/domain/fulfilment';
import type { Queryable } from '../../../db/database';
import { applyPaidOrderFlags } from '../../account/account-service';
import { activateSubscriptions } from '../../billing/billing-service';
import { insertOrderItems } from '../../kits/kits-service';

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
  await insertOrderItems(
    tx,
    items.map((item) => ({
      clientId: order.client_id,
      orderId,
      productId: item.productId,
      title: item.title,
      category: item.category,
      poNumber: order.po_number,
      statusStep: item.statusStep,
      trackingStage: item.trackingStage,
      createdAt: paidAt,
      shippingAddress: delivery.address,
      kitDeliveryType: delivery.kitDeliveryType,
      preferredDeliveryDate: delivery.preferredDeliveryDate,
    })),
  );
  const boughtConsultation = items.some((item) => item.category === 'consultation');
  // Only a consultation, a plan or stored samples change the customer's flags; a kit or supplements do not.
  if (boughtConsultation || order.has_subscriptions || items.some((item) => item.category === 'cryogenic')) {
    await applyPaidOrderFlags(tx, { clientId: order.client_id, orderId, boughtConsultation, at: paidAt });
  }
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
