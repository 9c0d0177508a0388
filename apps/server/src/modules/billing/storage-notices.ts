import { calendarDateIn } from '@fathom/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@fathom/domain/constants';
import { destructionWarningDue, RENEWAL_REMINDER_DAYS } from '@fathom/domain/storage-billing';
import type { Database } from '../../db/database';
import type { EmailSender } from '../../integrations/email/index';

const dayMs = 86_400_000;

/**
 * Emails sent once each: a reminder a week before a storage plan renews, and warnings 60, 30 and 7 days
 * before vials without a plan are destroyed. Each is claimed by a row before it is sent, so several
 * instances send it once.
 */
export function createStorageNotices(deps: { db: Database; email: EmailSender; now: () => Date }) {
  async function remindRenewals(now: Date): Promise<number> {
    const { rows } = await deps.db.query<{
      email: string;
      title: string;
      next_billing_at: Date;
      price_cents: number;
    }>(
      `UPDATE subscriptions s SET reminded_cycle = s.cycles_billed + 1
         FROM clients c, products p
        WHERE c.id = s.client_id AND p.id = s.product_id AND s.status = 'active'
          AND s.next_billing_at > $1 AND s.next_billing_at <= $2
          AND (s.billing_cycles IS NULL OR s.cycles_billed < s.billing_cycles)
          AND (s.reminded_cycle IS NULL OR s.reminded_cycle <> s.cycles_billed + 1)
        RETURNING c.email, p.title, s.next_billing_at, p.price_cents`,
      [now, new Date(now.getTime() + RENEWAL_REMINDER_DAYS * dayMs)],
    );
    for (const row of rows) {
      await deps.email.send({
        to: row.email,
        subject: 'Your plan renews soon',
        text: `Your ${row.title} renews on ${calendarDateIn(new Date(row.next_billing_at), DEFAULT_TIMEZONE)} for $${(row.price_cents / 100).toFixed(2)}. To change your card or plan, open Manage billing.`,
      });
    }
    return rows.length;
  }

  async function warnOfDestruction(now: Date): Promise<number> {
    const today = calendarDateIn(now, DEFAULT_TIMEZONE);
    const { rows: candidates } = await deps.db.query<{
      id: string;
      email: string;
      destruction_date: string;
      days_left: number;
    }>(
      `SELECT i.id, c.email, to_char(i.destruction_date, 'YYYY-MM-DD') AS destruction_date,
              (i.destruction_date - $1::date) AS days_left
         FROM items i JOIN clients c ON c.id = i.client_id
        WHERE i.destruction_date IS NOT NULL AND i.destruction_date >= $1::date
          AND i.destruction_date <= $1::date + 60`,
      [today],
    );
    let sent = 0;
    for (const item of candidates) {
      const warning = destructionWarningDue(Number(item.days_left));
      if (warning === null) continue;
      const claimed = await deps.db.query(
        `INSERT INTO destruction_warnings (item_id, days_before, sent_at) VALUES ($1, $2, $3)
         ON CONFLICT (item_id, days_before) DO NOTHING RETURNING item_id`,
        [item.id, warning, now],
      );
      if (claimed.rows.length === 0) continue;
      sent += 1;
      await deps.email.send({
        to: item.email,
        subject: `Please choose a plan before ${item.destruction_date}`,
        text: `Your frozen sample has no storage plan. Unless you choose one, its vials will be destroyed on ${item.destruction_date} (in ${item.days_left} days). Choose a plan in the portal under Cryogenic storage, or contact us.`,
      });
    }
    return sent;
  }

  return {
    async run(): Promise<{ reminders: number; warnings: number }> {
      const now = deps.now();
      return { reminders: await remindRenewals(now), warnings: await warnOfDestruction(now) };
    },
  };
}
export type StorageNotices = ReturnType<typeof createStorageNotices>;
