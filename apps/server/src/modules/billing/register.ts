import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import type { PaymentProvider } from '../../integrations/payments/index';
import { recurringJob } from '../../jobs/recurring-task';
import type { RoomContext } from '../../platform/room-context';
import type { PaymentsLedger } from '../payments/index';
import { createFailedRenewals, type FailedRenewals } from './failed-renewals';
import { type InstalmentsOfCustomer, registerBillingRoutes } from './routes';
import { createStorageNotices } from './storage-notices';
import { createStorageRenewals, type StorageRenewals, storageRenewalJobs } from './storage-renewals';

/** The storage plans' renewals, charged through the payments ledger: built one way for the server and the demo seed. */
export function createBilling(deps: {
  db: Database;
  ledger: PaymentsLedger;
  outbox: EmailOutbox;
  now: () => Date;
}) {
  return { renewals: createStorageRenewals(deps) };
}

/**
 * The billing room: storage plans renewed on their dates (charging jobs on every instance share them in claimed
 * batches), their notices, the declined renewals staff chase, and the customer's billing page.
 */
export function registerBilling(
  app: FastifyInstance,
  room: RoomContext,
  rooms: { ledger: PaymentsLedger; payments: PaymentProvider; instalments: InstalmentsOfCustomer },
): { renewals: StorageRenewals; failedRenewals: FailedRenewals } {
  const { db, now, outbox } = room;
  const { renewals } = createBilling({ db, ledger: rooms.ledger, outbox, now });
  const notices = createStorageNotices({ db, outbox, now });
  const failedRenewals = createFailedRenewals({ db, now, enqueue: room.jobs.enqueue });
  // Each due time opens the periods due; charging jobs on every instance share them in claimed batches.
  for (const job of storageRenewalJobs(renewals, { db, cron: '*/10 * * * *', enqueue: room.jobs.enqueue })) {
    room.jobs.define(job);
  }
  room.jobs.define(recurringJob('storage-notices', '5 * * * *', () => notices.run()));
  registerBillingRoutes(app, {
    db,
    reads: room.reads,
    renewals,
    instalments: rooms.instalments,
    payments: rooms.payments,
    publicUrl: room.config.publicUrl,
    now,
  });
  return { renewals, failedRenewals };
}
