import { COLLECT_PAYMENTS_JOB } from '@fathom/contract/jobs';
import type { Queryable } from '../../db/database';
import type { EnqueueOptions, JobDefinition } from '../../jobs/job-queue';
import { recurringJob } from '../../jobs/recurring-task';
import { COLLECT_CLAIM_MS } from './payment-collection';
import type { PaymentsLedger } from './payments-service';

/** The job that lets owners open what fell due, sends reminders and starts the collectors (on its schedule). */
export const PAYMENTS_DUE_JOB = 'payments-due';
/** The job that collects what is due, several at once (its name is the contract's: staff's "Try again" queues one). */
export { COLLECT_PAYMENTS_JOB };
/** Collecting jobs the schedule starts: one per instance's worker takes one, so instances share the batches. */
export const COLLECTING_JOBS = 4;

/**
 * The ledger's jobs (ADR 063): each due time, one run lets the owners open what fell due (billing's periods), tells
 * the customers whose dues fall within their reminder window, and starts several collecting jobs; each collecting
 * job claims batches until none is left. When one ends while a batch is still claimed elsewhere, one more collecting
 * job is added for when that claim runs out, so a stopped instance's batch is charged then, not at the next due time.
 */
export function paymentsDueJobs(
  ledger: Pick<PaymentsLedger, 'openDue' | 'remindDue' | 'collectDue'>,
  deps: {
    db: Queryable;
    cron: string;
    enqueue: (
      db: Queryable,
      name: string,
      data: Record<string, unknown>,
      options?: EnqueueOptions,
    ) => Promise<void>;
  },
): JobDefinition[] {
  const schedule = recurringJob(PAYMENTS_DUE_JOB, deps.cron, async () => {
    const opened = await ledger.openDue();
    const reminded = await ledger.remindDue();
    for (let n = 0; n < COLLECTING_JOBS; n += 1) await deps.enqueue(deps.db, COLLECT_PAYMENTS_JOB, {});
    return { opened, reminded };
  });
  const collecting: JobDefinition = {
    name: COLLECT_PAYMENTS_JOB,
    policy: 'standard',
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: 2,
    async run() {
      const result = await ledger.collectDue();
      if (result.nextClaimExpiry) {
        await deps.enqueue(
          deps.db,
          COLLECT_PAYMENTS_JOB,
          {},
          {
            startAfter: new Date(result.nextClaimExpiry.getTime() + 1_000),
            onePer: { key: 'claims-run-out', seconds: COLLECT_CLAIM_MS / 1000 },
          },
        );
      }
      return { charged: result.charged };
    },
  };
  return [schedule, collecting];
}
