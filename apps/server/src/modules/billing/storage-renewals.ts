import { STORAGE_PLAN_OWNER } from '@fathom/domain/payment-owners';
import type { Database } from '../../db/database';
import type { BillingLedger } from './billing-ledger';
import { cancelStoragePlan } from './cancel-plan';
import { openRenewals } from './renewal-owner';
import { useCardForActivePlans } from './renewal-repository';

export interface RenewalDeps {
  db: Database;
  /** Built with billing's owner of storage plans (renewal-owner.ts), which settles the renewals' attempts. */
  ledger: BillingLedger;
  now: () => Date;
  /** Owed periods one run claims at a time (the ledger's batch unless given). */
  batchSize?: number;
}

/**
 * Storage plans that are due are charged once per plan and period: each renewal is opened by inserting its
 * (plan, cycle) row, in the transaction that schedules it in the payments ledger, which charges it (one attempt in
 * flight per period, each under a key of its own) and retries a declined one daily, up to three attempts (ADR 063).
 * Several instances, retries or a crash never charge a period twice; the customer is told each time by billing's
 * owner of plans (renewal-owner.ts).
 */
export function createStorageRenewals(deps: RenewalDeps) {
  const plans = (ownerIds: readonly string[]) => ({ kind: STORAGE_PLAN_OWNER, ownerIds });

  /** Opens the periods due now: answers how many. */
  async function open(): Promise<{ opened: number }> {
    return { opened: await openRenewals(deps.db, deps.now(), deps.ledger.scheduleDues) };
  }

  /**
   * Charges the periods owed (due, retries due, or left by a stopped run) until no unclaimed one is left: answers
   * how many were claimed, and when the first claim of another run (one that may have stopped) runs out.
   */
  async function chargeOwed(): Promise<{ charged: number; nextClaimExpiry: Date | null }> {
    const { charged, nextClaimExpiry } = await deps.ledger.collectDue({
      kinds: [STORAGE_PLAN_OWNER],
      batchSize: deps.batchSize,
    });
    return { charged, nextClaimExpiry };
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
      const ids = await deps.db.transaction(async (tx) => {
        const changed = await useCardForActivePlans(tx, clientId, paymentMethodToken);
        if (changed.length === 0) return changed;
        await deps.ledger.useCardForDues(tx, plans(changed), paymentMethodToken);
        await deps.ledger.retryDues(tx, plans(changed));
        return changed;
      });
      if (ids.length === 0) return { plans: 0, charged: 0 };
      await deps.ledger.collectDue({ kinds: [STORAGE_PLAN_OWNER], ownerIds: ids });
      return { plans: ids.length, charged: await deps.ledger.countDuesPaidSince(plans(ids), now) };
    },

    /**
     * Ends a plan's renewals (the customer's choice): its samples are kept to the end of the period paid for, and
     * a declined renewal of it is not tried again.
     */
    cancelPlan: (clientId: string, subscriptionId: string) =>
      cancelStoragePlan(deps.db, deps.ledger, clientId, subscriptionId, deps.now()),

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
