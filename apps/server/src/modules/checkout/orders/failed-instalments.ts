import { COLLECT_PAYMENTS_JOB } from '@fathom/contract/jobs';
import { ORDER_OWNER } from '@fathom/domain/payment-owners';
import { msg } from '@lingui/core/macro';
import type { Database, Queryable } from '../../../db/database';
import { DomainError } from '../../../http/domain-errors';
import {
  countUnpaidInstalments,
  findInstalmentStatus,
  findUnpaidInstalments,
  type InstalmentKey,
  type UnpaidInstalmentSort,
} from './instalment-repository';

export interface FailedInstalmentsDeps {
  db: Database;
  /** The payments ledger, which charges the later parts: those selected declined or failed are due again now. */
  ledger: {
    retryDues(
      tx: Queryable,
      selection: { kind: string; ownerIds: readonly string[]; part?: number },
    ): Promise<readonly unknown[]>;
  };
  /** Adds a job in the caller's transaction (the job queue's). */
  enqueue: (db: Queryable, name: string, data: Record<string, unknown>) => Promise<void>;
}

/**
 * Later instalments whose last attempt was declined, for staff to follow up, and "Try again": the part is due
 * again now in the payments ledger and a collecting job is queued in the same transaction, so the collector charges
 * it through its usual claim (one attempt in flight per order, under the ledger's idempotency keys). Two clicks
 * queue two runs; the second finds nothing due and charges nothing.
 */
export function createFailedInstalments(deps: FailedInstalmentsDeps) {
  return {
    async page(query: { sort: UnpaidInstalmentSort; limit: number; offset: number }) {
      const [rows, total] = await Promise.all([
        findUnpaidInstalments(deps.db, query),
        countUnpaidInstalments(deps.db),
      ]);
      return { rows, total };
    },

    /** A part paid, or never tried, is refused with why; a part being charged already is left to that attempt. */
    async retryNow(key: InstalmentKey): Promise<{ status: 'queued' }> {
      return deps.db.transaction(async (tx) => {
        const retried = await deps.ledger.retryDues(tx, {
          kind: ORDER_OWNER,
          ownerIds: [key.order_id],
          part: key.number,
        });
        if (retried.length > 0) {
          await deps.enqueue(tx, COLLECT_PAYMENTS_JOB, {});
          return { status: 'queued' as const };
        }
        const status = await findInstalmentStatus(tx, key);
        switch (status) {
          case null:
            throw new DomainError('not_found', 'Not found.');
          case 'paid':
            throw new DomainError('conflict', msg`This instalment is paid already.`);
          case 'pending':
            return { status: 'queued' as const };
          case 'scheduled':
            throw new DomainError(
              'conflict',
              msg`This instalment has not been tried yet: it is charged on its date.`,
            );
          default:
            throw new DomainError('conflict', msg`This instalment cannot be tried again now.`);
        }
      });
    },
  };
}

export type FailedInstalments = ReturnType<typeof createFailedInstalments>;
