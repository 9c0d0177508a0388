import { ORDER_OWNER } from '@fathom/domain/payment-owners';
import type { Queryable } from '../../../db/database';
import { together } from '../../../db/together';
import type { EmailOutbox } from '../../../integrations/email/index';
import type { AttemptOutcome, DueScheduler, PaymentAttempt, PaymentOwner } from '../../payments';
import { settleGuestOrder } from './guest-order-repository';
import { instalmentDues, laterInstalmentDues } from './instalment-collection';
import type { OrderConfirmations } from './order-confirmation-email';
import type { PaidOrder } from './order-confirmation-repository';
import { fulfilPaidOrder } from './order-outcomes';
import {
  insertInstalments,
  lockOrder,
  markOrderPaid,
  markOrderPaymentFailed,
} from './order-payment-repository';

export interface OrderPaymentOwnerDeps {
  now: () => Date;
  /**
   * Queue the confirmation of an order its payment has just paid and marked confirmed, in that transaction,
   * whoever settles it (the customer's request, a retry, reconcile, a webhook): the confirmation commits with the
   * payment, or neither does.
   */
  confirmations: Pick<OrderConfirmations, 'confirmPaid'>;
  /** Where the customer (and staff) are written to about the later parts of a plan. */
  outbox: EmailOutbox;
  /** Where staff are emailed a part that could not be collected; unset, `alert` alone tells them. */
  staffAlertsEmail?: string;
  /** Tells the operators (the log) of a part that could not be collected. */
  alert: (message: string, details: Record<string, unknown>) => void;
}

/**
 * What checkout gives the payments ledger when it is built (ADR 063): how the outcome of an order's attempt changes
 * the order, in the transaction that settles the attempt, so no charge is ever left without its order; and the later
 * parts of its instalment plans, which the ledger charges as dues of the order (instalment-collection.ts). The
 * order's row is locked first, as a new attempt locks it: the same lock order everywhere, so no deadlock.
 */
export function orderPaymentOwner(deps: OrderPaymentOwnerDeps): PaymentOwner {
  /**
   * Marks the order paid with all that follows from it, the later parts of its plan scheduled in the ledger; false
   * when another attempt had paid it already.
   */
  async function markPaid(
    tx: Queryable,
    attempt: PaymentAttempt,
    outcome: Extract<AttemptOutcome, { status: 'succeeded' }>,
    schedule: DueScheduler,
  ): Promise<boolean> {
    const orderId = attempt.owner_id;
    const paidAt = deps.now();
    const method = outcome.plan ? 'instalments' : 'card';
    const order = await markOrderPaid(tx, orderId, { at: paidAt, method });
    if (!order) return false;
    // The confirmation says whether the guest's account was opened: settled before it is queued.
    const paid: PaidOrder = { ...order, guest_outcome: await settleGuestOrder(tx, order) };
    // The instalments, the items and the confirmation each write tables the others neither write nor read: sent
    // together, they take one round trip on PostgreSQL.
    const parts = outcome.plan?.instalments ?? [];
    await together([
      insertInstalments(tx, orderId, { parts, at: paidAt }),
      schedule(tx, laterInstalmentDues(orderId, parts, attempt.payment_method_token)),
      fulfilPaidOrder(tx, order, paidAt),
      deps.confirmations.confirmPaid(tx, paid),
    ]);
    return true;
  }

  return {
    kind: ORDER_OWNER,
    lock: (tx, attempt) => lockOrder(tx, attempt.owner_id),
    async settle(tx, attempt, outcome, schedule) {
      if (outcome.status === 'declined') {
        await markOrderPaymentFailed(tx, attempt.owner_id);
        return { applied: true };
      }
      if (outcome.status === 'abandoned') return { applied: true };
      // Paid already (by another attempt), or cancelled unpaid: this charge is not needed, and the ledger gives it back.
      return { applied: await markPaid(tx, attempt, outcome, schedule) };
    },
    dues: instalmentDues(deps),
  };
}
