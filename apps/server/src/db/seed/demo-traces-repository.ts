import type { Queryable } from '../database';
import { demoLogins } from './demo-logins';

/**
 * What of the demo world a database holds: the personas' accounts and the test codes that skip payment.
 * A production start refuses such a database (a staging copy promoted by mistake).
 */
export async function findDemoTraces(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ trace: string }>(
    `SELECT email AS trace FROM users WHERE lower(email) = ANY($1::text[])
     UNION ALL
     SELECT code AS trace FROM promo_codes WHERE testable
     LIMIT 3`,
    [demoLogins.map((login) => login.email)],
  );
  return rows.map((row) => row.trace);
}
