import type { Database } from '../../../db/database';
import type { EmailSender } from '../../../integrations/email/index';
import { claimLinkEmail, mintClaimLink } from './order-claims';
import {
  claimConfirmation,
  findOwedConfirmations,
  findUnconfirmedPaidOrder,
  markConfirmed,
  type PaidOrder,
  releaseConfirmation,
} from './order-confirmation-repository';

export type { PaidOrder } from './order-confirmation-repository';

/**
 * Tells the customer their order is paid, and a gift's recipient that it is coming (without prices). Sent
 * once, by whichever request or reconciliation paid the order.
 */
async function sendOrderConfirmation(email: EmailSender, order: PaidOrder, claimLink: string | null) {
  const thanks = `Thank you for your order ${order.po_number}. Total: $${(order.total_cents / 100).toFixed(2)}.`;
  await email.send({
    to: order.email,
    subject: `Your order ${order.po_number}`,
    text: claimLink ? claimLinkEmail(thanks, claimLink) : thanks,
  });
  if (order.gift) {
    await email.send({
      to: order.gift.recipient_email,
      subject: `${order.buyer_first_name ?? 'Someone'} sent you a gift`,
      text: [`${order.gift.recipient_name}, a gift from Fathom is on its way to you.`, order.gift.message]
        .filter(Boolean)
        .join('\n\n'),
    });
  }
}

/** How long a paid order may stay unconfirmed before the confirmation job sends what its request did not. */
export const CONFIRMATION_OWED_AFTER_MS = 2 * 60_000;

/**
 * The confirmation of each paid order, sent at least once. Whichever request or reconciliation paid the order
 * sends it just after the payment's commit and marks the order confirmed; a stop between the two leaves the
 * order unconfirmed, and `sendOwed` (a recurring job) sends it once the order has been paid for a while.
 */
export interface OrderConfirmationDeps {
  db: Database;
  email: EmailSender;
  now: () => Date;
  /** Base of the link that claims an order kept apart from the email's account. */
  publicUrl: string;
  /** Sends the owner of an account opened by a paid guest order the link to choose a password. */
  sendWelcomeLink: (email: string) => Promise<void>;
}

export function createOrderConfirmations(deps: OrderConfirmationDeps) {
  /** The confirmation, with the claim link of an order kept apart, then the welcome link of a new account. */
  async function send(order: PaidOrder): Promise<void> {
    const claimLink =
      order.guest_outcome === 'kept_apart'
        ? await mintClaimLink(deps.db, { orderId: order.id, publicUrl: deps.publicUrl, now: deps.now() })
        : null;
    await sendOrderConfirmation(deps.email, order, claimLink);
    if (order.guest_outcome === 'account_opened') await deps.sendWelcomeLink(order.email);
  }

  async function confirm(order: PaidOrder): Promise<void> {
    await send(order);
    await markConfirmed(deps.db, order.id, deps.now());
  }

  return {
    confirm,

    /** The confirmation of an order paid as it was written, read back by its id. */
    async confirmPaid(orderId: string): Promise<void> {
      const order = await findUnconfirmedPaidOrder(deps.db, orderId);
      if (order) await confirm(order);
    },

    /**
     * Sends the confirmations still owed by orders paid more than CONFIRMATION_OWED_AFTER_MS ago. Each order is
     * claimed by marking it confirmed before its email leaves, so two instances never send the same one; an
     * email that fails is unmarked for the next pass. Answers how many it sent.
     */
    async sendOwed(): Promise<number> {
      const cutoff = new Date(deps.now().getTime() - CONFIRMATION_OWED_AFTER_MS);
      let sent = 0;
      for (const id of await findOwedConfirmations(deps.db, cutoff)) {
        const order = await claimConfirmation(deps.db, id, deps.now());
        if (!order) continue;
        try {
          await send(order);
          sent += 1;
        } catch (error) {
          await releaseConfirmation(deps.db, id);
          throw error;
        }
      }
      return sent;
    },
  };
}

export type OrderConfirmations = ReturnType<typeof createOrderConfirmations>;
