import { escapeHtml } from '../../http/escape-html';

/** What a refund gave back money for: an order, or a period of a storage plan. */
export type RefundPaidFor = { orderNumber: string } | { planTitle: string; period: number };

/** What a refund was for, as the customer's email says it (also the subject's end). */
function paymentWords(paidFor: RefundPaidFor) {
  return 'orderNumber' in paidFor
    ? {
        subject: `your order ${paidFor.orderNumber}`,
        payment: `your payment for order ${paidFor.orderNumber}`,
      }
    : {
        subject: `your ${paidFor.planTitle}`,
        payment: `your payment for period ${paidFor.period} of your ${paidFor.planTitle}`,
      };
}

/**
 * Tells the customer that money was given back to their card, how much, for which order or storage plan period,
 * and when it arrives.
 */
export function refundMadeEmail(refund: { amountCents: number; paidFor: RefundPaidFor }) {
  const amount = `$${(refund.amountCents / 100).toFixed(2)}`;
  const words = paymentWords(refund.paidFor);
  const subject = `A refund of ${amount} for ${words.subject}`;
  const arrival =
    'It reaches the card you paid with in 5 to 10 business days, depending on your bank, and shows on your statement as a refund from Fathom.';
  const text = [
    'Hello,',
    '',
    `We refunded ${amount} of ${words.payment}.`,
    arrival,
    '',
    'If you have a question about it, reply to this email.',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>We refunded ${amount} of ${escapeHtml(words.payment)}. ${arrival}</p>`,
    '<p>If you have a question about it, reply to this email.</p>',
  ].join('\n');
  return { subject, text, html };
}

/** What a recorded refund gave back money for, from its row. */
export function refundPaidForOf(refund: {
  order_number: string | null;
  plan_title: string | null;
  plan_period: number | null;
}): RefundPaidFor {
  if (refund.order_number !== null) return { orderNumber: refund.order_number };
  return { planTitle: refund.plan_title ?? '', period: refund.plan_period ?? 0 };
}
