import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import type { PaymentProvider } from '../../integrations/payments/index';
import { recurringJob } from '../../jobs/recurring-task';
import type { RoomContext } from '../../platform/room-context';
import type { PaymentOwner, PaymentsLedger } from '../payments/index';
import { createFailedRenewals, type FailedRenewals } from './failed-renewals';
import { storageRenewalOwner } from './renewal-owner';
import { type InstalmentsOfCustomer, registerBillingRoutes } from './routes';
import { createStorageNotices } from './storage-notices';
import { createStorageRenewals, type StorageRenewals } from './storage-renewals';

/** Billing's part in the payments ledger, made before it: the owner of storage plans' periods it is built with. */
export function createBillingPayments(deps: { outbox: EmailOutbox; now: () => Date }): {
  owner: PaymentOwner;
} {
  return { owner: storageRenewalOwner(deps) };
}

/** The storage plans' renewals, due in the payments ledger: built one way for the server and the demo seed. */
export function createBilling(deps: { db: Database; ledger: PaymentsLedger; now: () => Date }) {
  return { renewals: createStorageRenewals(deps) };
}

/**
 * The billing room: storage plans' periods opened as they fall due (charged and retried by the payments ledger),
 * their notices, the declined renewals staff chase, and the customer's billing page.
 */
export function registerBilling(
  app: FastifyInstance,
  room: RoomContext,
  rooms: { ledger: PaymentsLedger; payments: PaymentProvider; instalments: InstalmentsOfCustomer },
): { renewals: StorageRenewals; failedRenewals: FailedRenewals } {
  const { db, now, outbox } = room;
  const { renewals } = createBilling({ db, ledger: rooms.ledger, now });
  const notices = createStorageNotices({ db, outbox, now });
  const failedRenewals = createFailedRenewals({ db, ledger: rooms.ledger, enqueue: room.jobs.enqueue });
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
