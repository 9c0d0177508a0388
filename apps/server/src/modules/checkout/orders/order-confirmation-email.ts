import { isLanguage } from '@fathom/domain/languages';
import { msg } from '@lingui/core/macro';
import type { Database, Queryable } from '../../../db/database';
import { translatorFor } from '../../../i18n/translator';
import type { EmailOutbox, LocalisedEmail } from '../../../integrations/email/index';
import { mintClaimLink } from './order-claims';
import { claimConfirmation, findOwedConfirmations, type PaidOrder } from './order-confirmation-repository';

export type { PaidOrder } from './order-confirmation-repository';

/**
 * The confirmation of a paid order: its number and total, and for an order kept apart from its email's account
 * (placed with the address, signed out), how its address's owner adds it to the account.
 */
function orderConfirmationEmail(order: PaidOrder, claimLink: string | null): LocalisedEmail {
  const orderNumber = order.po_number;
  const total = `$${(order.total_cents / 100).toFixed(2)}`;
  return {
    to: order.email,
    language: isLanguage(order.email_language) ? order.email_language : null,
    // An address without an account of its own when the order was paid (a guest's, whose account paying it opened)
    // reads the order's confirmation in the language its buyer checked out in.
    otherwise: isLanguage(order.order_language) ? order.order_language : null,
    write(language) {
      const say = translatorFor(language);
      const thanks = say.text(msg`Thank you for your order ${orderNumber}. Total: ${total}.`);
      const text = claimLink
        ? [
            thanks,
            '',
            say.text(
              msg`This order was placed with your email address without signing in, so it is kept apart from your account:
it is not in your order history, and whoever placed it saw nothing of your account.`,
            ),
            say.text(
              msg`If you placed it, open this link within 30 days while signed in to your account to add the order to it:`,
            ),
            '',
            claimLink,
            '',
            say.text(msg`If you did not place it, you need not do anything.`),
          ].join('\n')
        : thanks;
      return { subject: say.text(msg`Your order ${orderNumber}`), text };
    },
  };
}

/** Tells a gift's recipient it is coming, with the buyer's message (without prices). */
function giftEmail(
  gift: NonNullable<PaidOrder['gift']>,
  buyerFirstName: string | null,
  recipientLanguage: string | null,
): LocalisedEmail {
  const recipientName = gift.recipient_name;
  return {
    to: gift.recipient_email,
    language: isLanguage(recipientLanguage) ? recipientLanguage : null,
    write(language) {
      const say = translatorFor(language);
      const subject =
        buyerFirstName === null
          ? say.text(msg`Someone sent you a gift`)
          : say.text(msg`${buyerFirstName} sent you a gift`);
      return {
        subject,
        // The buyer's message as they wrote it.
        text: [say.text(msg`${recipientName}, a gift from Fathom is on its way to you.`), gift.message]
          .filter(Boolean)
          .join('\n\n'),
      };
    },
  };
}

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
  await outbox.queue(tx, orderConfirmationEmail(order, claimLink));
  if (order.gift) {
    await outbox.queue(tx, giftEmail(order.gift, order.buyer_first_name, order.gift_language));
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
