import { calendarDateIn } from '@fathom/domain/calendar-date';
import { formatDay } from '@fathom/domain/format';
import { LAB_REPORT_TIME_ZONE } from '@fathom/domain/lab';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import { RETEST_AFTER_MONTHS } from '@fathom/domain/result-trends';
import { msg } from '@lingui/core/macro';
import type { Database } from '../../db/database';
import { translatorFor } from '../../i18n/translator';
import type { EmailOutbox } from '../../integrations/email/index';
import { claimDueRetests } from './retest-repository';

/** A retest day passed longer ago than this is not reminded of: a new deployment does not email old customers. */
const REMINDER_WINDOW_DAYS = 14;

/**
 * The lab recommends a new analysis about three months after the last: on that day (once per analysis) the
 * customer is emailed, unless they have ordered one since. The email is queued in the transaction that marks the
 * analysis reminded, and sent by the outbox's job.
 */
export function createRetestReminders(deps: {
  db: Database;
  outbox: EmailOutbox;
  now: () => Date;
  marketingUrl: string;
}) {
  return {
    async run(): Promise<{ reminded: number }> {
      const now = deps.now();
      return deps.db.transaction(async (tx) => {
        const due = await claimDueRetests(tx, {
          today: calendarDateIn(now, LAB_REPORT_TIME_ZONE),
          now,
          months: RETEST_AFTER_MONTHS,
          windowDays: REMINDER_WINDOW_DAYS,
        });
        const link = marketingLink(deps.marketingUrl, MARKETING_PATHS.spermAnalysis);
        for (const retest of due) {
          await deps.outbox.queue(tx, {
            to: retest.email,
            write(language) {
              const say = translatorFor(language);
              const day = formatDay(retest.analysed_on, { language });
              return {
                subject: say.text(msg`Time for your next semen analysis`),
                text: [
                  say.text(msg`Your last analysis was on ${day}.`),
                  say.text(
                    msg`Sperm take about three months to renew, so a new analysis now shows where you stand today, and how any changes you made are working.`,
                  ),
                  say.text(msg`Order your next analysis: ${link}`),
                  say.text(msg`Your results over time are on the Analysis page of your account.`),
                ].join('\n\n'),
              };
            },
          });
        }
        return { reminded: due.length };
      });
    },
  };
}
export type RetestReminders = ReturnType<typeof createRetestReminders>;
