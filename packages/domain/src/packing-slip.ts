/** What goes in the box with an order. A gift's slip names the recipient and shows no prices. */
import { formatMoney } from './format';
import { kitRegistrationPath } from './kit-identifiers';
import type { Language } from './languages';

export interface PackingSlipOrder {
  poNumber: string;
  buyerName: string;
  gift: { recipientName: string; message: string } | null;
  items: readonly { title: string; quantity: number; unitPriceCents: number }[];
  totalCents: number;
  /** The order's kits, each with the code that registers it. */
  kits: readonly { title: string; identifier: string }[];
}

export interface PackingSlip {
  title: string;
  greeting: string;
  message: string | null;
  lines: { title: string; quantity: number; price: string | null }[];
  total: string | null;
  /** One QR code per kit: it leads to the kit's registration, printed with its code and the order number. */
  kitCodes: { title: string; identifier: string; orderNumber: string; registrationPath: string }[];
}

interface SlipWords {
  title: (poNumber: string) => string;
  gift: (recipientName: string, buyerName: string) => string;
  thanks: (buyerName: string) => string;
}

const SLIP_WORDS: Readonly<Record<Language, SlipWords>> = {
  en: {
    title: (poNumber) => `Order ${poNumber}`,
    gift: (recipientName, buyerName) => `${recipientName}, this is a gift from ${buyerName}.`,
    thanks: (buyerName) => `${buyerName}, thank you for your order.`,
  },
  es: {
    title: (poNumber) => `Pedido ${poNumber}`,
    gift: (recipientName, buyerName) => `${recipientName}, este es un regalo de ${buyerName}.`,
    thanks: (buyerName) => `${buyerName}, gracias por su pedido.`,
  },
};

export function packingSlip(order: PackingSlipOrder, language: Language): PackingSlip {
  const words = SLIP_WORDS[language];
  const isGift = order.gift !== null;
  return {
    title: words.title(order.poNumber),
    greeting: order.gift
      ? words.gift(order.gift.recipientName, order.buyerName)
      : words.thanks(order.buyerName),
    message: order.gift?.message.trim() || null,
    lines: order.items.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      price: isGift ? null : formatMoney(item.unitPriceCents * item.quantity),
    })),
    total: isGift ? null : formatMoney(order.totalCents),
    kitCodes: order.kits.map((kit) => ({
      title: kit.title,
      identifier: kit.identifier,
      orderNumber: order.poNumber,
      registrationPath: kitRegistrationPath(kit.identifier),
    })),
  };
}
