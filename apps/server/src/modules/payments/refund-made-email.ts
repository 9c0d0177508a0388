import type { Language } from '@fathom/domain/languages';
import { productTitle } from '@fathom/domain/product-words';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { translatorFor } from '../../i18n/translator';
import type { EmailContent } from '../../integrations/email/index';

/**
 * What a refund gave back money for: an order, or a period of a storage plan (its product's key, which the e-mail
 * names it by in the reader's language, and its title as the catalogue stores it, for a plan without a known key).
 */
export type RefundPaidFor =
  | { orderNumber: string }
  | { planKey: string | null; planTitle: string; period: number };

/**
 * Tells the customer that money was given back to their card, how much, for which order or storage plan period,
 * and when it arrives.
 */
export function refundMadeEmail(
  language: Language,
  refund: { amountCents: number; paidFor: RefundPaidFor },
): EmailContent {
  const say = translatorFor(language);
  const amount = `$${(refund.amountCents / 100).toFixed(2)}`;
  const { paidFor } = refund;
  // What the refund was for: an order, or a period of a plan (worded in the reader's language by its product's key).
  let subject: MessageDescriptor;
  let refunded: MessageDescriptor;
  if ('orderNumber' in paidFor) {
    const { orderNumber } = paidFor;
    subject = msg`A refund of ${amount} for your order ${orderNumber}`;
    refunded = msg`We refunded ${amount} of your payment for order ${orderNumber}.`;
  } else {
    const { period } = paidFor;
    const planTitle = productTitle(paidFor.planKey, language, paidFor.planTitle);
    subject = msg`A refund of ${amount} for your ${planTitle}`;
    refunded = msg`We refunded ${amount} of your payment for period ${period} of your ${planTitle}.`;
  }
  const arrival = msg`It reaches the card you paid with in 5 to 10 business days, depending on your bank, and shows on your statement as a refund from Fathom.`;
  const question = msg`If you have a question about it, reply to this email.`;
  const text = [
    say.text(msg`Hello,`),
    '',
    say.text(refunded),
    say.text(arrival),
    '',
    say.text(question),
  ].join('\n');
  const html = [
    `<p>${say.html(msg`Hello,`)}</p>`,
    `<p>${say.html(refunded)} ${say.html(arrival)}</p>`,
    `<p>${say.html(question)}</p>`,
  ].join('\n');
  return { subject: say.text(subject), text, html };
}

/** What a recorded refund gave back money for, from its row. */
export function refundPaidForOf(refund: {
  order_number: string | null;
  plan_product_key: string | null;
  plan_title: string | null;
  plan_period: number | null;
}): RefundPaidFor {
  if (refund.order_number !== null) return { orderNumber: refund.order_number };
  return {
    planKey: refund.plan_product_key,
    planTitle: refund.plan_title ?? '',
    period: refund.plan_period ?? 0,
  };
}
