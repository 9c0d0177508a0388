import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { PaymentProviderUnavailableError } from '../../integrations/payments/index';
import type { EnqueueOptions, JobDefinition } from '../../jobs/job-queue';
import { recurringJob } from '../../jobs/recurring-task';
import type { PaymentAttempt, PaymentsLedger } from '../payments';
import { planPeriodOwner } from './renewal-owner';
import {
  claimOwedRenewals,
  claimRenewalRetries,
  countRenewalsPaidSince,
  findRenewals,
  holdRenewal,
  nextRenewalClaimExpiry,
  openDueRenewals,
  type RenewalRow,
  retryDeclinedRenewalsNow,
  useCardForActivePlans,
} from './renewal-repository';

export interface RenewalDeps {
  db: Database;
  /** Built with billing's owner of storage plans (renewal-owner.ts), which settles the renewals' attempts. */
  ledger: PaymentsLedger;
  now: () => Date;
  /** Owed periods one run claims at a time (RENEWAL_BATCH_SIZE unless given). */
  batchSize?: number;
}

/** Owed periods one run claims at a time. */
export const RENEWAL_BATCH_SIZE = 50;
/** Renewals of a batch charged at once. */
export const RENEWAL_CONCURRENCY = 8;
/**
 * How long a claim holds its batch: far longer than a batch takes, and the most a stopped instance's batch waits
 * before another run takes it.
 */
export const RENEWAL_CLAIM_MS = 30_000;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Runs `work` on every item, at most `limit` at a time; every item is tried, and the first failure thrown after. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index] as T;
      await work(item).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failures.length > 0) throw failures[0];
}

/**
 * Charges storage plans that are due, once per plan and period: each renewal is claimed by inserting its
 * (plan, cycle) row, then paid through the payments ledger (one attempt in flight per period, each under a key of
 * its own), so several instances, retries or a crash never charge a period twice. A declined renewal is retried
 * daily, up to three attempts, and the customer is told each time: the email is queued in the transaction that
 * settles the renewal, and sent by the outbox's job.
 */
