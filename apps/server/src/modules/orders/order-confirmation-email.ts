import type { Queryable } from '../../db/database';
import type { EmailSender } from '../../integrations/email/index';

interface PaidOrderRow {
  po_number: string;
  email: string;
  total_cents: number;
  gift: { recipient_name: string; recipient_email: string; message: string } | null;
  buyer_first_name: string | null;
}

/**
 * Tells the customer their order is paid, and a gift's recipient that it is coming (without prices). Sent
 * once, by whichever request or reconciliation paid the order.
 */
export async function confirmPaidOrder(db: Queryable, email: EmailSender, orderId: string): Promise<void> {
  const { rows } = await db.query<PaidOrderRow>(
    `SELECT o.po_number, o.email, o.total_cents, o.gift,
            coalesce(u.first_name, o.shipping_address->>'first_name') AS buyer_first_name
       FROM orders o
       LEFT JOIN LATERAL (
         SELECT first_name FROM users WHERE client_id = o.client_id AND role = 'client' LIMIT 1
       ) u ON true
      WHERE o.id = $1 AND o.status = 'paid'`,
    [orderId],
  );
  const order = rows[0];
  if (!order) return;
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
