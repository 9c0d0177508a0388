import type { FastifyInstance } from 'fastify';
import type { InstalmentProvider } from '../../integrations/instalments/index';
import type { PaymentProvider } from '../../integrations/payments/index';
import { isSandboxPayments } from '../../integrations/payments/sandbox';
import { recurringJob } from '../../jobs/recurring-task';
import type { RoomContext } from '../../platform/room-context';
import { paymentsDueJobs } from './payment-jobs';
import {
  createPaymentsLedger,
  type PaymentOwner,
  type PaymentsLedger,
  type PaymentsLedgerDeps,
} from './payments-service';
import { registerSandboxAuthenticationRoutes } from './sandbox-authentication-routes';
import { registerStripeWebhook } from './stripe-webhook';

/** The payments ledger, built one way for the server and for the demo seed. */
export function createPayments(deps: PaymentsLedgerDeps): PaymentsLedger {
  return createPaymentsLedger(deps);
}

/**
 * The payments room: one ledger of what is due and of payment attempts, which charges, retries and settles for
 * the owners it is built with (checkout's orders and instalment plans, billing's renewals); the card processor's webhook; the sandbox's bank challenge page.
 */
export function registerPayments(
  app: FastifyInstance,
  room: RoomContext,
  integrations: { payments: PaymentProvider; instalments: InstalmentProvider },
  /** The rooms whose payments the ledger takes and tells of their outcomes (checkout's orders, billing's plans). */
  owners: readonly PaymentOwner[],
): PaymentsLedger {
  const ledger = createPayments({
    db: room.db,
    payments: integrations.payments,
    instalments: integrations.instalments,
    now: room.now,
    warn: (message, details) => room.log.warn(details, message),
    alert: (message, details) => room.log.error(details, message),
    outbox: room.outbox,
    owners,
  });
  // Payments left pending by a stopped process are read back by id and settled.
  room.jobs.define(recurringJob('settle-pending-payments', '* * * * *', () => ledger.reconcile()));
  // What is due (renewals, instalments, their retries): each due time owners open what fell due and customers are
  // reminded; collecting jobs on every instance share what is due in claimed batches.
  for (const job of paymentsDueJobs(ledger, {
    db: room.db,
    cron: '*/10 * * * *',
    enqueue: room.jobs.enqueue,
  })) {
    room.jobs.define(job);
  }
  registerStripeWebhook(app, { db: room.db, secret: room.config.stripeWebhookSecret, now: room.now, ledger });
  if (isSandboxPayments(integrations.payments)) {
    registerSandboxAuthenticationRoutes(app, { payments: integrations.payments });
  }
  return ledger;
}
