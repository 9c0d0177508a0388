import { isLanguage } from '@fathom/domain/languages';
import type { Queryable } from '../../../db/database';
import { openClientSignIn } from '../../auth';

/** What paying a guest order did: opened an account for its email, or kept it apart from the email's account. */
export type GuestOutcome = 'account_opened' | 'kept_apart';

/** What settling a paid order's guest buyer needs of it, as the statement that paid it answers. */
export interface GuestOrder {
  id: string;
  client_id: string;
  email: string;
  /** The buyer of an order placed without signing in; null for an order placed signed in. */
  guest_buyer: { first_name: string; last_name: string } | null;
  guest_outcome: GuestOutcome | 'claimed' | null;
  /** The language the buyer checked out in (null for an order placed before it was kept). */
  order_language: string | null;
}

/**
 * In the transaction that pays a guest order: an email without an account gets one (the order's own client,
 * now with a sign-in whose password the customer chooses from an email); an email with an account keeps the
 * order apart, for the account's owner to claim from the link in the confirmation. An unpaid order opens
 * nothing. Answers null for an order placed signed in, or already settled.
 */
export async function settleGuestOrder(tx: Queryable, order: GuestOrder): Promise<GuestOutcome | null> {
  const buyer = order.guest_buyer;
  if (!buyer || order.guest_outcome !== null) return null;
  // No password until the customer chooses one from the email. Any sign-in already holding the address
  // (client, partner or staff) keeps the order apart. A new account reads in the language its buyer checked out in.
  const opened = await openClientSignIn(tx, {
    email: order.email,
    firstName: buyer.first_name,
    lastName: buyer.last_name,
    clientId: order.client_id,
    language: isLanguage(order.order_language) ? order.order_language : null,
  });
  const outcome: GuestOutcome = opened ? 'account_opened' : 'kept_apart';
  await tx.write(['orders'], 'UPDATE orders SET guest_outcome = $2 WHERE id = $1', [order.id, outcome]);
  return outcome;
}
