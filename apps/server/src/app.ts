export type { AppDeps } from './app-deps';

import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { devIdentityProvider } from './dev-identity-provider/index';
import { refuseDeepBodies } from './http/body-depth';
import { errorHandler, notFoundMessage, sendError } from './http/error-handler';
import { finishHandlersBeforeClose } from './http/in-flight';
import { lazyChildLoggerFactory } from './http/lazy-request-logger';
import { registerMaintenanceGate } from './http/maintenance';
import { registerOpenApiCollector, registerOpenApiDocument } from './http/openapi';
import { echoRequestId, generateRequestId } from './http/request-id';
import { RequestLog, runRequestsAsTheirWork } from './http/request-log';
import { responseSerializerCompiler } from './http/response-serializer';
import { trackRoutes } from './http/route-catalogue';
import { registerSecurityHeaders } from './http/security-headers';
import { refuseUnsafeText } from './http/text-guard';
import { admitWritesInTurn, createAdmissionQueue } from './http/write-admission';
import { chooseIntegrations } from './integrations/choose-integrations';
import { createOutbox } from './integrations/email/outbox';
import { isSandboxPayments } from './integrations/payments/sandbox';
import { createJobQueue } from './jobs/job-queue';
import { recurringJob } from './jobs/recurring-task';
import { loggerOptions } from './logging/logging';
import { countEmailsSent, measureBackgroundWork } from './metrics/background-work';
import {
  createMetrics,
  measureDatabasePool,
  measureHttpRequests,
  measureReadCache,
  registerMetricsRoute,
} from './metrics/metrics';
import { registerClientRoutes } from './modules/account/clients/routes';
import { registerAuthorizedUserRoutes } from './modules/account/partner/routes';
import { loadUserResource, loadUserSummary } from './modules/account/profile/profile-service';
import { registerProfileRoutes } from './modules/account/profile/routes';
import { registerRecommendationRoutes } from './modules/account/recommendations/routes';
import { registerAnnouncementRoutes } from './modules/announcements/routes';
import { registerPasswordChangeRoutes } from './modules/auth/password-change/routes';
import { sendWelcomeLink } from './modules/auth/password-reset-service';
import { registerAuth } from './modules/auth/register';
import { registerAccountSessionRoutes } from './modules/auth/sessions/routes';
import { createStaffAccounts } from './modules/auth/staff-accounts-service';
import { registerTwoFactorRoutes } from './modules/auth/two-factor/routes';
import { createFailedRenewals } from './modules/billing/failed-renewals';
import { storageRenewalOwner } from './modules/billing/renewal-owner';
import { registerBillingRoutes } from './modules/billing/routes';
import { createStorageNotices } from './modules/billing/storage-notices';
import { createStorageRenewals } from './modules/billing/storage-renewals';
import { createCatalogue } from './modules/catalogue/catalogue-service';
import { registerCatalogueRoutes } from './modules/catalogue/routes';
import { createDiscountService } from './modules/checkout/discounts/discount-service';
import { registerDiscountRoutes } from './modules/checkout/discounts/routes';
import { deleteExpiredDrafts } from './modules/checkout/drafts/checkout-intent-repository';
import { registerCheckoutIntentRoutes } from './modules/checkout/drafts/routes';
import { registerValidateEmailRoutes } from './modules/checkout/email-check/routes';
import { createFailedInstalments } from './modules/checkout/orders/failed-instalments';
import { createInstalmentCollection } from './modules/checkout/orders/instalment-collection';
import { createOrderConfirmations } from './modules/checkout/orders/order-confirmation-email';
import { orderPaymentOwner } from './modules/checkout/orders/order-payment-owner';
import { createOrderPayments } from './modules/checkout/orders/order-payments';
import { createOrderService } from './modules/checkout/orders/order-service';
import { registerOrderRoutes } from './modules/checkout/orders/routes';
import { createUnpaidOrderClosing } from './modules/checkout/orders/unpaid-orders';
import { registerUpsellRoutes } from './modules/checkout/upsell/routes';
import { registerCryogenicsRoutes } from './modules/cryogenics/routes';
import { createWithdrawalService } from './modules/cryogenics/withdrawal-service';
import { registerDocumentRoutes } from './modules/documents/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { createIdentityVerificationService } from './modules/identity-verification/identity-verification-service';
import { registerIdentityVerificationRoutes } from './modules/identity-verification/routes';
import { registerSandboxIdentityVerificationPage } from './modules/identity-verification/sandbox-routes';
import { registerBenefitsRoutes } from './modules/insurance/benefits/routes';
import { registerInsuranceRoutes } from './modules/insurance/routes';
import { registerKitDetailRoutes } from './modules/kits/details/routes';
import { registerItemRoutes } from './modules/kits/items/routes';
import { registerKitSessionRoutes } from './modules/kits/registrations/kit-session-routes';
import { registerKitRegistrationRoutes } from './modules/kits/registrations/routes';
import { createLabOrders } from './modules/lab/lab-orders';
import { createLabInterface } from './modules/lab/lab-service';
import { createMllpListener } from './modules/lab/mllp-listener';
import { registerLabInterfaceRoutes } from './modules/lab/routes';
import { paymentsDueJobs } from './modules/payments/payment-jobs';
import { createPaymentsLedger } from './modules/payments/payments-service';
import { registerSandboxAuthenticationRoutes } from './modules/payments/sandbox-authentication-routes';
import { registerStripeWebhook } from './modules/payments/stripe-webhook';
import { DEFAULT_REMOTE_LOG_API_KEY, registerRemoteLogRoutes } from './modules/remote-logs/routes';
import { registerResultsCallRoutes } from './modules/results/calls/routes';
import { registerFhirRecordRoutes } from './modules/results/fhir/routes';
import { registerHealthLinkRoutes } from './modules/results/health-links/routes';
import { createRetestReminders } from './modules/results/retest-reminders';
import { registerResultRoutes } from './modules/results/routes';
import { registerResultSharingRoutes } from './modules/results/sharing/routes';
import { registerStiResultRoutes } from './modules/results/sti/routes';
import { createResultViewRecorder } from './modules/results/views/result-view-log';
import { registerClinicianRoutes } from './modules/staff/clinician-routes';
import { registerStaffInstalmentRoutes } from './modules/staff/instalment-routes';
import { registerStaffJobRoutes } from './modules/staff/job-routes';
import { registerLabRoutes } from './modules/staff/lab-routes';
import { registerStaffRefundRoutes } from './modules/staff/refund-routes';
import { registerStaffRenewalRoutes } from './modules/staff/renewal-routes';
import { registerStaffRoutes } from './modules/staff/routes';
import { registerStaffAudit } from './modules/staff/staff-audit';
import { registerStaffMemberRoutes } from './modules/staff/staff-member-routes';
import { registerStaffStorageRoutes } from './modules/staff/storage-routes';
import { registerSupportEmailRoutes } from './modules/staff/support-email-routes';
import { registerSupportOrderRoutes } from './modules/staff/support-order-routes';
import { registerSupportRoutes } from './modules/staff/support-routes';
import { registerStaffUnpaidOrderRoutes } from './modules/staff/unpaid-order-routes';
import { registerViewAsRoutes } from './modules/staff/view-as-routes';
import { registerAccountSummaryRoutes } from './modules/summary/routes';
import { registerUrologistRoutes } from './modules/urologists/routes';
import { tracedDatabase } from './observability/traced-database';
import { inSpan, SpanKind, startTracing, stopTracing, traced } from './observability/tracing';
import { registerPlatform } from './platform/register-platform';
import { logRetentionJob } from './retention/log-retention';
import { registerWebApp } from './web/serve-web-app';

