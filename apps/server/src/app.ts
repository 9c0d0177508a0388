export type { AppDeps } from './app-deps';

import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps';
import { refuseControlCharacters } from './http/control-characters';
import { errorHandler, notFoundMessage, sendError } from './http/error-handler';
import { finishHandlersBeforeClose } from './http/in-flight';
import { lazyChildLoggerFactory } from './http/lazy-request-logger';
import { registerMaintenanceGate } from './http/maintenance';
import { registerOpenApiCollector, registerOpenApiDocument } from './http/openapi';
import { responseSerializerCompiler } from './http/response-serializer';
import { trackRoutes } from './http/route-catalogue';
import { registerSecurityHeaders } from './http/security-headers';
import { chooseIntegrations } from './integrations/choose-integrations';
import { loggerOptions } from './logging/logging';
import { registerModules } from './modules/index';
import { registerWebApp } from './web/serve-web-app';

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
  const integrations = chooseIntegrations(config, deps.db, deps);
  const { errorReporter } = integrations;
  app.setErrorHandler(errorHandler(errorReporter));
  // Failures reported just before a stop still leave; a missing service never holds the stop up for long.
  app.addHook('onClose', async () => errorReporter.flush(2_000));

  registerSecurityHeaders(app, deps.config);
  refuseControlCharacters(app);
  if (config.maintenance) registerMaintenanceGate(app);
  await registerOpenApiCollector(app, config);

  await registerModules(app, deps, integrations);
  registerOpenApiDocument(app);

  const webApp = await registerWebApp(app, config, config.webDistDir ?? defaultWebDistDirectory());
  app.setNotFoundHandler(async (request, reply) => {
    if (!isApiPath(request.url) && (await webApp.serveHistoryFallback(request, reply))) return reply;
    return sendError(reply, 404, notFoundMessage);
  });

  return app;
}
