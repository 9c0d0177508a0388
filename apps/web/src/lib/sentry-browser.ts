import { collectNothing, scrubErrorEvent, scrubReportText } from '@fathom/domain/error-report-privacy';
import {
  BrowserClient,
  type BrowserOptions,
  defaultStackParser,
  makeFetchTransport,
  Scope,
} from '@sentry/browser';

/**
 * Sentry's browser client with nothing automatic (docs/decisions/014-error-reporting-with-sentry-core.md): no
 * global handlers, breadcrumbs, session replay, tracing or user data; the portal hands it the uncaught errors it
 * already logs, and every event leaves scrubbed by the domain's privacy rule.
 */
export function sentryBrowserOptions(options: { dsn: string; environment: string }) {
  return {
    dsn: options.dsn,
    environment: options.environment,
    integrations: [],
    // The page's own fetch: the SDK's default looks for an unpatched one in a hidden frame, which the policy forbids.
    transport: (transportOptions: Parameters<typeof makeFetchTransport>[0]) =>
      makeFetchTransport(transportOptions, (input, init) => fetch(input, init)),
    stackParser: defaultStackParser,
    sendClientReports: false,
    maxBreadcrumbs: 0,
    dataCollection: collectNothing,
    beforeBreadcrumb: () => null,
    beforeSend: scrubErrorEvent,
  } satisfies BrowserOptions;
}

export function createSentryBrowserReporter(options: { dsn: string; environment: string }) {
  const client = new BrowserClient(sentryBrowserOptions(options));
  client.init();
  return (error: unknown, path: string): void => {
    const scope = new Scope();
    scope.setClient(client);
    scope.setTag('path', scrubReportText(path));
    client.captureException(error, { mechanism: { type: 'onerror', handled: false } }, scope);
  };
}
