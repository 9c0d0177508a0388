/**
 * Errors nothing else caught are logged with the page they happened on (its path, not its query). The
 * logger loads only when an error happens, so the first page pays nothing for it.
 */
export function logUncaughtErrors(target: Window = window): void {
  const send = (message: string) => {
    void import('./remote-log').then(({ remoteLog }) =>
      remoteLog('ERROR', message, { path: target.location.pathname }),
    );
  };
  target.addEventListener('error', (event) => send(event.message || 'Uncaught error'));
  target.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason instanceof Error ? event.reason.message : String(event.reason);
    send(`Unhandled rejection: ${reason}`);
  });
}
