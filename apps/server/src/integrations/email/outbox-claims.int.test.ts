import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { type SeverableDatabase, severableDatabase } from '../../../test/severable-database';
import {
  describeEachDatabase,
  startTestServer,
  type TestServer,
  testOutboxKey,
} from '../../../test/test-server';
import type { Database } from '../../db/database';
import { createJobQueue, type JobQueue } from '../../jobs/job-queue';
import type { EmailSender } from './index';
import { createOutbox, SEND_EMAIL_JOB } from './outbox';
import { claimQueuedEmails } from './outbox-repository';
import { createSmtpEmailSender } from './smtp';
import { messageIdOf, startLocalSmtpServer } from './testing/local-smtp-server';

const FROM = 'Fathom <no-reply@fathom.example>';
/** A short lease, so that a test waits about a second for what a server waits 15 s. */
const LEASE_SECONDS = 1;
const quiet = { info() {}, error() {} };

/**
 * A message is sent by the one run that holds it: a run whose worker died is taken over once its lease lapses, and
 * the message it may already have handed to the relay goes again with the same Message-ID, which a mail system
 * drops; a worker that lives keeps its message however long the relay takes.
 */
describeEachDatabase('the outbox when a worker dies', (database) => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
  let server: TestServer;
  const senders: EmailSender[] = [];
  const workers: { jobs: JobQueue; severable: SeverableDatabase }[] = [];
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    const email = createSmtpEmailSender(smtp.url, FROM);
    senders.push(email);
    server = await startTestServer({ database, email, jobLeaseSeconds: LEASE_SECONDS });
  });
  afterAll(async () => {
    smtp?.release();
    for (const worker of workers) {
      worker.severable.restore();
      await worker.jobs.stop();
    }
    await server?.close();
    for (const sender of senders) await sender.close?.();
    await smtp?.close();
  });
  // What a test left held (it failed before its release) is answered, so that the next one counts only its own.
  afterEach(() => smtp.release());

  /** Another server's email worker on the same database (its own relay connections), which the test may cut off. */
  async function anotherWorker(): Promise<{ jobs: JobQueue; severable: SeverableDatabase }> {
    const severable = severableDatabase(server.db);
    const db: Database = severable.db;
    const jobs = createJobQueue({ db, log: quiet, workers: false, leaseSeconds: LEASE_SECONDS });
    const sender = createSmtpEmailSender(smtp.url, FROM);
    senders.push(sender);
    const outbox = createOutbox({
      db,
      sender,
      key: Buffer.from(testOutboxKey, 'hex'),
      now: () => new Date(),
      enqueue: jobs.enqueue,
    });
    jobs.define(outbox.job);
    await jobs.start();
    const worker = { jobs, severable };
    workers.push(worker);
    return worker;
  }

  async function queue(to: string, subject: string): Promise<string> {
    await server.db.transaction((tx) => server.outbox.queue(tx, { to, subject, text: 'Hello' }));
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM outbox WHERE to_address = $1', [
      to,
    ]);
    if (!rows[0]) throw new Error('the message was not queued');
    return rows[0].id;
  }
  const receivedBy = (address: string) => smtp.received.filter((email) => email.to.includes(address));
  const outboxRow = async (id: string) =>
    (
      await server.db.query<{ sent_at: Date | null; claim_id: string | null; attempts: number }>(
        'SELECT sent_at, claim_id, attempts FROM outbox WHERE id = $1',
        [id],
      )
    ).rows[0];
  /** Until the worker's message waits for the relay's answer, which on a loaded machine takes more than a second. */
  const untilHeld = () => expect.poll(() => smtp.held(), { timeout: 15_000 }).toBe(1);
  /**
   * Whether the message's claim lasts longer than the lease of the run holding it: the queue may take a run over
   * once its lease has run out, and its next attempt must then find the message free.
   */
  const claimOutlivesRun = async (id: string) =>
    (
      await server.db.query<{ outlives: boolean }>(
        `SELECT o.claimed_until > j.started_on + make_interval(secs => $2::float8) AS outlives
           FROM outbox o JOIN pgboss.job j ON j.id::text = split_part(o.claim_id, ':', 1)
          WHERE o.id = $1`,
        [id, LEASE_SECONDS],
      )
    ).rows[0]?.outlives;

  it('takes over a message whose worker died mid-send, and sends it again with the same Message-ID', async () => {
    const to = 'taken-over@example.com';
    const id = await queue(to, 'Taken over');
    smtp.holdWhen((recipients) => recipients.includes(to));
    const doomed = await anotherWorker();
    // The worker hands the message to the relay and waits for its answer, which the relay holds.
    const abandoned = doomed.jobs.workDue(SEND_EMAIL_JOB).catch((error: unknown) => error);
    await untilHeld();
    expect(await outboxRow(id)).toMatchObject({ sent_at: null, claim_id: expect.any(String) });
    expect(await claimOutlivesRun(id)).toBe(false);
    // It dies: no statement of it reaches the database again, and its run is never renewed.
    doomed.severable.sever();
    smtp.holdWhen(() => false);

    // Nothing to take while its lease runs; then this server's worker takes the run over, and its next attempt
    // finds the message free and sends it, at once rather than after a retry's delay.
    await expect.poll(() => server.drainOutbox(), { timeout: 15_000, interval: 200 }).toBe(1);
    expect(receivedBy(to)).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ sent_at: expect.any(Date), claim_id: null, attempts: 1 });

    // The relay then answers the dead worker's transaction: the copy it had is the same message.
    smtp.release();
    await abandoned;
    const copies = receivedBy(to);
    expect(copies).toHaveLength(2);
    expect(copies.map((copy) => messageIdOf(copy.raw))).toEqual([
      `<${id}@fathom.example>`,
      `<${id}@fathom.example>`,
    ]);
  });

  it('leaves a message to the live worker sending it, however long the relay takes, and sends it once', async () => {
    const to = 'slow-relay@example.com';
    const id = await queue(to, 'Slow relay');
    smtp.holdWhen((recipients) => recipients.includes(to));
    const live = await anotherWorker();
    const sending = live.jobs.workDue(SEND_EMAIL_JOB);
    await untilHeld();
    smtp.holdWhen(() => false);
    const { rows } = await server.db.query<{ claimed_until: Date }>(
      'SELECT claimed_until FROM outbox WHERE id = $1',
      [id],
    );
    const firstLease = rows[0]?.claimed_until;
    // Its worker renews the claim all along: wait until the send has lasted more than two leases.
    await expect
      .poll(
        async () =>
          (
            await server.db.query<{ renewed: boolean }>(
              `SELECT claimed_until > $2::timestamptz + interval '2 seconds' AS renewed FROM outbox WHERE id = $1`,
              [id, firstLease],
            )
          ).rows[0]?.renewed,
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
    expect(await claimOutlivesRun(id)).toBe(false);
    expect(await server.drainOutbox()).toBe(0);
    expect(receivedBy(to)).toHaveLength(0);

    smtp.release();
    expect(await sending).toBe(1);
    expect(await server.drainOutbox()).toBe(0);
    expect(receivedBy(to)).toHaveLength(1);
    expect(messageIdOf(receivedBy(to)[0]?.raw ?? '')).toBe(`<${id}@fathom.example>`);
    expect(await outboxRow(id)).toMatchObject({ sent_at: expect.any(Date), claim_id: null, attempts: 1 });
  });

  it('never sends a message another run holds: a second job for it waits, then finds it sent', async () => {
    const to = 'claimed@example.com';
    const id = await queue(to, 'Claimed');
    smtp.holdWhen((recipients) => recipients.includes(to));
    const holder = await anotherWorker();
    const sending = holder.jobs.workDue(SEND_EMAIL_JOB);
    await untilHeld();
    smtp.holdWhen(() => false);
    // A second job for the same message, as a duplicated job would be.
    await server.db.transaction((tx) => server.jobs.enqueue(tx, SEND_EMAIL_JOB, { outbox_id: id }));

    // The other job runs while the message is held: it does not send, and is retried.
    expect(await server.drainOutbox()).toBe(1);
    expect(receivedBy(to)).toHaveLength(0);
    const { rows } = await server.db.query<{ state: string }>(
      `SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND data->>'outbox_id' = $2 AND state = 'retry'`,
      [SEND_EMAIL_JOB, id],
    );
    expect(rows).toHaveLength(1);

    smtp.release();
    await sending;
    await server.db.query(
      `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry' AND data->>'outbox_id' = $2`,
      [SEND_EMAIL_JOB, id],
    );
    expect(await server.drainOutbox()).toBe(1);
    expect(receivedBy(to)).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ sent_at: expect.any(Date), claim_id: null });
  });

  it('gives no claim to a run whose lease ran out before it claimed: the run that took it over sends the message, once', async () => {
    const to = 'lapsed-run@example.com';
    const id = await queue(to, 'Lapsed run');
    // A run whose worker stalled past its lease asks for the message only now, with that lease's end.
    const { rows } = await server.db.query<{ ended: Date }>(`SELECT now() - interval '1 second' AS ended`);
    const ended = rows[0]?.ended ?? new Date(0);
    expect(await claimQueuedEmails(server.db, [{ id, key: 'stalled-run:1', until: ended }])).toEqual([]);
    // Claimed all the same, the claim would have lapsed as it was made, and the run that took the job over would
    // have claimed and sent the message beside the stalled one.
    expect(await outboxRow(id)).toMatchObject({ sent_at: null, claim_id: null });

    expect(await server.drainOutbox()).toBe(1);
    expect(receivedBy(to)).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ sent_at: expect.any(Date), claim_id: null, attempts: 1 });
  });
});
