/** What goes in the box with an order. A gift's slip names the recipient and shows no prices. */
import { formatMoney } from './format';

export interface PackingSlipOrder {
  poNumber: string;
  buyerName: string;
  gift: { recipientName: string; message: string } | null;
  items: readonly { title: string; quantity: number; unitPriceCents: number }[];
  totalCents: number;
}

export interface PackingSlip {
  title: string;
  greeting: string;
  message: string | null;
  lines: { title: string; quantity: number; price: string | null }[];
  total: string | null;
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
  };
}
