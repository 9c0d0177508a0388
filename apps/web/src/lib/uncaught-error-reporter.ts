import { appConfig, type InjectedConfig, readInjectedConfig } from './config';
import { remoteLog } from './remote-log';

export type UncaughtErrorReporter = (message: string, error: unknown, path: string) => void;

/** SENTRY_DSN as the server injected it into the page; undefined when unset. */
export function injectedSentryDsn(injected: InjectedConfig = readInjectedConfig()): string | undefined {
  return typeof injected.sentryDsn === 'string' && injected.sentryDsn ? injected.sentryDsn : undefined;
}

/**
 * The line for the server's log (POST /api/logs), and with a Sentry DSN the error itself to Sentry, whose SDK is
 * fetched on the first error only (a chunk of its own).
 */
export function createUncaughtErrorReporter(
  config: { sentryDsn: string | undefined; environment: string } = {
    sentryDsn: injectedSentryDsn(),
    environment: appConfig.environment,
  },
): UncaughtErrorReporter {
  const { sentryDsn } = config;
  const sentry = sentryDsn
    ? import('./sentry-browser').then((module) =>
        module.createSentryBrowserReporter({ dsn: sentryDsn, environment: config.environment }),
      )
    : undefined;
  return (message, error, path) => {
    void remoteLog('ERROR', message, { path });
    sentry?.then((report) => report(error ?? new Error(message), path)).catch(() => undefined);
  };
}
