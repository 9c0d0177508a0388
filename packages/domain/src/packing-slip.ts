/** What goes in the box with an order. A gift's slip names the recipient and shows no prices. */
import { formatMoney } from './format';
import { kitRegistrationPath } from './kit-identifiers';

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

export function packingSlip(order: PackingSlipOrder): PackingSlip {
  const isGift = order.gift !== null;
  return {
    title: `Order ${order.poNumber}`,
    greeting: order.gift
      ? `${order.gift.recipientName}, this is a gift from ${order.buyerName}.`
      : `${order.buyerName}, thank you for your order.`,
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
