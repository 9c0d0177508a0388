import { calendarDateIn } from '@fathom/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@fathom/domain/constants';
import { formatDay, formatMoney } from '@fathom/domain/format';
import { productTitle } from '@fathom/domain/product-words';
import { destructionWarningDue, RENEWAL_REMINDER_DAYS } from '@fathom/domain/storage-billing';
import { msg } from '@lingui/core/macro';
import type { Database } from '../../db/database';
import { translatorFor } from '../../i18n/translator';
import type { EmailOutbox } from '../../integrations/email/index';
import {
  claimDestructionWarning,
  claimRenewalReminders,
  findDestructionsWithin60Days,
} from './notice-repository';

const dayMs = 86_400_000;

/**
 * Emails sent once each: a reminder a week before a storage plan renews, and warnings 60, 30 and 7 days
 * before vials without a plan are destroyed. Each is claimed by a row in the transaction that queues its email,
 * so several instances queue it once, and the outbox's job sends it (a destruction warning is retried until
 * sent or flagged to staff).
 */
export function createStorageNotices(deps: { db: Database; outbox: EmailOutbox; now: () => Date }) {
  async function remindRenewals(now: Date): Promise<number> {
    return deps.db.transaction(async (tx) => {
      const rows = await claimRenewalReminders(
        tx,
        now,
        new Date(now.getTime() + RENEWAL_REMINDER_DAYS * dayMs),
      );
      for (const row of rows) {
        const renewsOn = calendarDateIn(new Date(row.next_billing_at), DEFAULT_TIMEZONE);
        const price = formatMoney(row.price_cents);
        await deps.outbox.queue(tx, {
          to: row.email,
          write(language) {
            const say = translatorFor(language);
            const day = formatDay(renewsOn, { language });
            const plan = productTitle(row.product_key, language, row.title);
            return {
              subject: say.text(msg`Your plan renews soon`),
              text: say.text(
                msg`Your ${plan} renews on ${day} for ${price}. To change your card or plan, open Manage billing.`,
              ),
            };
          },
        });
      }
      return rows.length;
    });
  }

  async function warnOfDestruction(now: Date): Promise<number> {
    const today = calendarDateIn(now, DEFAULT_TIMEZONE);
    const candidates = await findDestructionsWithin60Days(deps.db, today);
    let sent = 0;
    for (const item of candidates) {
      const warning = destructionWarningDue(Number(item.days_left));
      if (warning === null) continue;
      const claimed = await deps.db.transaction(async (tx) => {
        if (!(await claimDestructionWarning(tx, item.id, warning, now))) return false;
        const daysLeft = Number(item.days_left);
        await deps.outbox.queue(
          tx,
          {
            to: item.email,
            write(language) {
              const say = translatorFor(language);
              const day = formatDay(item.destruction_date, { language });
              return {
                subject: say.text(msg`Please choose a plan before ${day}`),
                text: say.text(
                  msg`Your frozen sample has no storage plan. Unless you choose one, its vials will be destroyed on ${day} (in ${daysLeft} days). Choose a plan in the portal under Cryogenic storage, or contact us.`,
                ),
              };
            },
          },
          { kind: 'destruction-warning' },
        );
        return true;
      });
      if (claimed) sent += 1;
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
