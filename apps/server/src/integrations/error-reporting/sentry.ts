import { collectNothing, scrubErrorEvent } from '@fathom/domain/error-report-privacy';
import { createStackParser, createTransport, Scope, type Transport } from '@sentry/core';
import { nodeStackLineParser, ServerRuntimeClient } from '@sentry/core/server';
import type { ErrorReporter } from './index';

/** Envelopes are posted with fetch; a slow or unreachable service gives up after this long. */
const sendTimeoutMs = 5_000;

function fetchTransport(options: { url: string; headers?: Record<string, string> }): Transport {
  return createTransport({ ...options, recordDroppedEvent: () => undefined }, async (request) => {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: options.headers,
      body: request.body,
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    return {
      statusCode: response.status,
      headers: {
        'x-sentry-rate-limits': response.headers.get('x-sentry-rate-limits'),
        'retry-after': response.headers.get('retry-after'),
      },
    };
  });
}

/**
 * Sentry through @sentry/core alone (docs/decisions/014-error-reporting-with-sentry-core.md): a client of our own,
 * bound to nothing global, that patches no module, collects no request data, users or breadcrumbs, and sends
 * each event scrubbed by the domain's privacy rule.
 */
export function createSentryErrorReporter(options: { dsn: string; environment: string }): ErrorReporter {
  const client = new ServerRuntimeClient({
    dsn: options.dsn,
    environment: options.environment,
    platform: 'node',
    runtime: { name: 'node', version: process.version },
    integrations: [],
    transport: fetchTransport,
    stackParser: createStackParser(nodeStackLineParser()),
    sendClientReports: false,
    maxBreadcrumbs: 0,
    dataCollection: collectNothing,
    beforeBreadcrumb: () => null,
    beforeSend: (event) => scrubErrorEvent(event),
  });
  client.init();
  return {
    report(error, request) {
      const scope = new Scope();
      scope.setClient(client);
      scope.setTags({ method: request.method, route: request.route, status: request.status });
      scope.setTransactionName(`${request.method} ${request.route}`);
      client.captureException(error, { mechanism: { type: 'fastify.errorHandler', handled: false } }, scope);
    },
    async flush(timeoutMs) {
      await client.flush(timeoutMs);
    },
  };
}
