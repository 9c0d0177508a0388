import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { Integrations } from '../integrations/choose-integrations';
import type { EmailSender } from '../integrations/email/index';
import { startRecurringJob } from '../jobs/recurring-job';
import { registerClientRoutes } from './account/clients/routes';
import { registerAuthorizedUserRoutes } from './account/partner/routes';
import { loadUserResource, loadUserSummary } from './account/profile/profile-service';
import { registerProfileRoutes } from './account/profile/routes';
import { registerRecommendationRoutes } from './account/recommendations/routes';
import { registerAnnouncementRoutes } from './announcements/routes';
import { registerPasswordChangeRoutes } from './auth/password-change/routes';
import { sendWelcomeLink } from './auth/password-reset-service';
import type { PasswordHasher } from './auth/passwords';
import { registerAccountSessionRoutes } from './auth/sessions/routes';
import { registerAuth } from './auth/setup/register-auth';
import { registerTwoFactorRoutes } from './auth/two-factor/routes';
import { registerBillingRoutes } from './billing/routes';
import { createStorageNotices } from './billing/storage-notices';
import { createStorageRenewals } from './billing/storage-renewals';
import { createCatalogue } from './catalogue/catalogue-service';
import { registerCatalogueRoutes } from './catalogue/routes';
import { createDiscountService } from './checkout/discounts/discount-service';
import { registerDiscountRoutes } from './checkout/discounts/routes';
import { deleteExpiredDrafts } from './checkout/drafts/checkout-intent-repository';
import { registerCheckoutIntentRoutes } from './checkout/drafts/routes';
import { registerValidateEmailRoutes } from './checkout/email-check/routes';
import { createOrderConfirmations } from './checkout/orders/order-confirmation-email';
import { createOrderPayments } from './checkout/orders/order-payments';
import { createOrderService } from './checkout/orders/order-service';
import { registerOrderRoutes } from './checkout/orders/routes';
import { registerUpsellRoutes } from './checkout/upsell/routes';
import { registerCryogenicsRoutes } from './cryogenics/routes';
import { createWithdrawalService } from './cryogenics/withdrawal-service';
import { registerDocumentRoutes } from './documents/routes';
import { registerHealthRoutes } from './health/routes';
import { createIdentityVerificationService } from './identity-verification/identity-verification-service';
import { registerIdentityVerificationRoutes } from './identity-verification/routes';
import { registerSandboxIdentityVerificationPage } from './identity-verification/sandbox-routes';
import { registerBenefitsRoutes } from './insurance/benefits/routes';
import { registerInsuranceRoutes } from './insurance/routes';
import { registerKitDetailRoutes } from './kits/details/routes';
import { registerItemRoutes } from './kits/items/routes';
import { registerKitSessionRoutes } from './kits/registrations/kit-session-routes';
import { registerKitRegistrationRoutes } from './kits/registrations/routes';
import { createSettlements } from './payments/payments-service';
import { registerStripeWebhook } from './payments/stripe-webhook';
import { DEFAULT_REMOTE_LOG_API_KEY, registerRemoteLogRoutes } from './remote-logs/routes';
import { registerResultsCallRoutes } from './results/calls/routes';
import { registerResultRoutes } from './results/routes';
import { registerResultSharingRoutes } from './results/sharing/routes';
import { registerStiResultRoutes } from './results/sti/routes';
import { registerLabRoutes } from './staff/lab-routes';
import { registerStaffRoutes } from './staff/routes';
import { registerStaffAudit } from './staff/staff-audit';
import { registerAccountSummaryRoutes } from './summary/routes';
import { registerUrologistRoutes } from './urologists/routes';

/** What the rooms are built from (the app's own dependencies, as app.ts receives them). */
export interface ModuleDeps {
  config: Config;
  db: Database;
  email: EmailSender;
  clock?: () => Date;
  passwords?: PasswordHasher;
}

