import type { Queryable } from '../../db/database';
import type { openRenewals } from './renewal-owner';

/** Some of the storage plans' dues in the ledger: of these plans, one period when named. */
interface PlanDues {
  kind: string;
  ownerIds: readonly string[];
  part?: number;
}

/**
 * What billing asks of the payments ledger, as billing calls it (ADR 063): the periods it opens scheduled, charged
 * and retried, a new card used, a cancelled plan's declined renewal stopped. register.ts hands billing the ledger,
 * built with billing's owner of storage plans (renewal-owner.ts), which has this shape.
 */
export interface BillingLedger {
  /** Schedules the periods that fell due, in the caller's transaction. */
  scheduleDues: Parameters<typeof openRenewals>[2];
  /** Charges what is due of these kinds of owner (and owners), in claimed batches, until nothing is left. */
  collectDue(scope: {
    kinds?: readonly string[];
    ownerIds?: readonly string[];
    batchSize?: number;
  }): Promise<{ charged: number; nextClaimExpiry: Date | null }>;
  /** The selected dues declined or failed are due again now (one attempt more for those that used them all). */
  retryDues(tx: Queryable, selection: PlanDues): Promise<unknown>;
  /** The selected unpaid dues are charged to this card from now on. */
  useCardForDues(tx: Queryable, selection: PlanDues, paymentMethodToken: string): Promise<unknown>;
  /** How many dues of the selected owners were paid since that moment. */
  countDuesPaidSince(selection: PlanDues, since: Date): Promise<number>;
  /** A plan's declined dues are not tried again (it ended). */
  stopRetryingDues(tx: Queryable, owner: { kind: string; id: string }): Promise<unknown>;
}
