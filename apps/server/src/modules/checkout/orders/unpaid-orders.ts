import { UNPAID_ORDER_LIFETIME_MS } from '@fathom/domain/checkout';
import type { Database, Queryable } from '../../../db/database';
import { together } from '../../../db/together';
import type { PaymentsLedger } from '../../payments';
import { releasePromoCodeUse } from '../discounts/promo-code-repository';
import { releaseUnpaidOrder } from './order-outcomes';
import { orderOwner } from './order-owner';
import { lockOrder } from './order-payment-repository';
import { cancelUnpaidOrder, findUnpaidOrdersBefore, listUnpaidOrders } from './unpaid-order-repository';

/** How many unpaid orders one run looks at; the next run takes the rest. */
const ORDERS_PER_RUN = 100;

export interface UnpaidOrderDeps {
  db: Database;
  ledger: PaymentsLedger;
  now: () => Date;
}

/**
 * Closes what payments left unfinished (a recurring job): orders still unpaid a day after they were placed, and the
 * intents of attempts that took nothing. An intent is cancelled at the provider first, so that nothing can be
 * charged on it any more; one that took the money after all settles its attempt (the order is paid, never
 * cancelled). Then an order with no attempt in flight, none paid and every intent closed is cancelled, with what it
 * held given back; its cart is offered again where the customer sees the order (its confirmation, their order
 * history). Nothing is sent: an order never paid sends nothing (ADR 020). Every step claims its rows: a second run
 * changes nothing.
 */
export function createUnpaidOrderClosing(deps: UnpaidOrderDeps) {
  /** In one transaction holding the order's lock (which every payment of it takes first). */
  async function cancelIfUnpaid(orderId: string): Promise<boolean> {
    return deps.db.transaction(async (tx: Queryable) => {
      await lockOrder(tx, orderId);
      const attempts = await deps.ledger.ownerAttemptsState(tx, orderOwner(orderId));
      if (attempts.open > 0 || attempts.succeeded > 0 || attempts.intentsOpen > 0) return false;
      if (!(await cancelUnpaidOrder(tx, orderId, deps.now()))) return false;
      await together([releasePromoCodeUse(tx, orderId), releaseUnpaidOrder(tx, orderId)]);
      return true;
    });
  }

  return {
    async run(): Promise<{ intentsClosed: number; ordersCancelled: number }> {
      const cutoff = new Date(deps.now().getTime() - UNPAID_ORDER_LIFETIME_MS);
      const intentsClosed = await deps.ledger.closeIntents(cutoff);
      let ordersCancelled = 0;
      for (const orderId of await findUnpaidOrdersBefore(deps.db, cutoff, ORDERS_PER_RUN)) {
        if (await cancelIfUnpaid(orderId)) ordersCancelled += 1;
      }
      return { intentsClosed, ordersCancelled };
    },

    /**
     * The buyer cancels their unpaid order (a payment left at their bank's confirmation, a declined card), or support
     * does at their request: an attempt still waiting for their bank is given up, the order's intents are closed at
     * the provider at once, then the order is cancelled as a day's wait would have. Answers how it stands: cancelled, paid after all (a late
     * authentication the provider now reports), or a payment the provider is still processing.
     */
    async cancelForBuyer(orderId: string): Promise<'cancelled' | 'paid' | 'in_flight'> {
      const open = await deps.ledger.openAttemptOf(orderOwner(orderId));
      if (open) {
        const state = await deps.ledger.recover(open);
        if (state.status === 'succeeded') return 'paid';
        if (state.status === 'in_flight') return 'in_flight';
        if (state.status === 'requires_action') await deps.ledger.giveUp(open);
      }
      await deps.ledger.closeIntents(null, orderOwner(orderId));
      if (await cancelIfUnpaid(orderId)) return 'cancelled';
      const attempts = await deps.ledger.ownerAttemptsState(deps.db, orderOwner(orderId));
      return attempts.succeeded > 0 ? 'paid' : 'in_flight';
    },

    /** For staff: the orders cancelled unpaid, or those still waiting for their payment. */
    list: (filter: { status: 'cancelled' | 'awaiting_payment'; limit: number }) =>
      listUnpaidOrders(deps.db, filter),
  };
}

export type UnpaidOrderClosing = ReturnType<typeof createUnpaidOrderClosing>;
