import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from '@fathom/contract/orders';
import type { Database, Queryable } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import type { InstalmentPlanOutcome, InstalmentProvider } from '../../../integrations/instalments/index';
import {
  type ChargeOutcome,
  type DeclineReason,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../../../integrations/payments/index';
import { orderStartsPlan } from '../../billing/billing-service';
import { settleGuestOrder } from './guest-order-repository';
import type { PaidOrder } from './order-confirmation-repository';
import {
  abandonPaymentAttempt,
  findPendingPayment,
  findPendingPaymentByKey,
  findStalePendingPayments,
  insertInstalments,
  insertPaymentAttempt,
  lockOrder,
  lockOrderForAttempt,
  markOrderPaid,
  markOrderPaymentFailed,
  type PaymentRow,
  recordPaymentRefund,
  settlePaymentAttempt,
} from './order-payment-repository';
import type { OrderRow } from './order-repository';
import { fulfilPaidOrder } from './paid-order';

export type { PaymentRow } from './order-payment-repository';

export const DECLINED: Record<DeclineReason, string> = {
  card_declined: 'Your card was declined. Please try another card.',
  insufficient_funds: 'Your card has insufficient funds. Please try another card.',
};
export const PAYMENT_IN_PROGRESS =
  'The payment of this order is still being processed. Please wait a moment before trying again.';
export const PAYMENT_SERVICE_UNAVAILABLE =
  'We could not reach the payment service, so we do not know yet whether your card was charged. Please try again in a few minutes: you will not be charged twice.';

export type PaymentChoice = NonNullable<PlaceOrderRequest['payment']>;

type Settlement =
  | { status: 'succeeded'; chargeId: string; plan: InstalmentPlanOutcome | null }
  | { status: 'declined'; reason: DeclineReason };

export interface OrderPaymentDeps {
  db: Database;
  payments: PaymentProvider;
  instalments: InstalmentProvider;
  now: () => Date;
  /** Confirms an order that the reconciler, or the provider's notice, found paid. */
  onPaid?: (order: PaidOrder) => Promise<void>;
}

/** A payment attempt this much older than the provider's longest call has died with the process that made it. */
export const abandonedAfterMs = (payments: Pick<PaymentProvider, 'callTimeoutMs'>) =>
  2 * payments.callTimeoutMs;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * Paying an order in steps that survive a crash: the attempt is written (pending) before the card is
 * charged under the attempt's own idempotency key, and settled afterwards. An attempt whose answer was
 * lost is settled later from the provider's record, so no charge is ever left without its order.
 */
export function createOrderPayments(deps: OrderPaymentDeps) {
  function settlementOf(
    method: PaymentRow['method'],
    outcome: ChargeOutcome | InstalmentPlanOutcome,
  ): Settlement {
    if (outcome.status === 'declined') return outcome;
    if ('planId' in outcome) return { status: 'succeeded', chargeId: outcome.firstChargeId, plan: outcome };
    if (method === 'instalments') throw new Error('An instalment payment settled without its plan');
    return { status: 'succeeded', chargeId: outcome.chargeId, plan: null };
  }

  /**
   * Records the outcome once: a second settlement of the same attempt changes nothing. Answers the order when
   * this settlement is the one that paid it (null otherwise), so that exactly one caller confirms it.
   */
  async function settle(payment: PaymentRow, settlement: Settlement): Promise<PaidOrder | null> {
    return deps.db.transaction(async (tx) => {
      // The order's row first, as a new attempt takes it: the same lock order everywhere, so no deadlock.
      await lockOrder(tx, payment.order_id);
      const claimed = await settlePaymentAttempt(tx, payment.id, {
        status: settlement.status,
        declineReason: settlement.status === 'declined' ? settlement.reason : null,
        chargeId: settlement.status === 'succeeded' ? settlement.chargeId : null,
        planId:
          settlement.status === 'succeeded' && settlement.plan?.status === 'succeeded'
            ? settlement.plan.planId
            : null,
        at: deps.now(),
      });
      if (!claimed) return null;
      if (settlement.status === 'declined') {
        await markOrderPaymentFailed(tx, payment.order_id);
        return null;
      }
      return markPaid(tx, payment, settlement);
    });
  }

  async function markPaid(
    tx: Queryable,
    payment: PaymentRow,
    settlement: Extract<Settlement, { status: 'succeeded' }>,
  ): Promise<PaidOrder | null> {
    const paidAt = deps.now();
    const order = await markOrderPaid(tx, payment.order_id, { at: paidAt, method: payment.method });
    if (!order) return null;
    const plan = settlement.plan?.status === 'succeeded' ? settlement.plan.instalments : [];
    await insertInstalments(tx, payment.order_id, plan);
    const guestOutcome = await settleGuestOrder(tx, payment.order_id);
    await fulfilPaidOrder(tx, order, paidAt);
    return { ...order, guest_outcome: guestOutcome };
  }

  /** The attempt's row, pending, written before anything is charged under its idempotency key. */
  async function insertAttempt(
    tx: Queryable,
    order: { id: string; totalCents: number },
    choice: PaymentChoice,
    attempt: number,
  ): Promise<PaymentRow> {
    const method = choice.payment_method;
    const payment: PaymentRow = {
      id: randomUUID(),
      order_id: order.id,
      method,
      idempotency_key: `${order.id}:${attempt}`,
      created_at: deps.now(),
    };
    await insertPaymentAttempt(tx, {
      ...payment,
      attempt,
      provider: method === 'instalments' ? deps.instalments.name : deps.payments.name,
      amountCents: order.totalCents,
      paymentMethodToken: choice.payment_method_token,
    });
    return payment;
  }

  /** Writes the attempt before anything is charged; refuses while another attempt of the order is in flight. */
  async function beginAttempt(order: OrderRow, choice: PaymentChoice): Promise<PaymentRow> {
    try {
      return await deps.db.transaction(async (tx) => {
        const current = await lockOrderForAttempt(tx, order.id);
        if (!current) throw new DomainError('not_found', 'Not found.');
        if (current.status === 'paid') throw new AlreadyPaid();
        return insertAttempt(
          tx,
          { id: order.id, totalCents: order.total_cents },
          choice,
          current.attempts + 1,
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('conflict', PAYMENT_IN_PROGRESS);
      throw error;
    }
  }

  /**
   * Calls the provider under the attempt's key and settles the attempt with its answer: 402 on a decline
   * (the order stays, payment failed), 503 when the answer is lost (the attempt stays pending). Answers the
   * order when this settlement paid it.
   */
  async function chargeAttempt(
    order: OrderRow,
    payment: PaymentRow,
    choice: PaymentChoice,
    renews: boolean,
  ): Promise<PaidOrder | null> {
    const common = {
      // An order that starts a storage plan keeps its card, so the plan can renew on it.
      reuse: renews ? ('save' as const) : undefined,
      currency: 'usd' as const,
      paymentMethodToken: choice.payment_method_token,
      idempotencyKey: payment.idempotency_key,
      description: `Fathom order ${order.po_number}`,
      customerEmail: order.email,
    };
    let settlement: Settlement;
    try {
      settlement =
        choice.payment_method === 'instalments'
          ? settlementOf(
              'instalments',
              await deps.instalments.startPlan({
                ...common,
                totalCents: order.total_cents,
                startDate: deps.now().toISOString().slice(0, 10),
              }),
            )
          : settlementOf('card', await deps.payments.charge({ ...common, amountCents: order.total_cents }));
    } catch (error) {
      // The attempt stays pending: the next try, or the reconciler, reads its outcome from the provider.
      if (error instanceof PaymentProviderUnavailableError)
        throw new DomainError('unavailable', PAYMENT_SERVICE_UNAVAILABLE);
      throw error;
    }
    const paid = await settle(payment, settlement);
    if (settlement.status === 'declined')
      throw new DomainError('payment_required', DECLINED[settlement.reason]);
    return paid;
  }

  async function askProvider(payment: PaymentRow): Promise<Settlement | null> {
    const outcome =
      payment.method === 'instalments'
        ? await deps.instalments.findPlanByIdempotencyKey(payment.idempotency_key)
        : await deps.payments.findChargeByIdempotencyKey(payment.idempotency_key);
    return outcome ? settlementOf(payment.method, outcome) : null;
  }

  /**
   * Settles an attempt left pending: from the provider's record, or abandoned when nothing was charged.
   * Answers the order when this settlement paid it.
   */
  async function recover(payment: PaymentRow): Promise<PaidOrder | 'settled' | 'in_flight'> {
    const settlement = await askProvider(payment);
    if (settlement) return (await settle(payment, settlement)) ?? 'settled';
    if (deps.now().getTime() - new Date(payment.created_at).getTime() < abandonedAfterMs(deps.payments))
      return 'in_flight';
    await abandonPaymentAttempt(deps.db, payment.id, deps.now());
    return 'settled';
  }

  return {
    /**
     * Charges the order (the first of three parts for instalments); a decline answers 402 and keeps the order.
     * Answers the order when this call is the one that paid it.
     */
    async pay(order: OrderRow, choice: PaymentChoice): Promise<PaidOrder | null> {
      const inFlight = await findPendingPayment(deps.db, order.id);
      if (inFlight) {
        const state = await recover(inFlight).catch((error: unknown) => {
          if (error instanceof PaymentProviderUnavailableError)
            throw new DomainError('unavailable', PAYMENT_SERVICE_UNAVAILABLE);
          throw error;
        });
        if (state === 'in_flight') throw new DomainError('conflict', PAYMENT_IN_PROGRESS);
        if (state !== 'settled') return state;
      }
      let payment: PaymentRow;
      try {
        payment = await beginAttempt(order, choice);
      } catch (error) {
        if (error instanceof AlreadyPaid) return null;
        throw error;
      }
      return chargeAttempt(order, payment, choice, await orderStartsPlan(deps.db, order.id));
    },

    /**
     * Writes a new order's first attempt in the transaction that writes the order, so that the order, its
     * idempotency key and the attempt commit together before anything is charged.
     */
    recordFirstAttempt(
      tx: Queryable,
      order: { id: string; totalCents: number },
      choice: PaymentChoice,
    ): Promise<PaymentRow> {
      return insertAttempt(tx, order, choice, 1);
    },

    /**
     * Charges the first attempt written with its order and settles it, as pay does after writing an attempt;
     * `renews` says whether the order starts a storage plan. Answers the order when this paid it.
     */
    payFirstAttempt(
      order: OrderRow,
      payment: PaymentRow,
      choice: PaymentChoice,
      renews: boolean,
    ): Promise<PaidOrder | null> {
      return chargeAttempt(order, payment, choice, renews);
    },

    /** Settles every attempt left pending longer than abandonedAfterMs; answers how many it settled. */
    async reconcile(): Promise<number> {
      const cutoff = new Date(deps.now().getTime() - abandonedAfterMs(deps.payments));
      let settled = 0;
      for (const payment of await findStalePendingPayments(deps.db, cutoff)) {
        const state = await recover(payment);
        if (typeof state === 'object') await deps.onPaid?.(state);
        if (state !== 'in_flight') settled += 1;
      }
      return settled;
    },

    /**
     * The provider says something happened to the charge made with this key (a webhook): the pending attempt
     * is settled from the provider's own record at once. Answers whether an attempt had that key.
     */
    async settleByKey(idempotencyKey: string): Promise<boolean> {
      const payment = await findPendingPaymentByKey(deps.db, idempotencyKey);
      if (!payment) return false;
      const state = await recover(payment);
      if (typeof state === 'object') await deps.onPaid?.(state);
      return true;
    },

    /** Records what the provider refunded of an order's charge; false when no order payment has that charge. */
    async recordRefund(providerChargeId: string, refundedCents: number): Promise<boolean> {
      return recordPaymentRefund(deps.db, providerChargeId, refundedCents);
    },
  };
}

class AlreadyPaid extends Error {}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
