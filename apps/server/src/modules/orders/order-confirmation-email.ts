import type { Queryable } from '../../db/database';
import type { EmailSender } from '../../integrations/email/index';

/** What the confirmation of a paid order says. */
export interface PaidOrder {
  po_number: string;
  email: string;
  total_cents: number;
  gift: { recipient_name: string; recipient_email: string; message: string } | null;
  buyer_first_name: string | null;
}

/** The columns of a PaidOrder, over `orders` (named so), for a SELECT or the RETURNING of the update that pays it. */
export const paidOrderColumns = `orders.po_number, orders.email, orders.total_cents, orders.gift,
  coalesce(
    (SELECT first_name FROM users WHERE users.client_id = orders.client_id AND users.role = 'client' LIMIT 1),
    orders.shipping_address->>'first_name'
  ) AS buyer_first_name`;

/**
 * Tells the customer their order is paid, and a gift's recipient that it is coming (without prices). Sent
 * once, by whichever request or reconciliation paid the order.
 */
export async function sendOrderConfirmation(email: EmailSender, order: PaidOrder): Promise<void> {
  await email.send({
    to: order.email,
    subject: `Your order ${order.po_number}`,
    text: `Thank you for your order ${order.po_number}. Total: $${(order.total_cents / 100).toFixed(2)}.`,
  });
  if (order.gift) {
    await email.send({
      to: order.gift.recipient_email,
      subject: `${order.buyer_first_name ?? 'Someone'} sent you a gift`,
      text: [`${order.gift.recipient_name}, a gift from Fathom is on its way to you.`, order.gift.message]
        .filter(Boolean)
        .join('\n\n'),
    });
  }
}

/** The confirmation of an order paid as it was written, read back by its id. */
export async function confirmPaidOrder(db: Queryable, email: EmailSender, orderId: string): Promise<void> {
  const { rows } = await db.query<PaidOrder>(
    `SELECT ${paidOrderColumns} FROM orders WHERE orders.id = $1 AND orders.status = 'paid'`,
    [orderId],
  );
  const order = rows[0];
  if (order) await sendOrderConfirmation(email, order);
}
