import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config/config';
import type { Database } from '../db/database';
import type { ErrorReporter } from '../integrations/error-reporting/index';
import { loggerOptions } from '../logging/logging';
import { type Metrics, measureDatabasePool, measureHttpRequests } from '../metrics/metrics';
import { stopTracing } from '../observability/tracing';
import { refuseDeepBodies } from './body-depth';
import { errorHandler } from './error-handler';
import { finishHandlersBeforeClose } from './in-flight';
import { lazyChildLoggerFactory } from './lazy-request-logger';
import { registerMaintenanceGate } from './maintenance';
import { registerOpenApiCollector } from './openapi';
import { echoRequestId, generateRequestId } from './request-id';
import { RequestLog, runRequestsAsTheirWork } from './request-log';
import { responseSerializerCompiler } from './response-serializer';
import { trackRoutes } from './route-catalogue';
import { registerSecurityHeaders } from './security-headers';
import { refuseUnsafeText } from './text-guard';
import { admitWritesInTurn, createAdmissionQueue } from './write-admission';

/** The HTTP plumbing every route stands on, in a fixed order: no route yet. */
export async function createHttpApp(deps: {
  config: Config;
  db: Database;
  metrics: Metrics;
  errorReporter: ErrorReporter;
  logStream?: { write(line: string): void };
  /**
   * Writing requests take turns, refused (503, Retry-After) rather than kept waiting long: on the embedded
   * database, which runs one statement at a time (PostgreSQL's pool queues them itself, ADR 036).
   */
  writesInTurn: boolean;
}): Promise<FastifyInstance> {
  const { config, db, metrics, errorReporter } = deps;
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
  if (deps.writesInTurn) admitWritesInTurn(app, createAdmissionQueue(config.embeddedWrites));
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
  return app;
}
