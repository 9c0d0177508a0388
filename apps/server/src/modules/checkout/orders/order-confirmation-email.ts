import type { Database, Queryable } from '../../../db/database';
import type { EmailOutbox } from '../../../integrations/email/index';
import { claimLinkEmail, mintClaimLink } from './order-claims';
import { claimConfirmation, findOwedConfirmations, type PaidOrder } from './order-confirmation-repository';

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

/** How long a paid order may stay unconfirmed before the confirmation job queues what its payment did not. */
export const CONFIRMATION_OWED_AFTER_MS = 2 * 60_000;

/**
 * The confirmation of each paid order, queued once. Whichever request, reconciliation or webhook pays the order
 * confirms it in the transaction that pays it: the order is marked confirmed and its emails queued with the
 * payment, all or nothing. `sendOwed` (a recurring job) confirms any paid order left unconfirmed for a while
 * (one paid before confirmations were queued with payments, or one whose confirmation was undone by hand).
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
   * the welcome link of a new account, in the given transaction; false when it was confirmed already.
   */
  async function confirmIn(tx: Queryable, orderId: string): Promise<boolean> {
    const order = await claimConfirmation(tx, orderId, deps.now());
    if (!order) return false;
    await queueConfirmed(tx, order);
    return true;
  }

  /** Queues the confirmation of an order marked confirmed in this transaction, and a new account's welcome link. */
  async function queueConfirmed(tx: Queryable, order: PaidOrder): Promise<void> {
    const claimLink =
      order.guest_outcome === 'kept_apart'
        ? await mintClaimLink(tx, { orderId: order.id, publicUrl: deps.publicUrl, now: deps.now() })
        : null;
    await queueOrderConfirmation(deps.outbox, tx, order, claimLink);
    if (order.guest_outcome === 'account_opened') await deps.sendWelcomeLink(tx, order.email);
  }

  return {
    /** Confirms an order paid as it is written, in the transaction that writes it (nothing when confirmed already). */
    async confirm(tx: Queryable, orderId: string): Promise<void> {
      await confirmIn(tx, orderId);
    },

    /**
     * Queues the confirmation of an order its payment has just marked paid and confirmed (`markOrderPaid`), in the
     * transaction that pays it.
     */
    confirmPaid: queueConfirmed,

    /**
     * Confirms the orders paid more than CONFIRMATION_OWED_AFTER_MS ago and still unconfirmed; each is claimed
     * in the transaction that queues its emails, so two instances never queue the same one. Answers how many.
     */
    async sendOwed(): Promise<number> {
      const cutoff = new Date(deps.now().getTime() - CONFIRMATION_OWED_AFTER_MS);
      let sent = 0;
      for (const id of await findOwedConfirmations(deps.db, cutoff)) {
        if (await deps.db.transaction((tx) => confirmIn(tx, id))) sent += 1;
      }
      return sent;
    },
  };
}

export type OrderConfirmations = ReturnType<typeof createOrderConfirmations>;
