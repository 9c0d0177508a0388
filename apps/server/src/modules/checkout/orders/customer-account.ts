import type { Queryable } from '../../../db/database';
import { insertOrderClient } from '../../account';

/**
 * The client an order belongs to: the signed-in customer's, else a customer record of the order's own (a client
 * without a sign-in), whatever the email. Nothing of an existing account is read here: a guest order never
 * joins an account as it is placed, and its answer looks the same whether or not the email has one (ADR 020).
 */
export async function clientForOrder(
  tx: Queryable,
  customer: { signedInClientId: string | null; email: string },
): Promise<{ clientId: string; isGuest: boolean }> {
  if (customer.signedInClientId) return { clientId: customer.signedInClientId, isGuest: false };
  return { clientId: await insertOrderClient(tx, customer.email), isGuest: true };
}
