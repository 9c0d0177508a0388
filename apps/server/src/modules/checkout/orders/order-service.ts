import { hash as digest, randomUUID } from 'node:crypto';
import type { Catalogue } from '@fathom/contract/catalogue';
import type { OrderResult, PlaceOrderRequest } from '@fathom/contract/orders';
import { INSURANCE_ALREADY_USED } from '@fathom/domain/insurance';
import type { Language } from '@fathom/domain/languages';
import { INCLUDED_IN_PACKAGE_NOTE, lineParts } from '@fathom/domain/pricing';
import { msg } from '@lingui/core/macro';
import type { Database, Queryable } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import type { AuthUser } from '../../../platform/auth-context';
import { createPendingSubscriptions } from '../../billing';
import { claimInsuranceApplication } from '../../insurance';
import {
  customerRedemptions,
  insertRedemption,
  type StoredPromoCode,
  takePromoCodeUse,
} from '../discounts/promo-code-repository';
import { clientForOrder } from './customer-account';
import { settleGuestOrder } from './guest-order-repository';
import type { OrderConfirmations } from './order-confirmation-email';
import { fulfilPaidOrder } from './order-outcomes';
import {
  ORDER_CANCELLED,
  type OrderPayments,
  type PaymentAction,
  type PaymentChoice,
} from './order-payments';
import { type OrderPlan, PROMO_NO_LONGER_VALID, planOrder } from './order-pricing';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  findOrder,
  insertOrder,
  type OrderRow,
  orderInstalments,
} from './order-repository';
import { drawPoNumber } from './po-number';

/** The attempt of an order's first payment, as the ledger writes it before the card is charged. */
type FirstAttempt = Awaited<ReturnType<OrderPayments['recordFirstAttempt']>>;

export interface OrderDeps {
  db: Database;
  catalogue: Catalogue;
  payments: OrderPayments;
  /** Queues each paid order's confirmation and marks it confirmed, in the transaction that pays it. */
  confirmations: OrderConfirmations;
  now: () => Date;
  /** NODE_ENV=production: a promo code that skips payment is not honoured (ADR 043). */
  production: boolean;
}

const dollars = (cents: number) => cents / 100;

const CHOOSE_A_CARD = msg`Choose the card to pay with.`;

/** Nothing was written: the same request, with the same Idempotency-Key, can be sent again. */
const ORDER_NOT_NUMBERED = msg`Your order could not be numbered just now, and nothing was charged. Please try again.`;

/** How many order numbers are drawn before an order gives up (each is taken with odds of orders / 90 million). */
const PO_NUMBER_DRAWS = 5;

function requestHash(request: PlaceOrderRequest): string {
  const { payment: _payment, ...order } = request;
  return digest('sha256', JSON.stringify(order), 'hex');
}

async function orderResult(
  db: Queryable,
  order: OrderRow,
  action: PaymentAction | null = null,
): Promise<OrderResult> {
  const instalments = order.payment_method === 'instalments' ? await orderInstalments(db, order.id) : [];
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
    ...(action ? { payment_action: { type: action.type, client_secret: action.clientSecret } } : {}),
  };
}

/**
 * Uses one of the code's uses, and one of this customer's, or refuses when none is left: safe under any number
 * of simultaneous orders (the code's row is locked by the update; a customer's use has a numbered key).
 */
async function redeemPromoCode(
  tx: Queryable,
  promo: StoredPromoCode,
  email: string,
  orderId: string,
): Promise<void> {
  const refuse = () =>
    new DomainError('invalid', PROMO_NO_LONGER_VALID, { discount: [PROMO_NO_LONGER_VALID] });
  if (!(await takePromoCodeUse(tx, promo.id))) throw refuse();
  // The update above holds the code's row lock until commit, so customers' uses are counted one at a time.
  const { uses, nextNumber } = await customerRedemptions(tx, promo.id, email);
  if (promo.maxUsesPerCustomer !== null && uses + 1 > promo.maxUsesPerCustomer) throw refuse();
  await insertRedemption(tx, { promoCodeId: promo.id, email, useNumber: nextNumber, orderId });
}

