import type { FastifyInstance } from 'fastify';
import type { OrderPayments } from './order-payments';

const EVERY_MS = 60_000;

/**
 * Settles payments left pending by a process that stopped mid-charge: once when the server is ready,
 * then every minute. Safe on several instances at once: settling an attempt twice changes nothing.
 */
export function startPaymentReconciler(app: FastifyInstance, payments: OrderPayments): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= payments
      .reconcile()
      .then((settled) => {
        if (settled > 0) app.log.info({ settled }, 'settled payments left pending');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'settling pending payments failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
