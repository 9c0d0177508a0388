import { COLLECT_PAYMENTS_JOB } from '@fathom/contract/jobs';
import { STORAGE_PLAN_OWNER } from '@fathom/domain/payment-owners';
import { msg } from '@lingui/core/macro';
import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../http/domain-errors';
import type { BillingLedger } from './billing-ledger';
import {
  countFailedRenewals,
  type FailedRenewalSort,
  findFailedRenewals,
  findRenewalState,
} from './renewal-repository';

export interface FailedRenewalsDeps {
  db: Database;
  ledger: Pick<BillingLedger, 'retryDues' | 'useCardForDues'>;
  /** Adds a job in the caller's transaction (the job queue's). */
  enqueue: (db: Queryable, name: string, data: Record<string, unknown>) => Promise<void>;
}

/**
 * Storage plan renewals whose last attempt was declined, for staff to follow up, and "Try again": the period is
 * due again now in the payments ledger, as a retry that fell due is, charged to the plan's card as it stands, and a
 * collecting job is queued in the same transaction, so the collector claims and charges it like any other (one
 * attempt in flight per period, under the ledger's idempotency keys). A second click finds the period due already
 * and changes nothing.
 */
export function createFailedRenewals(deps: FailedRenewalsDeps) {
  return {
    /** How many active plans have a renewal whose last attempt was declined (the admin's list), for the metrics. */
    count: () => countFailedRenewals(deps.db),

    async page(query: { sort: FailedRenewalSort; limit: number; offset: number }) {
      const [rows, total] = await Promise.all([
        findFailedRenewals(deps.db, query),
        countFailedRenewals(deps.db),
      ]);
      return { rows, total };
    },

    /** Answers the plan's client; a period paid, or of a plan that ended, is refused with why. */
    async retryNow(key: {
      subscription_id: string;
      cycle: number;
    }): Promise<{ clientId: string; status: 'queued' }> {
      return deps.db.transaction(async (tx) => {
        const state = await findRenewalState(tx, key);
        if (!state) throw new DomainError('not_found', 'Not found.');
        if (state.status === 'paid') throw new DomainError('conflict', msg`This renewal is paid already.`);
        const period = { kind: STORAGE_PLAN_OWNER, ownerIds: [key.subscription_id], part: key.cycle };
        const declined = state.status === 'declined' || state.status === 'failed';
        if (declined && state.plan_status === 'active') {
          if (state.payment_method_token) {
            await deps.ledger.useCardForDues(tx, period, state.payment_method_token);
          }
          await deps.ledger.retryDues(tx, period);
          await deps.enqueue(tx, COLLECT_PAYMENTS_JOB, {});
          return { clientId: state.client_id, status: 'queued' as const };
        }
        // Owed already (an earlier click, or its retry fell due): the collector takes it once.
        if (!declined) return { clientId: state.client_id, status: 'queued' as const };
        throw new DomainError('conflict', msg`This plan has ended: its renewal is not tried again.`);
      });
    },
  };
}

export type FailedRenewals = ReturnType<typeof createFailedRenewals>;
