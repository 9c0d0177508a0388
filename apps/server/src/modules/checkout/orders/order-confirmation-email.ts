import type { Database, Queryable } from '../../../db/database';
import { withinTransaction } from '../../../db/within-transaction';
import type { EmailOutbox } from '../../../integrations/email/index';
import { claimLinkEmail, mintClaimLink } from './order-claims';
import {
  claimConfirmation,
  findOwedConfirmations,
  findUnconfirmedPaidOrder,
  type PaidOrder,
} from './order-confirmation-repository';

export type { PaidOrder } from './order-confirmation-repository';

/**
 * Tells the customer their order is paid, and a gift's recipient that it is coming (without prices): queued
 * in the transaction that marks the order confirmed.
 */
async function queueOrderConfirmation(
  outbox: EmailOutbox,
  tx: Queryable,
  order: PaidOrder,
  claimLink: string | null,
) {
  const thanks = `Thank you for your order ${order.po_number}. Total: $${(order.total_cents / 100).toFixed(2)}.`;
  await outbox.queue(tx, {
    to: order.email,
    subject: `Your order ${order.po_number}`,
    text: claimLink ? claimLinkEmail(thanks, claimLink) : thanks,
  });
  if (order.gift) {
    await outbox.queue(tx, {
      to: order.gift.recipient_email,
      subject: `${order.buyer_first_name ?? 'Someone'} sent you a gift`,
      text: [`${order.gift.recipient_name}, a gift from Fathom is on its way to you.`, order.gift.message]
        .filter(Boolean)
        .join('\n\n'),
    });
  }
}

/** How long a paid order may stay unconfirmed before the confirmation job queues what its request did not. */
export const CONFIRMATION_OWED_AFTER_MS = 2 * 60_000;

/**
 * The confirmation of each paid order, queued once. Whichever request or reconciliation paid the order
 * confirms it just after the payment's commit: the order is marked confirmed and its emails queued in one
 * transaction; a stop between the payment and that leaves the order unconfirmed, and `sendOwed` (a recurring
 * job) confirms it once the order has been paid for a while.
 */
export interface OrderConfirmationDeps {
  db: Database;
  outbox: EmailOutbox;
  now: () => Date;
  /** Base of the link that claims an order kept apart from the email's account. */
  publicUrl: string;
  /** Queues, in the given transaction, the link to choose a password for an account opened by a paid guest order. */
  sendWelcomeLink: (tx: Queryable, email: string) => Promise<void>;
}

export function createOrderConfirmations(deps: OrderConfirmationDeps) {
  /**
   * Marks the order confirmed and queues its confirmation (with the claim link of an order kept apart), then
   * the welcome link of a new account, all in one transaction; false when it was confirmed already.
   */
  async function confirmOnce(orderId: string): Promise<boolean> {
    return deps.db.transaction(async (tx) => {
      const order = await claimConfirmation(tx, orderId, deps.now());
      if (!order) return false;
      const claimLink =
        order.guest_outcome === 'kept_apart'
          ? await mintClaimLink(withinTransaction(tx, deps.db), {
              orderId: order.id,
              publicUrl: deps.publicUrl,
              now: deps.now(),
            })
          : null;
      await queueOrderConfirmation(deps.outbox, tx, order, claimLink);
      if (order.guest_outcome === 'account_opened') await deps.sendWelcomeLink(tx, order.email);
      return true;
    });
  }

  return {
    async confirm(order: PaidOrder): Promise<void> {
      await confirmOnce(order.id);
    },

    /** The confirmation of an order paid as it was written, read back by its id. */
    async confirmPaid(orderId: string): Promise<void> {
      const order = await findUnconfirmedPaidOrder(deps.db, orderId);
      if (order) await confirmOnce(order.id);
    },

    /**
     * Confirms the orders paid more than CONFIRMATION_OWED_AFTER_MS ago and still unconfirmed; each is claimed
     * in the transaction that queues its emails, so two instances never queue the same one. Answers how many.
     */
    async sendOwed(): Promise<number> {
      const cutoff = new Date(deps.now().getTime() - CONFIRMATION_OWED_AFTER_MS);
      let sent = 0;
      for (const id of await findOwedConfirmations(deps.db, cutoff)) {
        if (await confirmOnce(id)) sent += 1;
      }
      return sent;
    },
  };
}

export type OrderConfirmations = ReturnType<typeof createOrderConfirmations>;
