import type { Queryable } from '../../db/database';

/**
 * Claims the reminders of active plans renewing between the two moments, each once per cycle (marked before it
 * is sent): whom to tell, about what, when, for how much.
 */
export async function claimRenewalReminders(db: Queryable, from: Date, to: Date) {
  const { rows } = await db.write<{
    email: string;
    product_key: string | null;
    title: string;
    next_billing_at: Date;
    price_cents: number;
  }>(
    ['subscriptions'],
    `UPDATE subscriptions s SET reminded_cycle = s.cycles_billed + 1
       FROM clients c, products p
      WHERE c.id = s.client_id AND p.id = s.product_id AND s.status = 'active'
        AND s.next_billing_at > $1 AND s.next_billing_at <= $2
        AND (s.billing_cycles IS NULL OR s.cycles_billed < s.billing_cycles)
        AND (s.reminded_cycle IS NULL OR s.reminded_cycle <> s.cycles_billed + 1)
      RETURNING c.email, p.key AS product_key, p.title, s.next_billing_at, p.price_cents`,
    [from, to],
  );
  return rows;
}

/** Stored samples to be destroyed within 60 days of the day given: whose, when, and in how many days. */
export async function findDestructionsWithin60Days(db: Queryable, today: string) {
  const { rows } = await db.query<{ id: string; email: string; destruction_date: string; days_left: number }>(
    `SELECT i.id, c.email, to_char(i.destruction_date, 'YYYY-MM-DD') AS destruction_date,
            (i.destruction_date - $1::date) AS days_left
       FROM items i JOIN clients c ON c.id = i.client_id
      WHERE i.destruction_date IS NOT NULL AND i.destruction_date >= $1::date
        AND i.destruction_date <= $1::date + 60`,
    [today],
  );
  return rows;
}

/** Claims the warning of a sample's destruction so many days before; false when it was claimed already. */
export async function claimDestructionWarning(
  db: Queryable,
  itemId: string,
  daysBefore: number,
  at: Date,
): Promise<boolean> {
  const { rows } = await db.write(
    ['destruction_warnings'],
    `INSERT INTO destruction_warnings (item_id, days_before, sent_at) VALUES ($1, $2, $3)
     ON CONFLICT (item_id, days_before) DO NOTHING RETURNING item_id`,
    [itemId, daysBefore, at],
  );
  return rows.length > 0;
}
