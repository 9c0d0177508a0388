import type { FastifyInstance } from 'fastify';

/**
 * Runs a job once when the server is ready, then every `everyMs`, never two passes at once in this
 * process, and waits for a pass in progress when the server closes. Jobs must be safe on several
 * instances at once: each claims its work in the database.
 */
export function startRecurringJob(
  app: FastifyInstance,
  job: { name: string; everyMs: number; run: () => Promise<unknown> },
): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const pass = () => {
    running ??= job
      .run()
      .then((result) => app.log.debug({ job: job.name, result }, 'job pass done'))
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job pass failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  app.addHook('onReady', async () => {
    void pass();
    timer = setInterval(pass, job.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
