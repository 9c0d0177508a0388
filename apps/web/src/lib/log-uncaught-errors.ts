import type { UncaughtErrorReporter } from './uncaught-error-reporter';

/**
 * Errors nothing else caught are logged with the page they happened on (its path, not its query), and reported to
 * Sentry as well when SENTRY_DSN is set. The reporters load only when an error happens, so the first page pays
 * nothing for them.
 */
export function logUncaughtErrors(target: Window = window): void {
  let reporter: Promise<UncaughtErrorReporter> | undefined;
  const send = (message: string, error: unknown) => {
    reporter ??= import('./uncaught-error-reporter').then((module) => module.createUncaughtErrorReporter());
    void reporter.then((report) => report(message, error, target.location.pathname));
  };
  target.addEventListener('error', (event) => send(event.message || 'Uncaught error', event.error));
  target.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason instanceof Error ? event.reason.message : String(event.reason);
    send(`Unhandled rejection: ${reason}`, event.reason);
  });
}
