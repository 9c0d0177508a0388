import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PostgresFaults, postgresFaults } from '../../test/postgres-faults';
import { openTestDatabase, type TestDatabase } from '../../test/test-databases';
import { runsOnPostgres } from '../../test/test-server';
import { createJobQueue, type JobDefinition, type JobQueue } from './job-queue';

/**
 * The job queue's connections are the app's pool's (pg-boss runs its statements through the app's database), so a
 * connection PostgreSQL ends under a worker's fetch or the queue's upkeep fails that statement alone: the worker
 * logs it and fetches again, and jobs go on once the database answers. PostgreSQL alone: the embedded database has
 * no connection to lose.
 */
describe.runIf(runsOnPostgres)('the job queue when its connections are terminated', () => {
  let test: TestDatabase;
  let faults: PostgresFaults;
  let producer: JobQueue;
  let worker: JobQueue;
  const ran: string[] = [];
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);
  const record: JobDefinition = {
    name: 'record',
    policy: 'standard',
    retryLimit: 2,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    pollingIntervalSeconds: 0.2,
    run: async ({ data }) => ran.push(String(data.what)),
  };

  beforeAll(async () => {
    test = await openTestDatabase('postgres', { seed: false });
    faults = await postgresFaults(test.url ?? '');
    process.prependListener('uncaughtException', recordUncaught);
    // Adds jobs without working them, as a server's request does.
    producer = createJobQueue({ db: test.db, log: { info() {}, error() {} }, workers: false });
    producer.define(record);
    await producer.start();
    worker = createJobQueue({
      db: test.db,
      log: { info() {}, error() {} },
      workers: true,
    });
    worker.define(record);
  });
  afterAll(async () => {
    process.removeListener('uncaughtException', recordUncaught);
    await worker?.stop();
    await producer?.stop();
    await faults?.close();
    await test?.dispose();
  });

  it("fetches again after its fetch's connection is terminated, and runs the job waiting once the database answers", async () => {
    await test.db.transaction((tx) => producer.enqueue(tx, 'record', { what: 'waiting' }));
    // The queue's jobs table: a fetch claims its jobs with an UPDATE, which this lock holds back.
    const { rows } = await test.db.query<{ partition_name: string }>(
      "SELECT partition_name FROM pgboss.queue WHERE name = 'record'",
    );
    const lock = await faults.hold(`LOCK TABLE pgboss.${rows[0]?.partition_name} IN SHARE MODE`);
    const lostBefore = test.db.poolStats?.().lost ?? 0;
    await worker.start();
    for (const _ of [1, 2]) {
      const fetch = await faults.waitingOnLock();
      // pg-boss's fetch claims due jobs with FOR UPDATE SKIP LOCKED: this is the worker's, held by the lock.
      expect(fetch.query).toContain('FOR UPDATE SKIP LOCKED');
      await faults.terminate(fetch);
    }
    expect(ran).toEqual([]);
    await lock.release();
    await expect.poll(() => ran, { timeout: 15_000, interval: 100 }).toEqual(['waiting']);
    // pg-boss answers a failed fetch as "no job due" (its manager's fetch swallows the error): the loss shows in
    // the pool's count of lost connections, and the worker simply fetches again after its polling interval.
    expect((test.db.poolStats?.().lost ?? 0) - lostBefore).toBe(2);
    expect(uncaught).toEqual([]);
  });

  it('runs a job added after every connection was terminated', async () => {
    expect(await faults.terminateAll()).toBeGreaterThan(0);
    await test.db.transaction((tx) => producer.enqueue(tx, 'record', { what: 'added after' }));
    await expect.poll(() => ran, { timeout: 15_000, interval: 100 }).toEqual(['waiting', 'added after']);
    expect(uncaught).toEqual([]);
  });
});
