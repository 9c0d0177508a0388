import { isCalendarDate } from '@fathom/domain/calendar-date';
import { type FulfilledProduct, itemsOfOrderLine } from '@fathom/domain/fulfilment';
import type { Queryable } from '../../../db/database';
import { together } from '../../../db/together';
import { applyPaidOrderFlags, mergeClaimedOrderFlags } from '../../account';
import { activateSubscriptions, dropPendingPlans, moveOrderPlansToClient } from '../../billing';
import { releaseInsuranceApplication } from '../../insurance';
import { insertOrderItems, moveOrderItemsToClient } from '../../kits';
import type { OrderToFulfil } from './order-payment-repository';
import { findOrderLines } from './order-repository';

/*
 * What follows in the other rooms from an order's outcome, each through the room's own operation and in checkout's
 * transaction: paid, it starts its plans (billing), makes its items (kits) and sets the account's flags (account);
 * claimed into an account, they move with it; cancelled unpaid, it gives back what it held (its plans, pending, and
 * its insurance check).
 */

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

/**
 * What paying a guest's order gave (items, subscriptions) moves with it into the account that claims it, and the
 * flags those set are carried over.
 */
export async function moveClaimedOrder(
  tx: Queryable,
  move: { orderId: string; guestClientId: string; clientId: string; now: Date },
): Promise<void> {
  await moveOrderItemsToClient(tx, move.orderId, move.clientId);
  await moveOrderPlansToClient(tx, move.orderId, move.clientId);
  await mergeClaimedOrderFlags(tx, {
    clientId: move.clientId,
    guestClientId: move.guestClientId,
    at: move.now,
  });
}

/** An order cancelled unpaid gives back what it held: its insurance check, and its plans written pending. */
export async function releaseUnpaidOrder(tx: Queryable, orderId: string): Promise<void> {
  await together([releaseInsuranceApplication(tx, orderId), dropPendingPlans(tx, orderId)]);
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