/** What the rooms are built from (the app's own dependencies, as app.ts receives them). */

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Where the built web app is looked for when WEB_DIST_DIR is unset: apps/web/dist in this repository. */
export function defaultWebDistDirectory(): string {
  return fileURLToPath(new URL('../../web/dist/', import.meta.url));
}

/**
 * The composition root: the whole HTTP application, without listening, built top to bottom. Integrations
 * chosen from the configuration; the HTTP plumbing; sign-in (sessions, the read cache, attempt limits), which
 * every room after it reads; the rooms' services; the recurring jobs; the rooms' routes; then the web app.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  // Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT is set: every statement, job and vendor call is a span.
  if (config.tracing) startTracing(config.tracing);
  const db = config.tracing ? tracedDatabase(deps.db) : deps.db;
  const email = traced('email', deps.email);
  const now = deps.clock ?? (() => new Date());

  // Metrics, served at GET /metrics (metrics/metrics.ts): the HTTP plumbing, the read cache and the database
  // pool register theirs below; the job queue and the email outbox add their own counters and gauges here.
  const metrics = deps.metrics ?? createMetrics();

  // Integrations: each chosen once, from the configuration (or given by a test).
  const integrations = chooseIntegrations(config, db, deps);
  const { errorReporter } = integrations;
  // The vendors' calls, each a client span when tracing is on (the card processor, identity, instalments).
  const cardPayments = traced('payments', integrations.payments);
  const identityVerifier = traced('identity', integrations.identityVerifier);

  // HTTP plumbing, in a fixed order.
  const app = Fastify({
    logger: deps.logStream ? { ...loggerOptions(config), stream: deps.logStream } : loggerOptions(config),
    // A safe X-Request-Id from the caller (a proxy's) is kept, else a UUID: every log line carries it as reqId.
    requestIdHeader: false,
    genReqId: generateRequestId,
    logController: new RequestLog(),
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.trustProxy,
  });
  runRequestsAsTheirWork(app);
  trackRoutes(app);
  echoRequestId(app);
  measureHttpRequests(app, metrics);
  measureDatabasePool(metrics, db);
  // The embedded database runs one statement at a time: its writing requests take turns, and are refused
  // (503, Retry-After) rather than kept waiting long. PostgreSQL's pool queues them itself (ADR 036).
  if (db.kind === 'pglite') admitWritesInTurn(app, createAdmissionQueue(config.embeddedWrites));
  finishHandlersBeforeClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod: config.responseChecks }));
  // JSON bodies, application/vnd.api+json among them, each refused past 32 levels of nesting before it is parsed.
  refuseDeepBodies(app);
  app.setErrorHandler(errorHandler(errorReporter));
  // Failures reported just before a stop still leave; a missing service never holds the stop up for long.
  app.addHook('onClose', async () => errorReporter.flush(2_000));
  if (config.tracing) app.addHook('onClose', stopTracing);
  registerSecurityHeaders(app, config);
  refuseUnsafeText(app);
  if (config.maintenance) registerMaintenanceGate(app);
  await registerOpenApiCollector(app, config);

  // The job queue on the app's database, and the outbox: every email is queued in its change's transaction
  // and sent by a job. Without OUTBOX_KEY, the live links of queued emails are sealed with this process's key.
  const jobs = deps.jobs ?? createJobQueue({ db, log: app.log, workers: true });
  const outbox = createOutbox({
    db,
    sender: email,
    key: config.outboxKey ? Buffer.from(config.outboxKey, 'hex') : randomBytes(32),
    now,
    leaseSeconds: jobs.leaseSeconds,
    enqueue: jobs.enqueue,
    onSent: countEmailsSent(metrics),
    log: app.log,
  });
  jobs.define(outbox.job);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await email.close?.();
  });

  // Health and metrics answer before sign-in exists; then sign-in, whose session every other room reads.
  await registerHealthRoutes(app, deps);
  registerMetricsRoute(app, { metrics, token: config.metricsToken });
  const platform = await registerPlatform(app, deps);
  const { limits } = platform;
  const services = await registerAuth(
    app,
    platform,
    { ...deps, outbox },
    { resource: loadUserResource, summary: loadUserSummary },
    devIdentityProvider,
  );
  measureReadCache(metrics, platform.readCache);

  // The rooms' services.
  const catalogue = createCatalogue(db);
  const discounts = createDiscountService({
    reads: services.reads,
    catalogue,
    clock: now,
    production: config.production,
  });
  const verifications = createIdentityVerificationService({
    db,
    verifier: identityVerifier,
    publicUrl: config.publicUrl,
    now: services.now,
  });
  const confirmations = createOrderConfirmations({
    db,
    outbox,
    now,
    publicUrl: config.publicUrl,
    sendWelcomeLink: (tx, address) => sendWelcomeLink(services, address, tx),
  });
  // One ledger of payment attempts; it tells its owners, checkout (orders, instalment plans) and billing (renewals),
  // of their outcomes through the handlers they give it here.
  const ledger = createPaymentsLedger({
    db,
    payments: cardPayments,
    instalments: traced('instalments', integrations.instalments),
    now,
    warn: (message, details) => app.log.warn(details, message),
    alert: (message, details) => app.log.error(details, message),
    outbox,
    owners: [
      orderPaymentOwner({
        now,
        confirmations,
        outbox,
        staffAlertsEmail: config.staffAlertsEmail,
        alert: (message, details) => app.log.error(details, message),
      }),
      storageRenewalOwner({ outbox, now }),
    ],
  });
  const orderPayments = createOrderPayments({ db, ledger });
  const orders = createOrderService({
    db,
    catalogue,
    payments: orderPayments,
    confirmations,
    now,
    production: config.production,
  });
  const renewals = createStorageRenewals({ db, ledger, now });
  const instalments = createInstalmentCollection({ db, reads: services.reads, ledger });
  const notices = createStorageNotices({ db, outbox, now });
  const unpaidOrders = createUnpaidOrderClosing({ db, ledger, now });
  const withdrawals = createWithdrawalService(services);
  // The lab's HL7 v2 interface: results in on LAB_HL7_PORT (when set), started and stopped with the server.
  const labOrders = createLabOrders({ db, config: config.labInterface, enqueue: jobs.enqueue, now });
  jobs.define(labOrders.job);
  const lab = createLabInterface({
    db,
    outbox,
    publicUrl: config.publicUrl,
    now,
    release: config.labInterface.release,
    azoospermiaSecondLook: config.labInterface.azoospermiaSecondLook,
    log: app.log,
    orders: labOrders,
  });
  const failedRenewals = createFailedRenewals({ db, ledger, enqueue: jobs.enqueue });
  // The work done out of sight, as the operator watches it: each room reads its own, at each scrape.
  measureBackgroundWork(metrics, {
    queues: () => jobs.readings(),
    outbox: outbox.reading,
    payments: ledger.openAttempts,
    failedRenewals: failedRenewals.count,
    lab: lab.reading,
  });
  if (config.labInterface.port !== undefined) {
    // Each message the lab sends starts a trace of its own (its statements, the emails of results released).
    const receive: typeof lab.receive = (bytes, peer) =>
      inSpan('lab.receive', { kind: SpanKind.SERVER, parent: null }, () => lab.receive(bytes, peer));
    const listener = createMllpListener({ config: config.labInterface, receive, log: app.log });
    app.addHook('onReady', async () => {
      await listener.start();
    });
    app.addHook('onClose', () => listener.stop());
  }

  // Recurring jobs: each due time runs once across every instance, and once at start-up for work a stopped
  // process left (cron, UTC). Payments left pending by a stopped process are read back by id and settled.
  jobs.define(recurringJob('settle-pending-payments', '* * * * *', () => ledger.reconcile()));
  // Confirmations a stopped process did not queue go out once their order has been paid for two minutes.
  jobs.define(recurringJob('owed-order-confirmations', '* * * * *', () => confirmations.sendOwed()));
  // What is due (renewals, instalments, their retries): each due time owners open what fell due and customers are
  // reminded; collecting jobs on every instance share what is due in claimed batches.
  for (const job of paymentsDueJobs(ledger, { db, cron: '*/10 * * * *', enqueue: jobs.enqueue })) {
    jobs.define(job);
  }
  jobs.define(recurringJob('storage-notices', '5 * * * *', () => notices.run()));
  jobs.define(recurringJob('expired-checkout-drafts', '35 * * * *', () => deleteExpiredDrafts(db, now())));
  // Orders still unpaid a day after they were placed are cancelled, once the intents of their attempts are cancelled
  // at the provider (or found paid after all: then the order is paid, never cancelled).
  jobs.define(recurringJob('close-unpaid-orders', '45 * * * *', () => unpaidOrders.run()));
  const retests = createRetestReminders({ db, outbox, now, marketingUrl: config.marketingUrl });
  jobs.define(recurringJob('retest-reminders', '15 14 * * *', () => retests.run()));
  // Logs that grow without end are kept as long as their rule says, then deleted (ADR 055's retention).
  jobs.define(logRetentionJob(db, now));

  // The rooms' routes (the staff audit first: it watches the staff routes as they are added).
  registerStaffAudit(app, services);
  registerProfileRoutes(app, services);
  registerAccountSessionRoutes(app, services);
  registerPasswordChangeRoutes(app, { ...services, limiter: limits.passwordChangePerUser });
  registerClientRoutes(app, services);
  registerTwoFactorRoutes(app, { ...services, attemptsPerUser: limits.oneTimePasswordPerUser });
  registerAnnouncementRoutes(app, services);
  registerRemoteLogRoutes(app, {
    apiKey: config.remoteLogApiKey ?? DEFAULT_REMOTE_LOG_API_KEY,
    limiter: limits.remoteLogsPerIp,
  });
  registerRecommendationRoutes(app, services);
  registerStaffRoutes(app, { ...services, mailbox: email, production: config.production });
  registerStaffJobRoutes(app, { jobs });
  registerStaffMemberRoutes(app, { db, staffAccounts: createStaffAccounts(services) });
  registerSupportRoutes(app, {
    db,
    billing: { db, ledger, instalmentPlansOf: (clientId) => instalments.partsOf(clientId) },
  });
  registerStaffRefundRoutes(app, { db, ledger });
  registerSupportOrderRoutes(app, { db, cancelUnpaidOrder: unpaidOrders.cancelForBuyer });
  registerSupportEmailRoutes(app, { db, outbox });
  registerViewAsRoutes(app, { ...services, codeAttempts: limits.oneTimePasswordPerUser });
  registerStaffStorageRoutes(app, { db, now: services.now });
  // Money to chase: each room lists its declined payments and makes one due again now for its own job to charge.
  registerStaffInstalmentRoutes(app, {
    failedInstalments: createFailedInstalments({ db, ledger, enqueue: jobs.enqueue }),
  });
  registerStaffRenewalRoutes(app, {
    failedRenewals,
  });
  registerStaffUnpaidOrderRoutes(app, { unpaidOrders: unpaidOrders.list });
  registerAuthorizedUserRoutes(app, { ...services, reauthLimiter: limits.partnerReauthPerUser });
  registerItemRoutes(app, { ...services, onKitRegistered: lab.onKitRegistered });
  registerDocumentRoutes(app, services);
  registerKitRegistrationRoutes(app, {
    ...services,
    perKit: limits.kitDateOfBirthPerKit,
    perIp: limits.kitDateOfBirthPerIp,
    publicUrl: config.publicUrl,
    onKitRegistered: lab.onKitRegistered,
  });
  registerKitSessionRoutes(app, services, limits);
  // One recorder of the reads of results for the room's routes; what it holds is written before the stop.
  const views = createResultViewRecorder(db, { log: app.log });
  app.addHook('onClose', () => views.close());
  registerResultRoutes(app, { ...services, views, productName: config.productName, lab: config.lab });
  const withPublicUrl = { ...services, views, publicUrl: config.publicUrl };
  registerLabRoutes(app, {
    ...withPublicUrl,
    azoospermiaSecondLook: config.labInterface.azoospermiaSecondLook,
  });
  registerClinicianRoutes(app, {
    ...withPublicUrl,
    secondLook: config.labInterface.azoospermiaSecondLook,
  });
  registerLabInterfaceRoutes(app, { db, lab, orders: labOrders });
  registerStiResultRoutes(app, withPublicUrl);
  registerResultSharingRoutes(app, withPublicUrl);
  registerFhirRecordRoutes(app, { ...withPublicUrl, lab: config.lab });
  registerHealthLinkRoutes(app, {
    ...withPublicUrl,
    lab: config.lab,
    limiter: limits.healthLinkManifestPerIp,
  });
  registerKitDetailRoutes(app, services);
  registerUrologistRoutes(app, services);
  registerResultsCallRoutes(app, { ...services, scheduling: integrations.scheduling });
  registerCatalogueRoutes(app, { catalogue, config });
  registerAccountSummaryRoutes(app, { ...services, catalogue });
  registerValidateEmailRoutes(app, {
    verifier: integrations.emailVerifier,
    limiter: limits.validateEmailPerIp,
  });
  registerDiscountRoutes(app, { discounts, limiter: limits.discountCalculationPerIp });
  registerBenefitsRoutes(app, {
    verifier: integrations.benefitsVerifier,
    limiter: limits.benefitsCheckPerIp,
  });
  if (identityVerifier.name === 'sandbox') {
    registerSandboxIdentityVerificationPage(app, { publicUrl: config.publicUrl });
  }
  registerIdentityVerificationRoutes(app, {
    verifications,
    startsPerUser: limits.identityVerificationStartsPerUser,
    callbacksPerUser: limits.identityVerificationCallbacksPerUser,
  });
  registerInsuranceRoutes(app, {
    db,
    verifier: integrations.insuranceVerifier,
    limiter: limits.insuranceCheckPerIp,
    publicUrl: config.publicUrl,
  });
  registerBillingRoutes(app, {
    db,
    reads: services.reads,
    renewals,
    instalments,
    payments: cardPayments,
    publicUrl: config.publicUrl,
    now,
  });
  registerStripeWebhook(app, { db, secret: config.stripeWebhookSecret, now, ledger });
  if (isSandboxPayments(cardPayments)) registerSandboxAuthenticationRoutes(app, { payments: cardPayments });
  registerOrderRoutes(app, {
    db,
    reads: services.reads,
    orders,
    unpaidOrders,
    publicUrl: config.publicUrl,
    productName: config.productName,
    now,
  });
  registerUpsellRoutes(app, { db, catalogue, limiter: limits.upsellPerIp });
  registerCryogenicsRoutes(app, {
    db,
    reads: services.reads,
    catalogue,
    withdrawals,
    reauthLimiter: limits.withdrawalReauthPerUser,
    now,
    outbox,
    productName: config.productName,
  });
  registerCheckoutIntentRoutes(app, {
    db,
    now,
    publicUrl: config.publicUrl,
    limiter: limits.checkoutDraftsPerIp,
  });
  registerOpenApiDocument(app);

  // The web app, for every path that is not the API.
  const webApp = await registerWebApp(app, config, config.webDistDir ?? defaultWebDistDirectory());
  app.setNotFoundHandler(async (request, reply) => {
    if (!isApiPath(request.url) && (await webApp.serveHistoryFallback(request, reply))) return reply;
    return sendError(reply, 404, notFoundMessage);
  });

  return app;
}
