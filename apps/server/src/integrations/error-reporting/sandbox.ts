import type { ErrorReporter } from './index';

/** With no SENTRY_DSN the failures stay in the server's own log only. */
export const logOnlyErrorReporter: ErrorReporter = {
  report() {},
  flush: async () => undefined,
};
