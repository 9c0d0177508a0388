import type { FastifyInstance } from 'fastify';
import type { InstalmentProvider } from '../../integrations/instalments/index';
import type { PaymentProvider } from '../../integrations/payments/index';
import { isSandboxPayments } from '../../integrations/payments/sandbox';
import { recurringJob } from '../../jobs/recurring-task';
import type { RoomContext } from '../../platform/room-context';
import { createPaymentsLedger, type PaymentsLedger, type PaymentsLedgerDeps } from './payments-service';
import { registerSandboxAuthenticationRoutes } from './sandbox-authentication-routes';
import { registerStripeWebhook } from './stripe-webhook';

/** The payments ledger, built one way for the server and for the demo seed. */
export function createPayments(deps: PaymentsLedgerDeps): PaymentsLedger {
  return createPaymentsLedger(deps);
}

/**
 * The payments room: one ledger of payment attempts, through which checkout (orders, instalment plans) and
 * billing (renewals) charge and settle; the card processor's webhook; the sandbox's bank challenge page.
 */
export function registerPayments(
  app: FastifyInstance,
  room: RoomContext,
  integrations: { payments: PaymentProvider; instalments: InstalmentProvider },
): PaymentsLedger {
  const ledger = createPayments({
    db: room.db,
    payments: integrations.payments,
    instalments: integrations.instalments,
    now: room.now,
    warn: (message, details) => room.log.warn(details, message),
    alert: (message, details) => room.log.error(details, message),
    outbox: room.outbox,
  });
  // Payments left pending by a stopped process are read back by id and settled.
  room.jobs.define(recurringJob('settle-pending-payments', '* * * * *', () => ledger.reconcile()));
  registerStripeWebhook(app, { db: room.db, secret: room.config.stripeWebhookSecret, now: room.now, ledger });
  if (isSandboxPayments(integrations.payments)) {
    registerSandboxAuthenticationRoutes(app, { payments: integrations.payments });
  }
  return ledger;
}
