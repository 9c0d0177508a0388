import { RETENTION_BATCH, type RetainedLog, retentionCutoff } from '@fathom/domain/retention';
import type { Database } from '../db/database';
import { deleteEmailsSentBefore } from '../integrations/email/outbox-repository';
import { recurringJob } from '../jobs/recurring-task';
import { deleteExpiredLoginTokens } from '../modules/auth/login-token-repository';
import { deleteExpiredPasswordResets } from '../modules/auth/password-reset-repository';
import { deleteExpiredSessions } from '../modules/auth/session-repository';
import { deleteViewAsGrantsBefore } from '../modules/auth/view-as-repository';
import { deleteIdempotencyKeysBefore } from '../modules/checkout/orders/order-repository';
import { deleteLabMessagesBefore } from '../modules/lab/lab-repository';
import { deleteStripeEventsBefore } from '../modules/payments/stripe-event-repository';
import { deleteResultViewsBefore } from '../modules/results/views/result-view-repository';
import { deleteStaffAuditBefore } from '../modules/staff/staff-audit-repository';

export const LOG_RETENTION_JOB = 'log-retention';

type DeleteBefore = (db: Database, cutoff: Date, limit: number) => Promise<number>;

/**
 * Each log's deletion, by its own room's repository, in the order that keeps every foreign key whole: support's
 * views before the sessions they name.
 */
const logs: readonly { log: RetainedLog; table: string; deleteBefore: DeleteBefore }[] = [
  { log: 'resultViews', table: 'result_views', deleteBefore: deleteResultViewsBefore },
  { log: 'staffAudit', table: 'staff_audit', deleteBefore: deleteStaffAuditBefore },
  { log: 'viewAsGrants', table: 'view_as_grants', deleteBefore: deleteViewAsGrantsBefore },
  { log: 'labMessages', table: 'lab_messages', deleteBefore: deleteLabMessagesBefore },
  { log: 'sentEmails', table: 'outbox', deleteBefore: deleteEmailsSentBefore },
  { log: 'processorEvents', table: 'stripe_events', deleteBefore: deleteStripeEventsBefore },
  { log: 'signInSecrets', table: 'sessions', deleteBefore: deleteExpiredSessions },
  { log: 'signInSecrets', table: 'login_tokens', deleteBefore: deleteExpiredLoginTokens },
  { log: 'signInSecrets', table: 'password_resets', deleteBefore: deleteExpiredPasswordResets },
  { log: 'orderIdempotencyKeys', table: 'order_idempotency_keys', deleteBefore: deleteIdempotencyKeysBefore },
];

/**
 * Deletes every log's rows older than its rule (`@fathom/domain/retention`), a batch of at most 10,000 rows per
 * statement, each batch its own transaction, so the tables are never locked for long; answers how many rows went
 * from each table. A run stopped half-way leaves the rest to the next, which finds them as old.
 */
export async function deleteExpiredLogRows(
  db: Database,
  now: Date,
  batch = RETENTION_BATCH,
): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {};
  for (const { log, table, deleteBefore } of logs) {
    const cutoff = retentionCutoff(log, now);
    let total = 0;
    for (;;) {
      const gone = await deleteBefore(db, cutoff, batch);
      total += gone;
      if (gone < batch) break;
    }
    deleted[table] = total;
  }
  return deleted;
}

/** Once a day at 03:40 UTC, a quiet hour in the United States, as a durable recurring job. */
export function logRetentionJob(db: Database, now: () => Date) {
  return recurringJob(LOG_RETENTION_JOB, '40 3 * * *', () => deleteExpiredLogRows(db, now()));
}