/** Every room, in the order it must be registered: auth first, whose session every other room reads. */
export async function registerModules(
  app: FastifyInstance,
  deps: ModuleDeps,
  integrations: Integrations,
): Promise<void> {
  await registerHealthRoutes(app, deps);
  const auth = await registerAuth(app, deps, { resource: loadUserResource, summary: loadUserSummary });
  registerStaffAudit(app, auth.services);
  registerProfileRoutes(app, auth.services);
  registerAccountSessionRoutes(app, auth.services);
  registerPasswordChangeRoutes(app, { ...auth.services, limiter: auth.limits.passwordChangePerUser });
  registerClientRoutes(app, auth.services);
  registerTwoFactorRoutes(app, { ...auth.services, attemptsPerUser: auth.limits.oneTimePasswordPerUser });
  registerAnnouncementRoutes(app, auth.services);
  registerRemoteLogRoutes(app, {
    apiKey: deps.config.remoteLogApiKey ?? DEFAULT_REMOTE_LOG_API_KEY,
    limiter: auth.limits.remoteLogsPerIp,
  });
  registerRecommendationRoutes(app, auth.services);
  registerStaffRoutes(app, { ...auth.services, production: deps.config.production });
  registerAuthorizedUserRoutes(app, { ...auth.services, reauthLimiter: auth.limits.partnerReauthPerUser });
  registerItemRoutes(app, auth.services);
  registerDocumentRoutes(app, auth.services);
  registerKitRegistrationRoutes(app, {
    ...auth.services,
    perKit: auth.limits.kitDateOfBirthPerKit,
    perIp: auth.limits.kitDateOfBirthPerIp,
    publicUrl: deps.config.publicUrl,
  });
  registerKitSessionRoutes(app, auth.services, auth.limits);
  registerResultRoutes(app, { ...auth.services, productName: deps.config.productName, lab: deps.config.lab });
  const withPublicUrl = { ...auth.services, publicUrl: deps.config.publicUrl };
  registerLabRoutes(app, withPublicUrl);
  registerStiResultRoutes(app, withPublicUrl);
  registerResultSharingRoutes(app, withPublicUrl);
  registerKitDetailRoutes(app, auth.services);
  registerUrologistRoutes(app, auth.services);
  registerResultsCallRoutes(app, {
    ...auth.services,
    scheduling: integrations.scheduling,
  });
  const catalogue = createCatalogue(deps.db);
  registerCatalogueRoutes(app, { catalogue, config: deps.config });
  registerAccountSummaryRoutes(app, { ...auth.services, catalogue });
  registerValidateEmailRoutes(app, {
    verifier: integrations.emailVerifier,
    limiter: auth.limits.validateEmailPerIp,
  });
  registerDiscountRoutes(app, {
    discounts: createDiscountService({
      reads: auth.services.reads,
      catalogue,
      clock: deps.clock ?? (() => new Date()),
    }),
    limiter: auth.limits.discountCalculationPerIp,
  });
  registerBenefitsRoutes(app, {
    verifier: integrations.benefitsVerifier,
    limiter: auth.limits.benefitsCheckPerIp,
  });
  const { identityVerifier } = integrations;
  if (identityVerifier.name === 'sandbox') {
    registerSandboxIdentityVerificationPage(app, { publicUrl: deps.config.publicUrl });
  }
  registerIdentityVerificationRoutes(app, {
    verifications: createIdentityVerificationService({
      db: deps.db,
      verifier: identityVerifier,
      publicUrl: deps.config.publicUrl,
      now: auth.services.now,
    }),
    startsPerUser: auth.limits.identityVerificationStartsPerUser,
    callbacksPerUser: auth.limits.identityVerificationCallbacksPerUser,
  });
  registerInsuranceRoutes(app, {
    db: deps.db,
    verifier: integrations.insuranceVerifier,
    limiter: auth.limits.insuranceCheckPerIp,
    publicUrl: deps.config.publicUrl,
  });
  const now = deps.clock ?? (() => new Date());
  const cardPayments = integrations.payments;
  const confirmations = createOrderConfirmations({
    db: deps.db,
    email: deps.email,
    now,
    publicUrl: deps.config.publicUrl,
    sendWelcomeLink: (email) => sendWelcomeLink(auth.services, email),
  });
  const orderPayments = createOrderPayments({
    db: deps.db,
    payments: cardPayments,
    instalments: integrations.instalments,
    now,
    onPaid: (order) => confirmations.confirm(order),
  });
  // Payments left pending by a stopped process are settled at start-up and every minute.
  startRecurringJob(app, {
    name: 'settle-pending-payments',
    everyMs: 60_000,
    run: () => orderPayments.reconcile(),
  });
  // Confirmations a stopped process did not send go out once their order has been paid for two minutes.
  startRecurringJob(app, {
    name: 'owed-order-confirmations',
    everyMs: 60_000,
    run: () => confirmations.sendOwed(),
  });
  const renewals = createStorageRenewals({ db: deps.db, payments: cardPayments, email: deps.email, now });
  const notices = createStorageNotices({ db: deps.db, email: deps.email, now });
  registerBillingRoutes(app, {
    db: deps.db,
    reads: auth.services.reads,
    renewals,
    payments: cardPayments,
    publicUrl: deps.config.publicUrl,
    now,
  });
  const settlements = createSettlements();
  settlements.register('order payments', orderPayments);
  settlements.register('storage renewals', renewals);
  registerStripeWebhook(app, { db: deps.db, secret: deps.config.stripeWebhookSecret, now, settlements });
  startRecurringJob(app, { name: 'storage-renewals', everyMs: 10 * 60_000, run: () => renewals.run() });
  startRecurringJob(app, { name: 'storage-notices', everyMs: 60 * 60_000, run: () => notices.run() });
  const orders = createOrderService({
    db: deps.db,
    catalogue,
    payments: orderPayments,
    confirmations,
    now,
  });
  registerOrderRoutes(app, {
    db: deps.db,
    reads: auth.services.reads,
    orders,
    publicUrl: deps.config.publicUrl,
    now,
  });
  registerUpsellRoutes(app, { db: deps.db, catalogue, limiter: auth.limits.upsellPerIp });
  registerCryogenicsRoutes(app, {
    db: deps.db,
    reads: auth.services.reads,
    catalogue,
    withdrawals: createWithdrawalService(auth.services),
    reauthLimiter: auth.limits.withdrawalReauthPerUser,
    now,
    email: deps.email,
    productName: deps.config.productName,
  });
  registerCheckoutIntentRoutes(app, {
    db: deps.db,
    now,
    publicUrl: deps.config.publicUrl,
    limiter: auth.limits.checkoutDraftsPerIp,
  });
  startRecurringJob(app, {
    name: 'expired-checkout-drafts',
    everyMs: 60 * 60_000,
    run: () => deleteExpiredDrafts(deps.db, now()),
  });
}
