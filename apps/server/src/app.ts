import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { refuseControlCharacters } from './http/control-characters';
import { errorHandler, notFoundMessage, sendError } from './http/error-handler';
import { finishHandlersBeforeClose } from './http/in-flight';
import { lazyChildLoggerFactory } from './http/lazy-request-logger';
import { registerMaintenanceGate } from './http/maintenance';
import { registerOpenApiCollector, registerOpenApiDocument } from './http/openapi';
import { responseSerializerCompiler } from './http/response-serializer';
import { trackRoutes } from './http/route-catalogue';
import type { EmailSender } from './integrations/email/index';
import { createErrorReporter, type ErrorReporter } from './integrations/error-reporting/index';
import type { IdentityVerifier } from './integrations/identity-verification/index';
import type { InstalmentProvider } from './integrations/instalments/index';
import type { PaymentProvider } from './integrations/payments/index';
import { loggerOptions } from './logging';
import type { PasswordHasher } from './modules/auth/passwords';
import { registerModules } from './modules/index';
import { registerSecurityHeaders } from './web/security-headers';
import { registerWebApp } from './web/serve-web-app';

export interface AppDeps {
  config: Config;
  db: Database;
  email: EmailSender;
  clock?: () => Date;
  /** The card and instalment providers; chosen from the configuration when not given. */
  payments?: PaymentProvider;
  instalments?: InstalmentProvider;
  /** The identity-verification provider; chosen from the configuration when not given. */
  identityVerifier?: IdentityVerifier;
  /** Hashes and checks passwords (argon2id) unless given, e.g. a test counting its calls. */
  passwords?: PasswordHasher;
  /** Receives the 5xx failures; chosen from the configuration (SENTRY_DSN) when not given. */
  errorReporter?: ErrorReporter;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Where the built web app is looked for when WEB_DIST_DIR is unset: apps/web/dist in this repository. */
export function defaultWebDistDirectory(): string {
  return fileURLToPath(new URL('../../web/dist/', import.meta.url));
}

/**
 * The whole HTTP application, without listening: plugins in a fixed order (security headers, the
 * maintenance gate, the OpenAPI collector), then the API modules, then the web app.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logStream ? { ...loggerOptions(config), stream: deps.logStream } : loggerOptions(config),
    requestIdHeader: false,
    childLoggerFactory: lazyChildLoggerFactory,
    trustProxy: config.trustProxy,
  });
  trackRoutes(app);
  finishHandlersBeforeClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod: config.responseChecks }));
  app.addContentTypeParser(
    'application/vnd.api+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  const errorReporter = deps.errorReporter ?? createErrorReporter(config);
  app.setErrorHandler(errorHandler(errorReporter));
  // Failures reported just before a stop still leave; a missing service never holds the stop up for long.
  app.addHook('onClose', async () => errorReporter.flush(2_000));

  registerSecurityHeaders(app, deps.config);
  refuseControlCharacters(app);
  if (config.maintenance) registerMaintenanceGate(app);
  await registerOpenApiCollector(app, config);

  await registerModules(app, deps);
  registerOpenApiDocument(app);

  const webApp = await registerWebApp(app, config, config.webDistDir ?? defaultWebDistDirectory());
  app.setNotFoundHandler(async (request, reply) => {
    if (!isApiPath(request.url) && (await webApp.serveHistoryFallback(request, reply))) return reply;
    return sendError(reply, 404, notFoundMessage);
  });

  return app;
}
