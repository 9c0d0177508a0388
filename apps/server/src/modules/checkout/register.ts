import type { Catalogue } from '@fathom/contract/catalogue';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';
import type { Database, Queryable } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import type { EmailVerifier } from '../../integrations/email-verification/index';
import type { JobQueue } from '../../jobs/job-queue';
import { recurringJob } from '../../jobs/recurring-task';
import type { RoomContext } from '../../platform/room-context';
import type { PaymentOwner, PaymentsLedger } from '../payments/index';
import { createDiscountService } from './discounts/discount-service';
import { registerDiscountRoutes } from './discounts/routes';
import { deleteExpiredDrafts } from './drafts/checkout-intent-repository';
import { registerCheckoutIntentRoutes } from './drafts/routes';
import { registerValidateEmailRoutes } from './email-check/routes';
import { createFailedInstalments } from './orders/failed-instalments';
import { createInstalmentCollection } from './orders/instalment-collection';
import { createOrderConfirmations, type OrderConfirmations } from './orders/order-confirmation-email';
import { orderPaymentOwner } from './orders/order-payment-owner';
import { createOrderPayments } from './orders/order-payments';
import { createOrderService } from './orders/order-service';
import { registerOrderRoutes } from './orders/routes';
import { createUnpaidOrderClosing } from './orders/unpaid-orders';
import { registerUpsellRoutes } from './upsell/routes';

/** What checkout is built from: the app's own parts, and what the catalogue, payments and auth rooms give it. */
export interface CheckoutDeps {
  db: Database;
  reads: Queryable;
  now: () => Date;
  outbox: EmailOutbox;
  config: Pick<Config, 'publicUrl' | 'production' | 'staffAlertsEmail'>;
  enqueue: JobQueue['enqueue'];
  /** Tells staff what needs a person (a part of an instalment plan that could not be collected). */
  alert: (message: string, details: Record<string, unknown>) => void;
  catalogue: Catalogue;
  /** Queues the welcome link of an account a guest's first order opened, in the caller's transaction. */
  sendWelcomeLink(tx: Queryable, email: string): Promise<void>;
}

/**
 * Checkout's part in the payments ledger, made before the ledger: the orders' confirmations, and the owner of
 * orders' payments (the first payment, the later parts of instalment plans) that the ledger is built with.
 */
export function createCheckoutPayments(
  deps: Pick<CheckoutDeps, 'db' | 'now' | 'outbox' | 'config' | 'alert' | 'sendWelcomeLink'>,
): { confirmations: OrderConfirmations; owner: PaymentOwner } {
  const confirmations = createOrderConfirmations({
    db: deps.db,
    outbox: deps.outbox,
    now: deps.now,
    publicUrl: deps.config.publicUrl,
    sendWelcomeLink: deps.sendWelcomeLink,
  });
  const owner = orderPaymentOwner({
    now: deps.now,
    confirmations,
    outbox: deps.outbox,
    staffAlertsEmail: deps.config.staffAlertsEmail,
    alert: deps.alert,
  });
  return { confirmations, owner };
}

/**
 * The checkout room's services, built one way for the server and for the demo seed: orders placed and paid
 * through the ledger, the later parts of instalment plans, unpaid orders closed, discounts.
 */
export function createCheckout(
  deps: CheckoutDeps & { ledger: PaymentsLedger; confirmations: OrderConfirmations },
) {
  const { db, now, ledger, confirmations } = deps;
  return {
    confirmations,
    orders: createOrderService({
      db,
      catalogue: deps.catalogue,
      payments: createOrderPayments({ db, ledger }),
      confirmations,
      now,
      production: deps.config.production,
    }),
    instalments: createInstalmentCollection({ db, reads: deps.reads, ledger }),
    unpaidOrders: createUnpaidOrderClosing({ db, ledger, now }),
    failedInstalments: createFailedInstalments({ db, ledger, enqueue: deps.enqueue }),
    discounts: createDiscountService({
      reads: deps.reads,
      catalogue: deps.catalogue,
      clock: now,
      production: deps.config.production,
    }),
  };
}

export type Checkout = ReturnType<typeof createCheckout>;

/** The checkout room: its services, its recurring jobs and its routes (the shop's cart, orders and discounts). */
export function registerCheckout(
  app: FastifyInstance,
  room: RoomContext,
  rooms: Pick<CheckoutDeps, 'catalogue' | 'sendWelcomeLink'> & {
    ledger: PaymentsLedger;
    confirmations: OrderConfirmations;
    emailVerifier: EmailVerifier;
  },
): Checkout {
  const { db, now, limits, config } = room;
  const checkout = createCheckout({
    ...room,
    enqueue: room.jobs.enqueue,
    alert: (message, details) => room.log.error(details, message),
    ...rooms,
  });
  const { confirmations, unpaidOrders } = checkout;
  // Confirmations a stopped process did not queue go out once their order has been paid for two minutes.
  room.jobs.define(recurringJob('owed-order-confirmations', '* * * * *', () => confirmations.sendOwed()));
  room.jobs.define(
    recurringJob('expired-checkout-drafts', '35 * * * *', () => deleteExpiredDrafts(db, now())),
  );
  // Orders still unpaid a day after they were placed are cancelled, once the intents of their attempts are cancelled
  // at the provider (or found paid after all: then the order is paid, never cancelled).
  room.jobs.define(recurringJob('close-unpaid-orders', '45 * * * *', () => unpaidOrders.run()));

  registerValidateEmailRoutes(app, { verifier: rooms.emailVerifier, limiter: limits.validateEmailPerIp });
  registerDiscountRoutes(app, { discounts: checkout.discounts, limiter: limits.discountCalculationPerIp });
  registerOrderRoutes(app, {
    db,
    reads: room.reads,
    orders: checkout.orders,
    unpaidOrders,
    publicUrl: config.publicUrl,
    productName: config.productName,
    now,
  });
  registerUpsellRoutes(app, { db, catalogue: rooms.catalogue, limiter: limits.upsellPerIp });
  registerCheckoutIntentRoutes(app, {
    db,
    now,
    publicUrl: config.publicUrl,
    limiter: limits.checkoutDraftsPerIp,
  });
  return checkout;
}
