import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { OrderResult, PlaceOrderRequest } from '@fathom/contract/orders';
import { shouldSkipPayment, shouldSkipShipping } from '@fathom/domain/checkout';
import { calculatePromo, type PromoCalculation, promoRefusal } from '@fathom/domain/discounts';
import { splitInstalments } from '@fathom/domain/instalments';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { EmailSender } from '../../integrations/email/index';
import type { PaymentProvider } from '../../integrations/payments/index';
import type { AuthUser } from '../auth/auth-context';
import type { Catalogue } from '../catalogue/catalogue-service';
import { priceLines } from '../discounts/discount-service';
import { findPromoCode, type StoredPromoCode } from '../discounts/promo-code-repository';
import { clientForOrder } from './customer-account';
import { findOrder, type OrderRow, orderDetails } from './order-repository';

export const PROMO_NO_LONGER_VALID = 'This promo code can no longer be used. Remove it to continue.';
const DECLINED = {
  card_declined: 'Your card was declined. Please try another card.',
  insufficient_funds: 'Your card has insufficient funds. Please try another card.',
} as const;

export interface OrderDeps {
  db: Database;
  catalogue: Catalogue;
  payments: PaymentProvider;
  email: EmailSender;
  now: () => Date;
  /** Sends a new customer the link to choose a password. */
  inviteNewCustomer: (email: string) => Promise<void>;
}

const dollars = (cents: number) => cents / 100;

function requestHash(request: PlaceOrderRequest): string {
  const { payment: _payment, ...order } = request;
  return createHash('sha256').update(JSON.stringify(order)).digest('hex');
}

async function orderResult(db: Queryable, order: OrderRow): Promise<OrderResult> {
  const { instalments } = await orderDetails(db, [order.id]);
  return {
    order_id: order.id,
    po_number: order.po_number,
    final_price: dollars(order.total_cents),
    revenue: dollars(order.total_cents),
    is_insurance_order: order.is_insurance_order,
    affiliate: order.affiliate,
    invoice: {
      subtotal: dollars(order.subtotal_cents),
      discount_savings: dollars(order.discount_cents),
      tax: dollars(order.tax_cents),
      total: dollars(order.total_cents),
    },
    client: { number: order.client_number },
    instalments:
      order.payment_method === 'instalments'
        ? instalments.map((part) => ({
            number: part.number,
            due_date: part.due_date,
            amount: dollars(part.amount_cents),
          }))
        : null,
  };
}

/** Uses one of the code's uses, or refuses when none is left: safe under any number of simultaneous orders. */
async function redeemPromoCode(tx: Queryable, promo: StoredPromoCode): Promise<void> {
  const { rows } = await tx.query(
    `UPDATE promo_codes SET uses = uses + 1
      WHERE id = $1 AND (max_uses IS NULL OR uses < max_uses) RETURNING id`,
    [promo.id],
  );
  if (rows.length === 0)
    throw new HttpError(422, PROMO_NO_LONGER_VALID, { discount: [PROMO_NO_LONGER_VALID] });
}