export function createStorageRenewals(deps: RenewalDeps) {
  /**
   * Charges a claimed renewal once: under the renewal's row lock, while it is still owed and still held by this
   * claim, the period's attempt in flight is settled from the provider if there is one (an attempt a stopped run
   * left: abandoned when it never reached the provider, then the period gets a new attempt), else a new attempt is
   * started and charged. The ledger's one-attempt-in-flight index and idempotency keys make a second charge of a
   * period impossible whatever runs at once.
   */
  async function charge(renewal: RenewalRow, claimId: string): Promise<void> {
    const key = { subscription_id: renewal.subscription_id, cycle: renewal.cycle };
    const period = planPeriodOwner(renewal.subscription_id, renewal.cycle);
    for (let round = 0; round < 2; round += 1) {
      let started: { attempt: PaymentAttempt; open: boolean } | null;
      try {
        started = await deps.db.transaction(async (tx) => {
          if (!(await holdRenewal(tx, key, claimId))) return null;
          const open = await deps.ledger.openAttemptOf(period, tx);
          if (open) return { attempt: open, open: true };
          const attempt = await deps.ledger.startAttempt(tx, period, {
            amountCents: renewal.amount_cents,
            paymentMethodToken: renewal.payment_method_token,
            keyPrefix: `renewal:${renewal.subscription_id}:${renewal.cycle}`,
            part: renewal.cycle,
          });
          return { attempt, open: false };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return;
        throw error;
      }
      if (!started) return;
      try {
        if (started.open) {
          // Left by a run that stopped (or still running elsewhere): settled from the provider by its intent id.
          const answer = await deps.ledger.recover(started.attempt);
          if (answer.status === 'abandoned') continue;
          return;
        }
        await deps.ledger.charge(started.attempt, {
          description: `Fathom ${renewal.product_title}, period ${renewal.cycle}`,
          customerEmail: renewal.email,
          reuse: 'off_session',
        });
        return;
      } catch (error) {
        // The attempt stays open; the ledger's reconcile (or the next claim) reads its intent back by id.
        if (!(error instanceof PaymentProviderUnavailableError)) throw error;
        return;
      }
    }
  }

  /**
   * Claims batches of owed periods and charges them until no unclaimed one is left: answers how many were
   * claimed, and when the first claim of another run (one that may have stopped) runs out, if any is held.
   */
  async function chargeOwed(): Promise<{ charged: number; nextClaimExpiry: Date | null }> {
    let charged = 0;
    for (;;) {
      const now = deps.now();
      const claim = { id: randomUUID(), until: new Date(now.getTime() + RENEWAL_CLAIM_MS) };
      const keys = await claimOwedRenewals(deps.db, {
        ...claim,
        now,
        limit: deps.batchSize ?? RENEWAL_BATCH_SIZE,
      });
      if (keys.length === 0) break;
      const renewals = await findRenewals(deps.db, keys);
      await eachAtMost(renewals, RENEWAL_CONCURRENCY, (renewal) => charge(renewal, claim.id));
      charged += renewals.length;
    }
    return { charged, nextClaimExpiry: await nextRenewalClaimExpiry(deps.db, deps.now()) };
  }

  /** Opens the periods due now and moves the declined renewals whose retry is due back to owed. */
  async function open(): Promise<{ opened: number; retried: number }> {
    const now = deps.now();
    const opened = await openDueRenewals(deps.db, now);
    const retried = await claimRenewalRetries(deps.db, now, null);
    return { opened: opened.length, retried: retried.length };
  }

  return {
    /**
     * The customer changed the card: their plans renew on it, and their declined renewals are tried once more
     * at once (a renewal that used all its attempts gets one more). Answers how many were charged.
     */
    async useNewCard(
      clientId: string,
      paymentMethodToken: string,
    ): Promise<{ plans: number; charged: number }> {
      const now = deps.now();
      const ids = await useCardForActivePlans(deps.db, clientId, paymentMethodToken);
      if (ids.length === 0) return { plans: 0, charged: 0 };
      await retryDeclinedRenewalsNow(deps.db, ids, now);
      const claim = { id: randomUUID(), until: new Date(now.getTime() + RENEWAL_CLAIM_MS) };
      const renewals = await findRenewals(deps.db, await claimRenewalRetries(deps.db, now, ids, claim));
      for (const renewal of renewals) await charge(renewal, claim.id);
      return { plans: ids.length, charged: await countRenewalsPaidSince(deps.db, ids, now) };
    },

    open,
    chargeOwed,

    /** Opens what is due and charges every owed period no other run holds, here; safe on every instance at once. */
    async run(): Promise<{ charged: number }> {
      await open();
      const { charged } = await chargeOwed();
      return { charged };
    },
  };
}

export type StorageRenewals = ReturnType<typeof createStorageRenewals>;

/** The job that opens the periods due (on its schedule) and the job that charges them (several at once). */
export const STORAGE_RENEWALS_JOB = 'storage-renewals';
export const CHARGE_RENEWALS_JOB = 'charge-storage-renewals';
/** Charging jobs the schedule starts: one per instance's worker takes one, so instances share the batches. */
export const RENEWAL_CHARGING_JOBS = 4;

/**
 * The renewal jobs: each due time, one run opens the periods due and starts several charging jobs; each charging
 * job claims batches until none is left. When one ends while a batch is still claimed elsewhere, one more charging
 * job is added for when that claim runs out, so a stopped instance's batch is charged then, not at the next due time.
 */
export function storageRenewalJobs(
  renewals: Pick<StorageRenewals, 'open' | 'chargeOwed'>,
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
  const opening = recurringJob(STORAGE_RENEWALS_JOB, deps.cron, async () => {
    const opened = await renewals.open();
    for (let n = 0; n < RENEWAL_CHARGING_JOBS; n += 1) await deps.enqueue(deps.db, CHARGE_RENEWALS_JOB, {});
    return opened;
  });
  const charging: JobDefinition = {
    name: CHARGE_RENEWALS_JOB,
    policy: 'standard',
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: 2,
    async run() {
      const result = await renewals.chargeOwed();
      if (result.nextClaimExpiry) {
        await deps.enqueue(
          deps.db,
          CHARGE_RENEWALS_JOB,
          {},
          {
            startAfter: new Date(result.nextClaimExpiry.getTime() + 1_000),
            onePer: { key: 'claims-run-out', seconds: RENEWAL_CLAIM_MS / 1000 },
          },
        );
      }
      return result;
    },
  };
  return [opening, charging];
}
