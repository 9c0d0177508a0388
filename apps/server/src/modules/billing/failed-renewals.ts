import type { Database, Queryable } from '../../db/database';
import { DomainError } from '../../http/domain-errors';
import {
  countFailedRenewals,
  type FailedRenewalSort,
  findFailedRenewals,
  findRenewalState,
  oweDeclinedRenewalNow,
} from './renewal-repository';
import { CHARGE_RENEWALS_JOB } from './storage-renewals';

export interface FailedRenewalsDeps {
  db: Database;
  now: () => Date;
  /** Adds a job in the caller's transaction (the job queue's). */
  enqueue: (db: Queryable, name: string, data: Record<string, unknown>) => Promise<void>;
}

/**
 * Storage plan renewals whose last attempt was declined, for staff to follow up, and "Try again": the period is
 * owed again now, as a retry that fell due is, and a charging job is queued in the same transaction, so the
 * charging run claims and charges it like any other (one attempt in flight per period, under the ledger's
 * idempotency keys). A second click finds the period owed already and changes nothing.
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
        const owed = await oweDeclinedRenewalNow(tx, key, deps.now());
        if (owed) {
          await deps.enqueue(tx, CHARGE_RENEWALS_JOB, {});
          return { clientId: owed.client_id, status: 'queued' as const };
        }
        const state = await findRenewalState(tx, key);
        if (!state) throw new DomainError('not_found', 'Not found.');
        if (state.status === 'succeeded') throw new DomainError('conflict', 'This renewal is paid already.');
        // Owed already (an earlier click, or its retry fell due): the charging run takes it once.
        if (state.status === 'pending') return { clientId: state.client_id, status: 'queued' as const };
        throw new DomainError('conflict', 'This plan has ended: its renewal is not tried again.');
      });
    },
  };
}

export type FailedRenewals = ReturnType<typeof createFailedRenewals>;
