import type { Queryable } from '../database';
import { demoLogins } from './demo-logins';

/**
 * What of the demo world a database holds: the personas' accounts. A production start refuses such a database
 * (a staging copy promoted by mistake), as it refuses one holding a promo code that skips payment.
 */
export async function findDemoTraces(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ trace: string }>(
    'SELECT email AS trace FROM users WHERE lower(email) = ANY($1::text[]) LIMIT 3',
    [demoLogins.map((login) => login.email)],
  );
  return rows.map((row) => row.trace);
}
