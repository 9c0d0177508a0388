import type { PlaceOrderRequest } from '@fathom/contract/orders';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Database, Queryable } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import { type DeclineReason, PaymentProviderUnavailableError } from '../../../integrations/payments/index';
import { orderStartsPlan } from '../../billing';
import type { AttemptAnswer, PaymentAttempt, PaymentsLedger } from '../../payments';
import { orderOwner } from './order-owner';
import { lockOrderForAttempt } from './order-payment-repository';
import type { OrderRow } from './order-repository';

export const DECLINED: Record<DeclineReason, MessageDescriptor> = {
  card_declined: msg`Your card was declined. Please try another card.`,
  insufficient_funds: msg`Your card has insufficient funds. Please try another card.`,
};
export const PAYMENT_IN_PROGRESS = msg`The payment of this order is still being processed. Please wait a moment before trying again.`;
export const ORDER_CANCELLED = msg`This order was cancelled because it was not paid within a day, and nothing was charged. Please place it again from your cart.`;
export const PAYMENT_SERVICE_UNAVAILABLE = msg`We could not reach the payment service, so we do not know yet whether your card was charged. Please try again in a few minutes: you will not be charged twice.`;

export type PaymentChoice = NonNullable<PlaceOrderRequest['payment']>;

/** What the browser must still do for the payment: answer the bank's challenge with this client secret. */
export interface PaymentAction {
  type: 'authenticate';
  clientSecret: string;
}

export interface OrderPaymentDeps {
  db: Database;
  /** Built with checkout's owner of orders (order-payment-owner.ts), which settles the attempts with their order. */
  ledger: PaymentsLedger;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

const unavailable = (error: unknown) => {
  if (error instanceof PaymentProviderUnavailableError)
    return new DomainError('unavailable', PAYMENT_SERVICE_UNAVAILABLE);
  return error;
};

/**
 * Paying an order through the payments ledger: the attempt is written (pending) before the card is charged, and
 * settled with the order in one transaction (by checkout's owner of orders, order-payment-owner.ts), so no charge is
 * ever left without its order.
 */
export function createOrderPayments(deps: OrderPaymentDeps) {
  const { ledger } = deps;

  /** Writes the attempt before anything is charged; refuses while another attempt of the order is in flight. */
  async function beginAttempt(order: OrderRow, choice: PaymentChoice): Promise<PaymentAttempt> {
    try {
      return await deps.db.transaction(async (tx) => {
        const current = await lockOrderForAttempt(tx, order.id);
        if (!current) throw new DomainError('not_found', 'Not found.');
        if (current.status === 'paid' || current.status === 'paying_instalments') throw new AlreadyPaid();
        if (current.status === 'cancelled') throw new DomainError('conflict', ORDER_CANCELLED);
        return startAttempt(tx, { id: order.id, totalCents: order.total_cents }, choice);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('conflict', PAYMENT_IN_PROGRESS);
      throw error;
    }
  }

  function startAttempt(
    tx: Queryable,
    order: { id: string; totalCents: number },
    choice: PaymentChoice,
  ): Promise<PaymentAttempt> {
    return ledger.startAttempt(tx, orderOwner(order.id), {
      amountCents: order.totalCents,
      paymentMethodToken: choice.payment_method_token ?? null,
      keyPrefix: order.id,
      method: choice.payment_method === 'instalments' ? 'instalment_plan' : 'card',
    });
  }

  /** The ledger's answer as the customer hears it: a decline is 402, an unknown outcome 503. */
  function answer(state: AttemptAnswer): PaymentAction | null {
    if (state.status === 'declined') throw new DomainError('payment_required', DECLINED[state.reason]);
    if (state.status === 'requires_action') return { type: 'authenticate', clientSecret: state.clientSecret };
    if (state.status === 'in_flight') throw new DomainError('conflict', PAYMENT_IN_PROGRESS);
    return null;
  }

  async function chargeAttempt(order: OrderRow, attempt: PaymentAttempt, renews: boolean) {
    const state = await ledger
      .charge(attempt, {
        description: `Fathom order ${order.po_number}`,
        customerEmail: order.email,
        // An order that starts a storage plan keeps its card, so the plan can renew on it.
        reuse: renews ? 'save' : undefined,
      })
      .catch((error: unknown) => {
        // The attempt stays open: the next try, reconcile or a webhook reads its intent back by id.
        throw unavailable(error);
      });
    return answer(state);
  }

  return {
    /**
     * Pays the order (the first of three parts for instalments): a decline answers 402 and keeps the order; a card
     * whose bank asks the customer answers the action the browser completes, after which the same request settles it.
     */
    async pay(order: OrderRow, choice: PaymentChoice): Promise<PaymentAction | null> {
      const inFlight = await ledger.openAttemptOf(orderOwner(order.id));
      if (inFlight) {
        const state = await ledger.recover(inFlight).catch((error: unknown) => {
          throw unavailable(error);
        });
        if (state.status === 'in_flight') throw new DomainError('conflict', PAYMENT_IN_PROGRESS);
        if (state.status === 'succeeded') return answer(state);
        const sameCard = inFlight.payment_method_token === (choice.payment_method_token ?? null);
        // The same card sent again: the customer hears how it stands (their bank still waits, or it was declined).
        if ((state.status === 'requires_action' || state.status === 'declined') && sameCard)
          return answer(state);
        // Another card instead of one waiting for its authentication: that attempt is given up.
        if (state.status === 'requires_action') await ledger.giveUp(inFlight);
        // Otherwise (abandoned, declined, given up): a new attempt below.
      }
      let attempt: PaymentAttempt;
      try {
        attempt = await beginAttempt(order, choice);
      } catch (error) {
        if (error instanceof AlreadyPaid) return null;
        throw error;
      }
      return chargeAttempt(order, attempt, await orderStartsPlan(deps.db, order.id));
    },

    /**
     * How the order's latest attempt chose to pay (its method and card), to ask again: a bank's confirmation the
     * customer left is asked for once more. Null when nothing was tried.
     */
    async latestChoice(orderId: string): Promise<PaymentChoice | null> {
      const latest = await ledger.latestAttemptOf(orderOwner(orderId));
      if (!latest?.payment_method_token) return null;
      return {
        payment_method: latest.method === 'instalment_plan' ? 'instalments' : 'card',
        payment_method_token: latest.payment_method_token,
      };
    },

    /**
     * Writes a new order's first attempt in the transaction that writes the order, so that the order, its
     * idempotency key and the attempt commit together before anything is charged.
     */
    recordFirstAttempt(
      tx: Queryable,
      order: { id: string; totalCents: number },
      choice: PaymentChoice,
    ): Promise<PaymentAttempt> {
      return startAttempt(tx, order, choice);
    },

    /** Charges the first attempt written with its order; `renews` says whether the order starts a storage plan. */
    payFirstAttempt(
      order: OrderRow,
      attempt: PaymentAttempt,
      renews: boolean,
    ): Promise<PaymentAction | null> {
      return chargeAttempt(order, attempt, renews);
    },
  };
}

class AlreadyPaid extends Error {}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
