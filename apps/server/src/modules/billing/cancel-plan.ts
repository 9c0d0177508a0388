import { STORAGE_PLAN_OWNER } from '@fathom/domain/payment-owners';
import type { Database } from '../../db/database';
import { DomainError } from '../../http/domain-errors';
import { refreshActivePlanFlag } from '../account';
import { setStorageDestructionDate } from '../kits';
import type { BillingLedger } from './billing-ledger';
import { cancelActivePlan } from './plan-repository';

/**
 * Ends a storage plan's renewals. The period already paid for is kept: the plan's stored samples get that
 * period's end as their destruction date, so the customer is warned at 60, 30 and 7 days like any sample
 * without a plan, and can choose a plan again until then.
 */
export async function cancelStoragePlan(
  db: Database,
  ledger: Pick<BillingLedger, 'stopRetryingDues'>,
  clientId: string,
  subscriptionId: string,
  now: Date,
): Promise<{ id: string; paid_until: string | null }> {
  return db.transaction(async (tx) => {
    const plan = await cancelActivePlan(tx, clientId, subscriptionId);
    if (!plan) throw new DomainError('not_found', 'Not found.');
    await setStorageDestructionDate(tx, {
      orderId: plan.order_id,
      clientId,
      date: plan.paid_until ?? now.toISOString().slice(0, 10),
    });
    // A declined renewal of it is not tried again.
    await ledger.stopRetryingDues(tx, { kind: STORAGE_PLAN_OWNER, id: subscriptionId });
    // The account's flag follows its plans: the last active plan cancelled, it has none.
    await refreshActivePlanFlag(tx, clientId, now);
    return { id: subscriptionId, paid_until: plan.paid_until };
  });
}
