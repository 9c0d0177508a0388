import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/database';

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
  const clientId = randomUUID();
  await tx.query('INSERT INTO clients (id, number, email) VALUES ($1, $2, $3)', [
    clientId,
    `FA-${randomInt(200_000, 1_000_000)}`,
    customer.email,
  ]);
  return { clientId, isGuest: true };
}
