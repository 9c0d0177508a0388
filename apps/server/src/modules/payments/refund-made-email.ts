/** Tells the customer that money was given back to their card, how much, for which order, and when it arrives. */
export function refundMadeEmail(refund: { amountCents: number; orderNumber: string }) {
  const amount = `$${(refund.amountCents / 100).toFixed(2)}`;
  const subject = `A refund of ${amount} for your order ${refund.orderNumber}`;
  const arrival =
    'It reaches the card you paid with in 5 to 10 business days, depending on your bank, and shows on your statement as a refund from Fathom.';
  const text = [
    'Hello,',
    '',
    `We refunded ${amount} of your payment for order ${refund.orderNumber}.`,
    arrival,
    '',
    'If you have a question about it, reply to this email.',
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>We refunded ${amount} of your payment for order ${refund.orderNumber}. ${arrival}</p>`,
    '<p>If you have a question about it, reply to this email.</p>',
  ].join('\n');
  return { subject, text, html };
}
