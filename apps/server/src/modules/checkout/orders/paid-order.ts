import { isCalendarDate } from '@fathom/domain/calendar-date';
import { type FulfilledProduct, itemsOfOrderLine } from '@fathom/domain/fulfilment';
import type { Queryable } from '../../../db/database';
import { applyPaidOrderFlags } from '../../account';
import { activateSubscriptions } from '../../billing';
import { insertOrderItems } from '../../kits';
import type { OrderToFulfil } from './order-payment-repository';
import { findOrderLines } from './order-repository';

/**
 * Everything that follows from an order being paid, in the transaction that records it: subscriptions start,
 * and the customer's items (kits to register, storage, supplements, consultations) are created once, each
 * kit with the code printed on its packing slip.
 */
export async function fulfilPaidOrder(tx: Queryable, order: OrderToFulfil, paidAt: Date): Promise<void> {
  const orderId = order.id;
  if (order.has_subscriptions) await activateSubscriptions(tx, orderId, paidAt);
  const lines = order.lines ?? (await findOrderLines(tx, orderId));
  const asProduct = (row: { product_id: string; title: string; product_type: string }): FulfilledProduct => ({
    productId: row.product_id,
    title: row.title,
    productType: row.product_type,
  });
  const items = lines.flatMap((line) =>
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
