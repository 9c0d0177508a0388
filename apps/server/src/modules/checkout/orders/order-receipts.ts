import { timingSafeEqual } from 'node:crypto';
import type { OrderConfirmation } from '@fathom/contract/orders';
import { clinicDay } from '@fathom/domain/order-dates';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../../db/database';
import { cookieIsSecure } from '../../../platform/session-cookie';
import { generateToken, hashToken } from '../../../platform/tokens';
import { type ConfirmationRow, findOrderByPoNumber, setReceiptTokenHash } from './order-repository';
import { restoredCartPath } from './restored-cart';

/**
 * The receipt of an order: a cookie that the answer placing the order gives the browser, valid for that order's
 * confirmation only (its path), so that a buyer who has no password yet can reload the confirmation. The
 * signed-in customer the order belongs to reads it without one.
 */
export const RECEIPT_COOKIE = 'fathom_receipt';
const RECEIPT_MAX_AGE_S = 30 * 24 * 60 * 60;

export const confirmationPath = (poNumber: string) => `/api/checkout/orders/${encodeURIComponent(poNumber)}`;

/** A new receipt: the token the browser keeps, and the digest the order keeps. */
export function newReceipt(): { token: string; tokenHash: string } {
  const token = generateToken();
  return { token, tokenHash: hashToken(token) };
}

/**
 * Gives the receipt to the browser, first keeping its digest on the order (replacing any earlier one) unless it
 * was written with the order already.
 */
export async function giveReceipt(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  order: { orderId: string; poNumber: string; publicUrl: string },
  receipt: { token: string; tokenHash: string; written: boolean },
): Promise<void> {
  if (!receipt.written) await setReceiptTokenHash(db, order.orderId, receipt.tokenHash);
  reply.setCookie(RECEIPT_COOKIE, receipt.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: confirmationPath(order.poNumber),
    secure: cookieIsSecure(request, order.publicUrl),
    maxAge: RECEIPT_MAX_AGE_S,
  });
}

function holdsReceipt(row: ConfirmationRow, token: string | undefined): boolean {
  if (!token || !row.receipt_token_hash) return false;
  const given = Buffer.from(hashToken(token));
  const kept = Buffer.from(row.receipt_token_hash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

const dollars = (cents: number) => cents / 100;

function asConfirmation(row: ConfirmationRow): OrderConfirmation {
  return {
    order_id: row.id,
    po_number: row.po_number,
    created_at: row.created_at.toISOString(),
    created_on: clinicDay(row.created_at),
    status: row.status,
    email: row.email,
    final_price: dollars(row.total_cents),
    is_insurance_order: row.is_insurance_order,
    is_gift: row.is_gift,
    payment_method: row.payment_method,
    invoice: {
      subtotal: dollars(row.subtotal_cents),
      discount_savings: dollars(row.discount_cents),
      tax: dollars(row.tax_cents),
      total: dollars(row.total_cents),
    },
    instalments:
      row.instalments.length > 0
        ? row.instalments.map((part) => ({
            number: part.number,
            due_date: part.due_date,
            amount: dollars(part.amount_cents),
            status: part.status,
          }))
        : null,
    items: row.items.map((item) => ({
      title: item.title,
      quantity: item.quantity,
      unit_price: dollars(item.unit_price_cents),
      product_uuid: item.product_uuid,
      product_key: item.product_key,
      product_type: item.product_type,
    })),
    kit_delivery: row.shipping_address
      ? { preferred_delivery_date: row.shipping_address.preferred_delivery_date ?? null }
      : null,
    withdrawal_item_id: row.withdrawal_item_id,
    cart_link: restoredCartPath(
      row.status,
      row.items.map((item) => ({
        product_id: item.product_uuid,
        quantity: item.quantity,
        extradata: item.extradata,
      })),
    ),
  };
}

/**
 * The confirmation of an order for its buyer: the signed-in client it belongs to, or the browser holding its
 * receipt. Anyone else learns nothing, not even that the number exists (null).
 */
export async function confirmationForBuyer(
  db: Queryable,
  poNumber: string,
  buyer: OrderBuyer,
): Promise<OrderConfirmation | null> {
  const row = await orderOfBuyer(db, poNumber, buyer);
  return row ? asConfirmation(row) : null;
}

/** Who may see and act on an order: the signed-in client it belongs to, or the browser holding its receipt. */
export interface OrderBuyer {
  clientId: string | null;
  receiptToken: string | undefined;
}

/** The order, for its buyer alone (null for anyone else, as for a number that does not exist). */
export async function orderOfBuyer(
  db: Queryable,
  poNumber: string,
  buyer: OrderBuyer,
): Promise<ConfirmationRow | null> {
  const row = await findOrderByPoNumber(db, poNumber);
  if (!row) return null;
  const ownsIt = buyer.clientId !== null && row.client_id === buyer.clientId;
  return ownsIt || holdsReceipt(row, buyer.receiptToken) ? row : null;
}
