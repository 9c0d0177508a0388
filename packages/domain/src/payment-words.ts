/**
 * What a payment of the ledger was for, in words: an order (or one of its instalments) or a period of a storage
 * plan. The ledger keeps no description (ADR 063): the billing page words each charge from its owner when it is read,
 * in its reader's language.
 */
import type { Language } from './languages';
import { productTitle } from './product-words';

export type PaymentFor =
  | {
      kind: 'order';
      po_number: string;
      /** The instalment it charged (1 for the plan's first part); null for a payment of the whole order. */
      instalment: number | null;
    }
  | {
      kind: 'storage_plan';
      /** The plan's product: its key words it, its stored title when the key is unknown. */
      product_key: string | null;
      title: string;
      /** The period of the plan it paid for: 1 is the first. */
      period: number;
    };

interface PaymentWords {
  order: (poNumber: string) => string;
  instalment: (poNumber: string, instalment: number) => string;
  period: (plan: string, period: number) => string;
}

const PAYMENT_WORDS: Readonly<Record<Language, PaymentWords>> = {
  en: {
    order: (poNumber) => `Order ${poNumber}`,
    instalment: (poNumber, instalment) => `Order ${poNumber}, instalment ${instalment}`,
    period: (plan, period) => `${plan}, period ${period}`,
  },
  es: {
    order: (poNumber) => `Pedido ${poNumber}`,
    instalment: (poNumber, instalment) => `Pedido ${poNumber}, cuota ${instalment}`,
    period: (plan, period) => `${plan}, período ${period}`,
  },
};

/** "Order FA12345678, instalment 2", "Cryogenic Storage, yearly plan, period 3". */
export function paymentForWords(paidFor: PaymentFor, language: Language): string {
  const words = PAYMENT_WORDS[language];
  if (paidFor.kind === 'storage_plan')
    return words.period(productTitle(paidFor.product_key, language, paidFor.title), paidFor.period);
  return paidFor.instalment === null
    ? words.order(paidFor.po_number)
    : words.instalment(paidFor.po_number, paidFor.instalment);
}
