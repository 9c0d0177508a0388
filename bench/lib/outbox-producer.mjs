// Queues emails through the server's own transactional outbox (outbox.queue in a transaction, which writes the
// outbox row and its send-email job), as the rooms do. Bundled with esbuild by bench/jobs.mjs and run as
// `node outbox-producer.js <count>` with the server's environment (DATABASE_URL, OUTBOX_KEY).
import { loadConfig } from '../../apps/server/src/config/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { createOutbox } from '../../apps/server/src/integrations/email/outbox';
import { createJobQueue } from '../../apps/server/src/jobs/job-queue';

const count = Number(process.argv[2] ?? 10_000);
const perTransaction = 100;
const config = loadConfig(process.env);
if (!config.outboxKey) throw new Error('OUTBOX_KEY is needed: the workers must open what this seals');
const db = await openDatabase(config);
const log = {
  info: () => undefined,
  error: (/** @type {Record<string, unknown>} */ details, /** @type {string} */ message) =>
    console.error(message, details),
};
// No workers here: the queue only installs its tables and queues, and takes the jobs the outbox adds.
const jobs = createJobQueue({ db, log, workers: false });
const outbox = createOutbox({
  db,
  sender: {
    send: async () => {
      throw new Error('This process only queues');
    },
  },
  key: Buffer.from(config.outboxKey, 'hex'),
  now: () => new Date(),
  enqueue: jobs.enqueue,
});
jobs.define(outbox.job);
await jobs.start();
for (let first = 1; first <= count; first += perTransaction) {
  await db.transaction(async (tx) => {
    for (let n = first; n < Math.min(first + perTransaction, count + 1); n += 1) {
      await outbox.queue(tx, {
        to: `reader${n}@bench.example`,
        subject: `Bench message ${n}`,
        text: `Message ${n} of ${count}, queued by npm run bench:jobs.`,
      });
    }
  });
}
await jobs.stop();
await db.close();
