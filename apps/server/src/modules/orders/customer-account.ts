import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';

/**
 * The client an order belongs to: the signed-in customer's, else the account of that email, else a new
 * account (whose password the customer sets from an email). Answers whether the account is new.
 */
export async function clientForOrder(
  tx: Queryable,
  customer: { signedInClientId: string | null; email: string; firstName: string; lastName: string },
): Promise<{ clientId: string; isNew: boolean }> {
  if (customer.signedInClientId) return { clientId: customer.signedInClientId, isNew: false };
  const existing = await tx.query<{ client_id: string }>(
    `SELECT c.id AS client_id FROM users u JOIN clients c ON c.id = u.client_id
      WHERE lower(u.email) = lower($1) AND u.role = 'client'`,
    [customer.email],
  );
  const found = existing.rows[0];
  if (found) return { clientId: found.client_id, isNew: false };

  const clientId = randomUUID();
  const clientNumber = `FA-${randomInt(200_000, 1_000_000)}`;
  await tx.query('INSERT INTO clients (id, number, email) VALUES ($1, $2, $3)', [
    clientId,
    clientNumber,
    customer.email,
  ]);
  // No password until the customer chooses one from the email: "!" matches no password hash.
  const created = await tx.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, client_id)
     VALUES ($1, $2, '!', $3, $4, 'client', $5)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [randomUUID(), customer.email, customer.firstName, customer.lastName, clientId],
  );
  // Another order for the same new email created the account a moment ago.
  if (created.rows.length === 0) {
    throw new HttpError(409, 'Your account is being created. Please place the order again in a moment.');
  }
  return { clientId, isNew: true };
}