export function createOrderService(deps: OrderDeps) {
  /** Charges the order (the first of three parts for instalments) and records the outcome. */
  async function pay(order: OrderRow, payment: NonNullable<PlaceOrderRequest['payment']>): Promise<void> {
    const parts =
      payment.payment_method === 'instalments'
        ? splitInstalments(order.total_cents, deps.now().toISOString().slice(0, 10))
        : null;
    const outcome = await deps.payments.charge({
      amountCents: parts?.[0]?.amountCents ?? order.total_cents,
      paymentMethodToken: payment.payment_method_token,
      idempotencyKey: `${order.id}:${payment.payment_method_token}`,
    });
    if (outcome.status === 'declined') {
      await deps.db.query("UPDATE orders SET status = 'payment_failed' WHERE id = $1", [order.id]);
      throw new HttpError(402, DECLINED[outcome.reason]);
    }
    await deps.db.transaction(async (tx) => {
      await tx.query(
        "UPDATE orders SET status = 'paid', paid_at = $2, payment_method = $3 WHERE id = $1 AND status <> 'paid'",
        [order.id, deps.now(), payment.payment_method],
      );
      for (const part of parts ?? []) {
        await tx.query(
          `INSERT INTO order_instalments (order_id, number, due_date, amount_cents, status) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (order_id, number) DO NOTHING`,
          [order.id, part.number, part.dueDate, part.amountCents, part.number === 1 ? 'paid' : 'scheduled'],
        );
      }
    });
  }

  async function confirm(order: OrderRow, request: PlaceOrderRequest, isNewCustomer: boolean): Promise<void> {
    await deps.email.send({
      to: order.email,
      subject: `Your order ${order.po_number}`,
      text: `Thank you for your order ${order.po_number}. Total: $${dollars(order.total_cents).toFixed(2)}.`,
    });
    if (request.gift) {
      // The recipient's email shows no prices.
      await deps.email.send({
        to: request.gift.recipient_email,
        subject: `${request.account_details.first_name} sent you a gift`,
        text: [
          `${request.gift.recipient_name}, a gift from Fathom is on its way to you.`,
          request.gift.message,
        ]
          .filter(Boolean)
          .join('\n\n'),
      });
    }
    if (isNewCustomer) await deps.inviteNewCustomer(order.email);
  }

  return {
    async place(
      request: PlaceOrderRequest,
      idempotencyKey: string,
      user: AuthUser | null,
    ): Promise<OrderResult> {
      if (user && user.role !== 'client')
        throw new HttpError(403, 'You are not allowed to perform this action');
      if (request.withdrawal_uuid) {
        throw new HttpError(422, 'Withdrawal shipping is bought from a withdrawal request.', {
          withdrawal_uuid: ['Withdrawal shipping is bought from a withdrawal request.'],
        });
      }
      if (request.insurance?.application_uuid) {
        throw new HttpError(422, 'Insurance coverage could not be confirmed for this order.', {
          insurance: ['Insurance coverage could not be confirmed for this order.'],
        });
      }
      const hash = requestHash(request);
      const previous = await deps.db.query<{ request_hash: string; order_id: string }>(
        'SELECT request_hash, order_id FROM order_idempotency_keys WHERE key = $1',
        [idempotencyKey],
      );
      const earlier = previous.rows[0];
      if (earlier) return retry(earlier, hash, request);

      const lines = await priceLines(deps.catalogue, request.items);
      const products = await deps.catalogue.products();
      const productOf = (uuid: string) => products.find((product) => product.uuid === uuid);
      const promo = request.discount?.code ? await findPromoCode(deps.db, request.discount.code) : null;
      if (request.discount?.code && (!promo || promoRefusal(promo, lines, deps.now()))) {
        throw new HttpError(422, PROMO_NO_LONGER_VALID, { discount: [PROMO_NO_LONGER_VALID] });
      }
      const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
      const priced: PromoCalculation = promo
        ? calculatePromo(promo, lines)
        : { subtotalCents, totalCents: subtotalCents, targets: [], discounts: [] };
      const cartHasSubscription = request.items.some(
        (item) => productOf(item.product_uuid)?.with_subscription,
      );
      const skipPayment = shouldSkipPayment({
        promo: promo
          ? {
              success: true,
              code: promo.code,
              alwaysSkipPaymentInfo: promo.alwaysSkipPayment,
              testable: promo.testable,
              total: dollars(priced.totalCents),
            }
          : null,
        insuranceCovered: false,
        cartHasSubscription,
      });
      const skipShipping = shouldSkipShipping({
        consultationOnlyCart: lines.every((line) => line.key === 'fertility_consultation'),
        withdrawalItemUuid: null,
      });
      if (!skipShipping && !request.shipping_address) {
        throw new HttpError(422, 'Enter the shipping address.', {
          shipping_address: ['Enter the shipping address.'],
        });
      }
      if (!skipPayment && !request.payment) {
        throw new HttpError(422, 'Choose how to pay.', { payment: ['Choose how to pay.'] });
      }
      const discountByProduct = new Map(
        priced.discounts.map((entry) => [entry.productUuid, entry.amountCents]),
      );
      const billingAddress =
        request.billing_address_type === 'different_billing_address'
          ? request.billing_address
          : request.shipping_address;

      const placed = await deps.db
        .transaction(async (tx) => {
          const orderId = randomUUID();
          // A concurrent request with the same key waits here for this one to commit, then finds its order.
          const claimed = await tx.query(
            `INSERT INTO order_idempotency_keys (key, request_hash, order_id) VALUES ($1, $2, $3)
             ON CONFLICT (key) DO NOTHING RETURNING key`,
            [idempotencyKey, hash, orderId],
          );
          if (claimed.rows.length === 0) throw new IdempotencyRace();
          const account = await clientForOrder(tx, {
            signedInClientId: user?.clientId ?? null,
            email: request.account_details.email,
            firstName: request.account_details.first_name,
            lastName: request.account_details.last_name,
          });
          await tx.query(
            `INSERT INTO orders (id, po_number, client_id, email, status, is_gift, gift, affiliate, timezone, payment_method,
             promo_code_id, subtotal_cents, discount_cents, tax_cents, total_cents, shipping_address, billing_address, paid_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 0, $14, $15, $16, $17)`,
            [
              orderId,
              `FA${randomInt(10_000_000, 100_000_000)}`,
              account.clientId,
              request.account_details.email,
              skipPayment ? 'paid' : 'pending_payment',
              Boolean(request.gift),
              request.gift ? JSON.stringify(request.gift) : null,
              request.affiliate ?? null,
              request.timezone,
              skipPayment ? null : (request.payment?.payment_method ?? null),
              promo?.id ?? null,
              priced.subtotalCents,
              priced.subtotalCents - priced.totalCents,
              priced.totalCents,
              skipShipping ? null : JSON.stringify(request.shipping_address),
              skipPayment ? null : JSON.stringify(billingAddress ?? null),
              skipPayment ? deps.now() : null,
            ],
          );
          for (const [index, line] of lines.entries()) {
            await tx.query(
              `INSERT INTO order_items (id, order_id, product_id, title, quantity, unit_price_cents, discount_cents, extradata)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
              [
                randomUUID(),
                orderId,
                line.productUuid,
                productOf(line.productUuid)?.title ?? line.key,
                line.quantity,
                line.unitPriceCents,
                discountByProduct.get(line.productUuid) ?? 0,
                request.items[index]?.extradata ?? null,
              ],
            );
          }
          if (promo) await redeemPromoCode(tx, promo);
          return { orderId, isNew: account.isNew };
        })
        .catch(async (error: unknown) => {
          if (!(error instanceof IdempotencyRace)) throw error;
          return null;
        });
      if (!placed) {
        const winner = await deps.db.query<{ request_hash: string; order_id: string }>(
          'SELECT request_hash, order_id FROM order_idempotency_keys WHERE key = $1',
          [idempotencyKey],
        );
        const row = winner.rows[0];
        if (!row) throw new HttpError(409, 'This order is being placed. Please wait a moment.');
        return retry(row, hash, request);
      }
      const order = await findOrder(deps.db, placed.orderId);
      if (!order) throw new Error('The order just placed was not found');
      if (!skipPayment && request.payment) await pay(order, request.payment);
      const paid = (await findOrder(deps.db, order.id)) ?? order;
      await confirm(paid, request, placed.isNew);
      return orderResult(deps.db, paid);
    },
  };

  /** The same key again: the same order's answer, or another card for an order whose payment failed. */
  async function retry(
    earlier: { request_hash: string; order_id: string },
    hash: string,
    request: PlaceOrderRequest,
  ): Promise<OrderResult> {
    if (earlier.request_hash !== hash) {
      throw new HttpError(422, 'This Idempotency-Key was used for a different order.');
    }
    const order = await findOrder(deps.db, earlier.order_id);
    if (!order) throw new HttpError(404, 'Not found.');
    if (order.status !== 'paid') {
      if (!request.payment)
        throw new HttpError(422, 'Choose how to pay.', { payment: ['Choose how to pay.'] });
      await pay(order, request.payment);
    }
    return orderResult(deps.db, (await findOrder(deps.db, order.id)) ?? order);
  }
}

class IdempotencyRace extends Error {}

export type OrderService = ReturnType<typeof createOrderService>;
