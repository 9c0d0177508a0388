import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CountingDatabase, countingDatabase } from '../../../test/counting-database';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { EMAIL_BATCH_SIZE, SEND_EMAIL_JOB } from './outbox';
import { claimQueuedEmails, markEmailsSent } from './outbox-repository';
import { createSandboxEmailSender } from './sandbox';

describeEachDatabase('the outbox sends a batch together', (database) => {
  let server: TestServer;
  let counting: CountingDatabase;
  const sender = createSandboxEmailSender({ info() {} });
  beforeAll(async () => {
    server = await startTestServer({
      database,
      email: sender,
      wrapDatabase: (db) => {
        counting = countingDatabase(db);
        return counting.db;
      },
    });
  });
  afterAll(async () => server?.close());

  const queue = (recipients: readonly string[], subject: string) =>
    server.db.transaction(async (tx) => {
      for (const to of recipients) await server.outbox.queue(tx, { to, subject, text: 'Hello' });
    });
  const counted = (pattern: RegExp) => counting.statements().filter((sql) => pattern.test(sql)).length;

  it('claims, marks and completes the messages of a fetched batch in one statement each, and sends each once', async () => {
    const recipients = Array.from({ length: EMAIL_BATCH_SIZE }, (_, n) => `batch-${n}@example.com`);
    await queue(recipients, 'Together');
    counting.reset();
    expect(await server.drainOutbox()).toBe(recipients.length);

    for (const to of recipients) expect(sender.delivered?.({ to, limit: 10 })).toHaveLength(1);
    const { rows } = await server.db.query<{ sent: number; claimed: number }>(
      `SELECT count(*) FILTER (WHERE sent_at IS NOT NULL)::int AS sent,
              count(*) FILTER (WHERE claim_id IS NOT NULL)::int AS claimed
         FROM outbox WHERE subject = 'Together'`,
    );
    expect(rows[0]).toEqual({ sent: recipients.length, claimed: 0 });
    // The runs of the batch go on together, all at once: one statement each for what they do alike.
    expect(counted(/^UPDATE outbox SET claim_id/)).toBe(1);
    expect(counted(/^UPDATE outbox SET sent_at/)).toBe(1);
    // The queue's own statements go past the count: the runs completed in one statement share its time.
    const completions = await server.db.query<{ times: number; jobs: number }>(
      `SELECT count(DISTINCT completed_on)::int AS times, count(*)::int AS jobs FROM pgboss.job
        WHERE name = $1 AND state = 'completed' AND data->>'subject' = 'Together'`,
      [SEND_EMAIL_JOB],
    );
    expect(completions.rows[0]).toEqual({ times: 1, jobs: recipients.length });
  });

  it('gives a message claimed twice in one statement to one run, and marks it sent for that run alone', async () => {
    await queue(['twice@example.com'], 'Claimed twice');
    const { rows } = await server.db.query<{ id: string }>(
      `SELECT id FROM outbox WHERE subject = 'Claimed twice'`,
    );
    const id = rows[0]?.id ?? '';
    const [first, second] = [randomUUID(), randomUUID()];
    const until = new Date(Date.now() + 60_000);
    const taken = await claimQueuedEmails(server.db, [
      { id, key: first, until },
      { id, key: second, until },
    ]);
    expect(taken).toHaveLength(1);
    const winner = taken[0]?.claim_id ?? '';
    expect([first, second]).toContain(winner);
    const loser = winner === first ? second : first;

    // The run that lost holds nothing: its mark changes nothing, and the message stays the winner's to send.
    expect(await markEmailsSent(server.db, [{ id, key: loser, at: new Date() }])).toEqual([]);
    expect(await claimQueuedEmails(server.db, [{ id, key: loser, until }])).toEqual([]);
    expect(
      await markEmailsSent(server.db, [
        { id, key: loser, at: new Date() },
        { id, key: winner, at: new Date() },
      ]),
    ).toEqual([{ id, key: winner }]);
    const after = await server.db.query<{ sent_at: Date | null; claim_id: string | null }>(
      'SELECT sent_at, claim_id FROM outbox WHERE id = $1',
      [id],
    );
    expect(after.rows[0]).toMatchObject({ sent_at: expect.any(Date), claim_id: null });
  });
});
