export type { AppDeps } from './app-deps';

import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { devIdentityProvider } from './dev-identity-provider/index';
import { createHttpApp } from './http/create-http-app';
import { notFoundMessage, sendError } from './http/error-handler';
import { registerOpenApiDocument } from './http/openapi';
import { chooseIntegrations, type Integrations } from './integrations/choose-integrations';
import type { EmailSender } from './integrations/email/index';
import { createOutbox } from './integrations/email/outbox';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { countEmailsSent, measureBackgroundWork } from './metrics/background-work';
import { createMetrics, measureReadCache, registerMetricsRoute } from './metrics/metrics';
import { accountProfiles, registerAccount } from './modules/account/register';
import { registerAnnouncements } from './modules/announcements/register';
import { type AuthRoom, registerAuth } from './modules/auth/register';
import { createBillingPayments, registerBilling } from './modules/billing/register';
import { registerCatalogue } from './modules/catalogue/register';
import { createCheckoutPayments, registerCheckout } from './modules/checkout/register';
import { registerCryogenics } from './modules/cryogenics/register';
import { registerDocuments } from './modules/documents/register';
import { registerHealth } from './modules/health/register';
import { registerIdentityVerification } from './modules/identity-verification/register';
import { registerInsurance } from './modules/insurance/register';
import { registerKits } from './modules/kits/register';
import { registerLab } from './modules/lab/register';
import { registerPayments } from './modules/payments/register';
import { registerRemoteLogs } from './modules/remote-logs/register';
import { registerResults } from './modules/results/register';
import { auditStaffRequests, registerStaff } from './modules/staff/register';
import { registerSummary } from './modules/summary/register';
import { registerUrologists } from './modules/urologists/register';
import { tracedDatabase } from './observability/traced-database';
import { startTracing, traced } from './observability/tracing';
import { registerPlatform } from './platform/register-platform';
import type { RoomContext } from './platform/room-context';
import { logRetentionJob } from './retention/log-retention';
import { registerWebApp } from './web/serve-web-app';

/**
 * The rooms, each after those it calls; what one gives another is passed by name. The staff audit comes first:
 * it watches the staff routes as rooms add them.
 */
function registerRooms(
  app: FastifyInstance,
  room: RoomContext,
  {
    auth,
    integrations,
    mailbox,
    jobs,
  }: { auth: AuthRoom; integrations: Integrations; mailbox: EmailSender; jobs: JobQueue },
) {
  auditStaffRequests(app, room);
  registerAccount(app, room, auth);
  registerAnnouncements(app, room);
  registerRemoteLogs(app, room);
  registerUrologists(app, room);
  registerDocuments(app, room);
  const catalogue = registerCatalogue(app, room);
  registerSummary(app, room, { catalogue });
  registerIdentityVerification(app, room, integrations);
  registerInsurance(app, room, integrations);
  // The ledger is built with the rooms whose payments it takes, and tells them of outcomes.
  const orderPayments = createCheckoutPayments({
    ...room,
    alert: (message, details) => room.log.error(details, message),
    sendWelcomeLink: auth.sendWelcomeLink,
  });
  const ledger = registerPayments(app, room, integrations, [
    orderPayments.owner,
    createBillingPayments(room).owner,
  ]);
  const checkout = registerCheckout(app, room, {
    catalogue,
    ledger,
    confirmations: orderPayments.confirmations,
    sendWelcomeLink: auth.sendWelcomeLink,
    emailVerifier: integrations.emailVerifier,
  });
  const { failedRenewals } = registerBilling(app, room, {
    ledger,
    payments: integrations.payments,
    instalments: checkout.instalments,
  });
  const lab = registerLab(app, room);
  registerKits(app, room, { auth, onKitRegistered: lab.onKitRegistered });
  registerResults(app, room, integrations);
  registerCryogenics(app, room, { auth, catalogue });
  registerStaff(app, room, {
    auth,
    mailbox,
    jobs,
    ledger,
    instalmentPlansOf: (clientId) => checkout.instalments.partsOf(clientId),
    failedInstalments: checkout.failedInstalments,
    failedRenewals,
    unpaidOrders: checkout.unpaidOrders.list,
    cancelUnpaidOrder: checkout.unpaidOrders.cancelForBuyer,
  });
  return { ledger, failedRenewals, lab };
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Where the built web app is looked for when WEB_DIST_DIR is unset: apps/web/dist in this repository. */
export function defaultWebDistDirectory(): string {
  return fileURLToPath(new URL('../../web/dist/', import.meta.url));
}

/**
 * The composition root: the whole HTTP application, without listening, built top to bottom. Integrations
 * chosen from the configuration; the HTTP plumbing; the job queue and the outbox; the platform (sessions, the
 * read cache, attempt limits) and sign-in, which every room after it reads; the rooms, each registering its
 * services, jobs and routes (`registerRooms`); then the web app.
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
  // The vendors' calls, each a client span when tracing is on (the card processor, identity, instalments).
  const cardPayments = traced('payments', integrations.payments);
  const instalments = traced('instalments', integrations.instalments);
  const identityVerifier = traced('identity', integrations.identityVerifier);

  const app = await createHttpApp({
    config,
    db,
    metrics,
    errorReporter: integrations.errorReporter,
    logStream: deps.logStream,
    writesInTurn: db.kind === 'pglite',
  });

  // The job queue on the app's database, and the outbox: every email is queued in its change's transaction
  // and sent by a job. Without OUTBOX_KEY, the live links of queued emails are sealed with this process's key.
  const jobs = deps.jobs ?? createJobQueue({ db, log: app.log, workers: true });
  const outbox = createOutbox({
    db,
    sender: email,
    key: config.outboxKey ? Buffer.from(config.outboxKey, 'hex') : randomBytes(32),
    now,
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

  // Health and metrics answer before sign-in exists; then the platform and sign-in, which every other room reads.
  await registerHealth(app, deps);
  registerMetricsRoute(app, { metrics, token: config.metricsToken });
  const platform = await registerPlatform(app, deps);
  const auth = await registerAuth(app, platform, { ...deps, outbox }, accountProfiles, devIdentityProvider);
  measureReadCache(metrics, platform.readCache);
  const room: RoomContext = {
    config,
    db,
    reads: platform.readCache,
    now,
    outbox,
    jobs,
    limits: platform.limits,
    log: app.log,
  };
  const { ledger, failedRenewals, lab } = registerRooms(app, room, {
    auth,
    integrations: { ...integrations, payments: cardPayments, instalments, identityVerifier },
    mailbox: email,
    jobs,
  });
  // Logs that grow without end are kept as long as their rule says, then deleted (ADR 055's retention).
  jobs.define(logRetentionJob(db, now));
  // The work done out of sight, as the operator watches it: each room reads its own, at each scrape.
  measureBackgroundWork(metrics, {
    queues: () => jobs.readings(),
    outbox: outbox.reading,
    payments: ledger.openAttempts,
    failedRenewals: failedRenewals.count,
    lab: lab.reading,
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