export function createOrderService(deps: OrderDeps) {
  /**
   * Pays an unpaid order (its confirmation goes out with the payment that paid it); answers the order as it is then,
   * and what the browser must still do for the payment.
   */
  async function payOrder(order: OrderRow, payment: PaymentChoice | null | undefined): Promise<OrderResult> {
    let action: PaymentAction | null = null;
    if (order.status !== 'paid' && order.status !== 'paying_instalments') {
      if (!payment)
        throw new DomainError('invalid', msg`Choose how to pay.`, { payment: [msg`Choose how to pay.`] });
      action = await deps.payments.pay(order, payment);
    }
    return orderResult(deps.db, (await findOrder(deps.db, order.id)) ?? order, action);
  }

  /**
   * Writes the order, its items and subscriptions, uses its promo code and insurance check, and for an
   * existing account writes its first payment attempt (pending, nothing charged yet): all or nothing.
   */
  async function write(
    request: PlaceOrderRequest,
    idempotencyKey: string,
    user: AuthUser | null,
    language: Language | null,
    plan: OrderPlan,
    receiptTokenHash: string | null,
  ): Promise<{ order: OrderRow; firstAttempt: FirstAttempt | null } | null> {
    const hash = requestHash(request);
    const billingAddress =
      request.billing_address_type === 'different_billing_address'
        ? request.billing_address
        : request.shipping_address;
    const discountByProduct = new Map(
      plan.priced.discounts.map((entry) => [entry.productUuid, entry.amountCents]),
    );
    const paidNow = plan.skipPayment || plan.totalCents === 0;
    return deps.db
      .transaction(async (tx) => {
        const orderId = randomUUID();
        // An order paid as it is written (nothing to pay, or paid otherwise) is fulfilled in the same transaction.
        const paidAt = paidNow ? deps.now() : null;
        const shippingAddress = plan.skipShipping ? null : (request.shipping_address ?? null);
        // The insurance check is claimed before the order that refers to it is written (the other way round,
        // two orders holding the check's key lock would deadlock), and after the key: a concurrent request with
        // the same key waits on the key for this one to commit, then finds its order, rather than a used check.
        const claimedFirst = plan.insuranceApplicationId !== null;
        if (
          claimedFirst &&
          !(await claimIdempotencyKey(tx, { key: idempotencyKey, requestHash: hash, orderId }))
        ) {
          throw new IdempotencyRace();
        }
        if (
          plan.insuranceApplicationId &&
          !(await claimInsuranceApplication(tx, plan.insuranceApplicationId, orderId))
        ) {
          const alreadyUsed = INSURANCE_ALREADY_USED[user?.language ?? 'en'];
          throw new DomainError('invalid', alreadyUsed, { insurance: [alreadyUsed] });
        }
        const account = await clientForOrder(tx, {
          signedInClientId: user?.clientId ?? null,
          email: request.account_details.email,
        });
        const newOrder = {
          id: orderId,
          clientId: account.clientId,
          email: request.account_details.email,
          status: paidNow ? ('paid' as const) : ('pending_payment' as const),
          isGift: Boolean(request.gift),
          gift: request.gift ?? null,
          affiliate: request.affiliate ?? null,
          timezone: request.timezone,
          paymentMethod: plan.skipPayment ? null : (request.payment?.payment_method ?? null),
          promoCodeId: plan.promo?.id ?? null,
          subtotalCents: plan.priced.subtotalCents,
          discountCents: plan.priced.subtotalCents - plan.priced.totalCents,
          taxCents: plan.taxCents,
          coveredCents: plan.coveredCents,
          totalCents: plan.totalCents,
          shippingAddress,
          billingAddress: plan.skipPayment ? undefined : (billingAddress ?? null),
          paidAt,
          insuranceApplicationId: plan.insuranceApplicationId,
          withdrawalItemId: plan.withdrawalItemId,
          receiptTokenHash,
          guestBuyer: account.isGuest
            ? {
                first_name: request.account_details.first_name,
                last_name: request.account_details.last_name,
              }
            : null,
          language,
        };
        const lines = plan.lines.flatMap((line, index) => {
          const title = plan.productOf(line.productUuid)?.title ?? line.key;
          return lineParts(line).map((part) => ({
            productId: line.productUuid,
            // The order keeps its lines' titles in English, as the catalogue's titles are.
            title: part.included ? `${title} (${INCLUDED_IN_PACKAGE_NOTE.en.toLowerCase()})` : title,
            quantity: part.quantity,
            unitPriceCents: part.unitPriceCents,
            discountCents: part.included ? 0 : (discountByProduct.get(line.productUuid) ?? 0),
            extradata: request.items[index]?.extradata ?? null,
          }));
        });
        // Order numbers are drawn at random (po-number.ts); the rare one already taken (one order in 3,600
        // once 25,000 exist) is drawn again. The key is claimed with the first draw, unless claimed already.
        let claim = claimedFirst ? null : { key: idempotencyKey, requestHash: hash };
        let order: OrderRow | undefined;
        let poNumber = '';
        for (let draw = 1; !order; draw += 1) {
          if (draw > PO_NUMBER_DRAWS) throw new DomainError('unavailable', ORDER_NOT_NUMBERED);
          poNumber = drawPoNumber();
          const written = await insertOrder(tx, { claim, order: { ...newOrder, poNumber }, lines });
          // A concurrent request with the same key waits here for this one to commit, then finds its order.
          if (!written.claimed) throw new IdempotencyRace();
          claim = null;
          order = written.order ?? undefined;
        }
        await createPendingSubscriptions(tx, { id: orderId, clientId: account.clientId }, plan.renewing);
        if (paidAt) {
          await settleGuestOrder(tx, {
            id: orderId,
            client_id: account.clientId,
            email: request.account_details.email,
            guest_buyer: newOrder.guestBuyer,
            guest_outcome: null,
            order_language: language,
          });
          await fulfilPaidOrder(
            tx,
            {
              id: orderId,
              client_id: account.clientId,
              po_number: poNumber,
              shipping_address: shippingAddress,
              has_subscriptions: plan.renewing.length > 0,
            },
            paidAt,
          );
        }
        if (plan.promo) await redeemPromoCode(tx, plan.promo, request.account_details.email, orderId);
        // Its confirmation is queued with it: an order paid as it is written is confirmed as it is written.
        if (paidAt) await deps.confirmations.confirm(tx, orderId);
        const firstAttempt =
          !paidNow && request.payment
            ? await deps.payments.recordFirstAttempt(
                tx,
                { id: orderId, totalCents: plan.totalCents },
                request.payment,
              )
            : null;
        return { order, firstAttempt };
      })
      .catch((error: unknown) => {
        if (error instanceof IdempotencyRace) return null;
        throw error;
      });
  }

  return {
    /**
     * Pays an order its buyer left unpaid, from the order's own page: with another card, or without one the way its
     * latest attempt chose (the bank's confirmation the customer left is asked for again). Answers the order as it
     * is then, and what the browser must still do for the payment, as placing it does.
     */
    async payUnpaid(order: OrderRow, choice: PaymentChoice | null): Promise<OrderResult> {
      if (order.status === 'cancelled') throw new DomainError('conflict', ORDER_CANCELLED);
      const payment = choice ?? (await deps.payments.latestChoice(order.id));
      if (!payment) throw new DomainError('invalid', CHOOSE_A_CARD, { payment: [CHOOSE_A_CARD] });
      return payOrder(order, payment);
    },

    async place(
      request: PlaceOrderRequest,
      idempotencyKey: string,
      user: AuthUser | null,
      /** The language the buyer checks out in, if expressed: kept on the order, and on an account it opens. */
      language: Language | null,
      /** The digest of the browser's insurance check secret, which ties a guest's check to this browser. */
      insuranceSecretHash: string | null = null,
      /** The digest of the receipt the answer gives the browser (order-receipts.ts), written with a new order. */
      receiptTokenHash: string | null = null,
    ): Promise<PlacedOrder> {
      if (user && user.role !== 'client')
        throw new DomainError('forbidden', 'You are not allowed to perform this action');
      const hash = requestHash(request);
      // A retry is rare, so its key is looked up only when the order cannot be planned or written again: a
      // first attempt costs one statement less, and a retry still gets its order (the key is claimed first).
      let plan: OrderPlan;
      try {
        plan = await planOrder(deps, request, user, insuranceSecretHash);
      } catch (error) {
        const earlier = await findIdempotencyKey(deps.db, idempotencyKey);
        if (earlier) return { result: await retry(earlier, hash, request), receiptWritten: false };
        throw error;
      }
      const placed = await write(request, idempotencyKey, user, language, plan, receiptTokenHash);
      if (!placed) {
        const winner = await findIdempotencyKey(deps.db, idempotencyKey);
        if (!winner)
          throw new DomainError('conflict', msg`This order is being placed. Please wait a moment.`);
        return { result: await retry(winner, hash, request), receiptWritten: false };
      }
      const receiptWritten = receiptTokenHash !== null;
      const { order } = placed;
      if (order.status === 'paid') return { result: await orderResult(deps.db, order), receiptWritten };
      if (placed.firstAttempt && request.payment) {
        const renews = plan.renewing.length > 0;
        const action = await deps.payments.payFirstAttempt(order, placed.firstAttempt, renews);
        // The answer shows no status: the order as read after its commit is all it needs.
        return { result: await orderResult(deps.db, order, action), receiptWritten };
      }
      return { result: await payOrder(order, request.payment), receiptWritten };
    },
  };

  /** The same key again: the same order's answer, or another card for an order whose payment failed. */
  async function retry(
    earlier: { request_hash: string; order_id: string },
    hash: string,
    request: PlaceOrderRequest,
  ): Promise<OrderResult> {
    if (earlier.request_hash !== hash) {
      throw new DomainError(
        'invalid',
        'This Idempotency-Key was used for a different order.',
        undefined,
        'idempotency_key_reused',
      );
    }
    const order = await findOrder(deps.db, earlier.order_id);
    if (!order) throw new DomainError('not_found', 'Not found.');
    return payOrder(order, request.payment);
  }
}

class IdempotencyRace extends Error {}

/** The answer of an order placed, and whether the browser's receipt was written with it (a new order's is). */
export interface PlacedOrder {
  result: OrderResult;
  receiptWritten: boolean;
}

export type OrderService = ReturnType<typeof createOrderService>;
