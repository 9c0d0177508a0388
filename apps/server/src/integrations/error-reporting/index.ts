import type { Config } from '../../config';
import { createSentryErrorReporter } from './sentry';

/** Where in the API a failure happened: the route's pattern (never its address, which may hold ids). */
export interface FailedRequest {
  method: string;
  route: string;
  status: number;
}

/** Receives the server's 5xx failures for an error-tracking service; the log has them either way. */
export interface ErrorReporter {
  /** Sends in the background; never throws and never delays the answer. */
  report(error: unknown, request: FailedRequest): void;
  /** Waits, at most timeoutMs, for reports on their way (at shutdown). */
  flush(timeoutMs: number): Promise<void>;
}

/** With no SENTRY_DSN the failures stay in the server's own log only. */
const logOnly: ErrorReporter = {
  report() {},
  flush: async () => undefined,
};

export function createErrorReporter(config: Pick<Config, 'sentryDsn' | 'nodeEnv'>): ErrorReporter {
  if (!config.sentryDsn) return logOnly;
  return createSentryErrorReporter({ dsn: config.sentryDsn, environment: config.nodeEnv ?? 'production' });
}
