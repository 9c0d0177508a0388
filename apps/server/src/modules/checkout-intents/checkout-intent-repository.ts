import type { Queryable } from '../../db/database';

/**
 * Empties the carts of the checkout drafts saved for an email, once that customer's order is placed: a
 * reminder link (?abandon=) then opens an empty checkout instead of offering to buy the same things again.
 */
export async function emptySavedCarts(db: Queryable, email: string): Promise<void> {
  await db.query(
    `UPDATE checkout_intents SET items = '[]', updated_at = now()
      WHERE lower(email) = lower($1) AND items <> '[]'::jsonb`,
    [email],
  );
}
