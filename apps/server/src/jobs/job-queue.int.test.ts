import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { severableDatabase } from '../../test/severable-database';
import { openTestDatabase, type TestDatabase } from '../../test/test-databases';
import { describeEachDatabase } from '../../test/test-server';
import { type Database, openDatabase } from '../db/database';
import { createJobQueue, type JobDefinition, type JobQueue } from './job-queue';
import { takeOverLapsedRuns } from './job-repository';

const quiet = { info() {}, error() {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function job(name: string, run: JobDefinition['run'], extra: Partial<JobDefinition> = {}): JobDefinition {
  return {
    name,
    policy: 'standard',
    retryLimit: 2,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    pollingIntervalSeconds: 0.5,
    run,
    ...extra,
  };
}

/** A cron of every minute is due at once; a test near the end of a minute waits for the next (a new due time). */
async function awayFromMinuteBoundary(): Promise<void> {
  const second = new Date().getUTCSeconds();
  if (second > 45) await sleep((61 - second) * 1_000);
}

describeEachDatabase('the job queue', (database) => {
  let test: TestDatabase;
  let queue: JobQueue;
  const runs: string[] = [];
  let failures = 0;
  beforeAll(async () => {
    test = await openTestDatabase(database, { seed: false });
    queue = createJobQueue({ db: test.db, log: quiet, workers: false });
    queue.define(job('record', async ({ data }) => runs.push(String(data.what))));
    queue.define(
      job('flaky', async () => {
        failures += 1;
        throw new Error(`refused ${failures}`);
      }),
    );
    queue.define(
      job(
        'waits-on-a-peer',
        async ({ data }) => {
          inFlight += 1;
          mostAtOnce = Math.max(mostAtOnce, inFlight);
          await sleep(50);
          inFlight -= 1;
          if (data.fail) throw new Error('refused by the peer');
          waited.push(Number(data.n));
        },
        { batchSize: 8, concurrency: 3, retryLimit: 0 },
      ),
    );
    await queue.start();
  });
  let inFlight = 0;
  let mostAtOnce = 0;
  const waited: number[] = [];
  afterAll(async () => {
    await queue?.stop();
    await test?.dispose();
  });

  it('runs a fetched batch a few jobs at a time, and one failing job never stops the others', async () => {
    for (let n = 1; n <= 8; n += 1) {
      await test.db.transaction((tx) => queue.enqueue(tx, 'waits-on-a-peer', { n, fail: n === 2 }));
    }
    expect(await queue.workDue('waits-on-a-peer')).toBe(8);
    expect(mostAtOnce).toBe(3);
    expect(waited.sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 6, 7, 8]);
    expect((await queue.failed(10)).filter((failed) => failed.name === 'waits-on-a-peer')).toHaveLength(1);
  });

  it('runs a job added in a transaction once the transaction commits, and never one that rolled back', async () => {
    await test.db.transaction((tx) => queue.enqueue(tx, 'record', { what: 'committed' }));
    await test.db
      .transaction(async (tx) => {
        await queue.enqueue(tx, 'record', { what: 'rolled back' });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await queue.workDue('record')).toBe(1);
    expect(runs).toEqual(['committed']);
  });

  it('retries a failing job with backoff, then leaves it failed for staff, who may put it back', async () => {
    await queue.runNow('flaky');
    expect(failures).toBe(1);
    // The retry waits for its delay: nothing is due at once.
    expect(await queue.workDue('flaky')).toBe(0);
    for (let attempt = 2; attempt <= 3; attempt += 1) {
      await expect.poll(() => queue.workDue('flaky'), { timeout: 10_000, interval: 250 }).toBe(1);
    }
    expect(failures).toBe(3);
    const failed = (await queue.failed(10)).filter((each) => each.name === 'flaky');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ name: 'flaky', attempts: 3, error: 'refused 3' });

    expect(await queue.retry(failed[0]?.id ?? '')).toBe(true);
    expect(await queue.workDue('flaky')).toBe(1);
    expect(failures).toBe(4);
    expect(await queue.retry('00000000-0000-4000-8000-000000000000')).toBe(false);
  });

  it('runs a scheduled job on its own when the workers run', async () => {
    const scheduled = await openTestDatabase(database, { seed: false });
    const server = createJobQueue({ db: scheduled.db, log: quiet, workers: true, cronCheckSeconds: 1 });
    let ticks = 0;
    server.define(job('tick', async () => (ticks += 1), { cron: '* * * * *', policy: 'stately' }));
    try {
      await awayFromMinuteBoundary();
      await server.start();
      await expect.poll(() => ticks, { timeout: 15_000, interval: 250 }).toBe(1);
    } finally {
      await server.stop();
      await scheduled.dispose();
    }
  });

  it('drops the schedule of a job the next version no longer defines, and keeps the others', async () => {
    const renamed = await openTestDatabase(database, { seed: false });
    const scheduleCount = async (name: string) =>
      (
        await renamed.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pgboss.schedule WHERE name = $1',
          [name],
        )
      ).rows[0]?.n;
    const before = createJobQueue({ db: renamed.db, log: quiet, workers: true });
    before.define(job('old-name', async () => 0, { cron: '0 3 * * *' }));
    before.define(job('kept', async () => 0, { cron: '0 4 * * *' }));
    const after = createJobQueue({ db: renamed.db, log: quiet, workers: true });
    after.define(job('new-name', async () => 0, { cron: '0 3 * * *' }));
    after.define(job('kept', async () => 0, { cron: '0 4 * * *' }));
    try {
      await before.start();
      await before.stop();
      expect(await scheduleCount('old-name')).toBe(1);
      await after.start();
      expect(await scheduleCount('old-name')).toBe(0);
      expect(await scheduleCount('new-name')).toBe(1);
      expect(await scheduleCount('kept')).toBe(1);
    } finally {
      await after.stop();
      await renamed.dispose();
    }
  });

  it("leaves the app's cached reads alone: its statements, with parameters or without, change none of its tables", async () => {
    const own = await openTestDatabase(database, { seed: false });
    let scripts = 0;
    const db: Database = {
      ...own.db,
      script(sql, tables) {
        scripts += 1;
        return own.db.script(sql, tables);
      },
    };
    const server = createJobQueue({ db, log: quiet, workers: true, cronCheckSeconds: 1 });
    server.define(job('tick', async () => {}, { cron: '* * * * *', policy: 'stately' }));
    const everythingChanged = own.db.changes.everythingChanges();
    let everythingChangedAfter: number;
    try {
      // Installs its schema, reads its version and its queues, and checks its schedules every second.
      await server.start();
      await sleep(2_500);
      await own.db.transaction((tx) => server.enqueue(tx, 'tick', {}));
    } finally {
      await server.stop();
      // Read before the test database is disposed of, which changes everything.
      everythingChangedAfter = own.db.changes.everythingChanges();
      await own.dispose();
    }
    expect(scripts).toBeGreaterThan(0);
    expect(everythingChangedAfter).toBe(everythingChanged);
  });
});

describeEachDatabase('a worker settling a batch', (database) => {
  let test: TestDatabase;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    test = await openTestDatabase(database, { seed: false });
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await test?.dispose();
  });

  it('never marks completed a retry that runs elsewhere while the rest of its first batch is still going', async () => {
    const slowOne = gate();
    const secondTry = gate();
    const attempts: string[] = [];
    const definition = job(
      'settled-alone',
      async ({ data, attempt }) => {
        attempts.push(`${String(data.n)} #${attempt}`);
        if (data.n === 'slow') return slowOne.opened;
        if (attempt === 1) throw new Error('refused the first time');
        await secondTry.opened;
        throw new Error('refused again');
      },
      { batchSize: 2, retryLimit: 5, retryDelaySeconds: 30 },
    );
    const stateOf = async (n: string) =>
      (
        await test.db.query<{ state: string }>(
          `SELECT state::text AS state FROM pgboss.job WHERE name = 'settled-alone' AND data->>'n' = $1`,
          [n],
        )
      ).rows[0]?.state;

    // One instance only queues (and later runs a retry by hand); the other's worker fetches both jobs in one batch.
    const elsewhere = createJobQueue({ db: test.db, log: quiet, workers: false });
    elsewhere.define(definition);
    queues.push(elsewhere);
    await elsewhere.start();
    await test.db.transaction(async (tx) => {
      await elsewhere.enqueue(tx, 'settled-alone', { n: 'fails' });
      await elsewhere.enqueue(tx, 'settled-alone', { n: 'slow' });
    });
    const worker = createJobQueue({ db: test.db, log: quiet, workers: true });
    // Both jobs of the batch run at once: a fetched batch comes in no particular order.
    worker.define({ ...definition, concurrency: 2 });
    queues.push(worker);
    await worker.start();

    await expect.poll(() => stateOf('fails'), { timeout: 20_000 }).toBe('retry');
    expect(attempts).toContain('slow #1');
    // Its retry is made due now and taken by the other instance while the batch's slow job still runs.
    await test.db.query(
      `UPDATE pgboss.job SET start_after = now() WHERE name = 'settled-alone' AND state = 'retry'`,
    );
    const retried = elsewhere.workDue('settled-alone');
    await expect.poll(() => attempts.includes('fails #2'), { timeout: 10_000 }).toBe(true);

    slowOne.open();
    await expect.poll(() => stateOf('slow'), { timeout: 10_000 }).toBe('completed');
    expect(await stateOf('fails')).toBe('active');
    secondTry.open();
    await retried;
    expect(await stateOf('fails')).toBe('retry');
  });
});

/** A promise the test resolves when it chooses: a run that lasts until then. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describeEachDatabase('a run whose worker dies', (database) => {
  /** A short lease, so that a test waits about a second for what a server waits 15 s. */
  const leaseSeconds = 1;
  let test: TestDatabase;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    test = await openTestDatabase(database, { seed: false });
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await test?.dispose();
  });

  /** An instance of the queue with this job, on this view of the database. */
  async function instance(db: Database, definition: JobDefinition): Promise<JobQueue> {
    const queue = createJobQueue({ db, log: quiet, workers: false, leaseSeconds });
    queue.define(definition);
    queues.push(queue);
    await queue.start();
    return queue;
  }
  const jobRow = async (name: string) =>
    (
      await test.db.query<{
        state: string;
        retry_count: number;
        output: { message?: string } | null;
        started_on: Date | null;
      }>('SELECT state::text AS state, retry_count, output, started_on FROM pgboss.job WHERE name = $1', [
        name,
      ])
    ).rows[0];

  /**
   * Starts the job on an instance that then loses the database mid-run: its run stays claimed, never renewed. Should
   * the test open `never`, the run ends after all, as `ending` says.
   */
  async function dieMidRun(
    name: string,
    definition: (run: JobDefinition['run']) => JobDefinition,
    ending: 'completes' | 'fails' = 'completes',
  ) {
    const severable = severableDatabase(test.db);
    const started = gate();
    const never = gate();
    const doomed = await instance(
      severable.db,
      definition(async () => {
        started.open();
        await never.opened;
        if (ending === 'fails') throw new Error('refused after all');
      }),
    );
    await test.db.transaction((tx) => doomed.enqueue(tx, name, { n: 1 }));
    const abandoned = doomed.workDue(name).catch(() => 'abandoned');
    await started.opened;
    severable.sever();
    return { abandoned, never, severable };
  }

  it('takes over a run its worker stopped renewing, as its next attempt, due at once', async () => {
    const attempts: number[] = [];
    const definition = (run: JobDefinition['run']) =>
      job('taken-over', run, { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 600 });
    const { never } = await dieMidRun('taken-over', definition);
    const live = await instance(
      test.db,
      definition(async ({ attempt }) => {
        attempts.push(attempt);
      }),
    );
    expect(await jobRow('taken-over')).toMatchObject({ state: 'active' });
    // Within the lease of its last sign of life, not at its expiry (600 s) nor after a retry delay (60 s).
    await expect.poll(() => live.workDue('taken-over'), { timeout: 10_000, interval: 200 }).toBe(1);
    expect(attempts).toEqual([2]);
    expect(await jobRow('taken-over')).toMatchObject({ state: 'completed', retry_count: 1 });
    never.open();
  });

  it.each(['completes', 'fails'] as const)(
    'leaves the run that took its place alone when a run taken over %s after all',
    async (ending) => {
      const name = `outlived-${ending}`;
      const attempts: number[] = [];
      const secondRun = gate();
      const definition = (run: JobDefinition['run']) =>
        job(name, run, { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 600 });
      const { abandoned, never, severable } = await dieMidRun(name, definition, ending);
      const live = await instance(
        test.db,
        definition(async ({ attempt }) => {
          attempts.push(attempt);
          await secondRun.opened;
        }),
      );
      const takenOver = (async () => {
        for (;;) {
          const ran = await live.workDue(name);
          if (ran > 0) return ran;
          await sleep(200);
        }
      })();
      await expect.poll(() => attempts, { timeout: 10_000, interval: 100 }).toEqual([2]);
      expect(await jobRow(name)).toMatchObject({ state: 'active', retry_count: 1 });

      // The first worker comes back and its run ends: neither its outcome nor its renewals reach the second run's row.
      severable.restore();
      never.open();
      await abandoned;
      expect(await jobRow(name)).toMatchObject({ state: 'active', retry_count: 1 });

      secondRun.open();
      expect(await takenOver).toBe(1);
      expect(await jobRow(name)).toMatchObject({ state: 'completed', retry_count: 1 });
      expect(attempts).toEqual([2]);
    },
  );

  it('keeps renewing the next run of a job it fetched again while its earlier run still went on', async () => {
    const name = 'fetched-again';
    const attempts: number[] = [];
    const firstStarted = gate();
    const firstEnds = gate();
    const secondEnds = gate();
    const severable = severableDatabase(test.db);
    const worker = await instance(
      severable.db,
      job(
        name,
        async ({ attempt }) => {
          attempts.push(attempt);
          if (attempt === 1) {
            firstStarted.open();
            await firstEnds.opened;
          } else await secondEnds.opened;
        },
        { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 600 },
      ),
    );
    await test.db.transaction((tx) => worker.enqueue(tx, name, {}));
    const firstRun = worker.workDue(name).catch(() => 'lost');
    await firstStarted.opened;
    // Cut off for longer than a lease, its first run is taken over elsewhere: due again, as its second attempt.
    severable.sever();
    const takeOverElsewhere = () =>
      takeOverLapsedRuns(test.db, 'pgboss', {
        names: [name],
        leaseSeconds,
        exclude: [],
        reason: 'taken over',
      });
    await expect
      .poll(async () => (await takeOverElsewhere()).length, { timeout: 10_000, interval: 200 })
      .toBe(1);
    severable.restore();

    // The same instance fetches that second attempt while its first still runs, which then ends.
    const secondRun = worker.workDue(name);
    await expect.poll(() => attempts, { timeout: 10_000, interval: 100 }).toEqual([1, 2]);
    firstEnds.open();
    await firstRun;
    const startedOn = async () => (await jobRow(name))?.started_on?.getTime() ?? 0;
    const afterFirstEnded = await startedOn();

    // The second run is still this instance's: renewed past two leases, so no other instance takes it over.
    await expect
      .poll(async () => (await startedOn()) - afterFirstEnded, { timeout: 10_000, interval: 200 })
      .toBeGreaterThan(2 * leaseSeconds * 1_000);
    expect(await takeOverElsewhere()).toEqual([]);
    expect(await jobRow(name)).toMatchObject({ state: 'active', retry_count: 1 });
    secondEnds.open();
    expect(await secondRun).toBe(1);
    expect(await jobRow(name)).toMatchObject({ state: 'completed', retry_count: 1 });
  });

  it('fails a run taken over on its last attempt, telling its job, where staff see why', async () => {
    const told: string[] = [];
    const definition = (run: JobDefinition['run']) =>
      job('last-try', run, {
        retryLimit: 0,
        onLastFailure: async (run, error) => {
          told.push(`${String(run.data.n)}: ${error instanceof Error ? error.message : String(error)}`);
        },
      });
    const { never } = await dieMidRun('last-try', definition);
    const live = await instance(
      test.db,
      definition(async () => {}),
    );
    // Found by the look the live instance takes before it fetches: failed, with nothing left to run.
    await expect
      .poll(
        async () => {
          expect(await live.workDue('last-try')).toBe(0);
          return (await jobRow('last-try'))?.state;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe('failed');
    expect(told).toEqual([expect.stringMatching(/^1: Its worker stopped renewing it/)]);
    const failed = (await live.failed(10)).filter((each) => each.name === 'last-try');
    expect(failed).toMatchObject([{ attempts: 1, error: expect.stringContaining('stopped renewing it') }]);
    never.open();
  });

  it('never takes over a run whose worker lives, however long it runs', async () => {
    const started = gate();
    const finish = gate();
    const runs: string[] = [];
    const definition = (who: string) =>
      job(
        'long-run',
        async () => {
          runs.push(who);
          started.open();
          if (who === 'first') await finish.opened;
        },
        { retryLimit: 3 },
      );
    const first = await instance(test.db, definition('first'));
    const second = await instance(test.db, definition('second'));
    await test.db.transaction((tx) => first.enqueue(tx, 'long-run', {}));
    const running = first.workDue('long-run');
    await started.opened;
    const { rows } = await test.db.query<{ started_on: Date }>(
      `SELECT started_on FROM pgboss.job WHERE name = 'long-run'`,
    );
    const firstStart = rows[0]?.started_on;
    // Renewed by its worker well past two leases after it started.
    await expect
      .poll(
        async () =>
          (
            await test.db.query<{ renewed: boolean }>(
              `SELECT started_on > $1::timestamptz + interval '2 seconds' AS renewed FROM pgboss.job
                WHERE name = 'long-run'`,
              [firstStart],
            )
          ).rows[0]?.renewed,
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true);
    expect(await second.workDue('long-run')).toBe(0);
    finish.open();
    expect(await running).toBe(1);
    expect(runs).toEqual(['first']);
    expect(await jobRow('long-run')).toMatchObject({ state: 'completed', retry_count: 0 });
  });
});

/**
 * A new PostgreSQL database and a second connection pool to it, as two servers would have; the queues pushed to
 * `queues` are stopped after the tests. The integration suite runs on PostgreSQL as well as PGlite
 * (TEST_DATABASE_URL): these tests need it.
 */
function twoServersOnOnePostgres() {
  let test: TestDatabase | null = null;
  let second: Database | null = null;
  const queues: JobQueue[] = [];
  beforeAll(async () => {
    test = await openTestDatabase('postgres', { seed: false });
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await second?.close();
    await test?.dispose();
  });
  return {
    queues,
    async twoPools(): Promise<[TestDatabase, Database]> {
      if (!test?.url) throw new Error('The test database has no PostgreSQL URL');
      second = await openDatabase({ databaseUrl: test.url, dataDir: '.' });
      return [test, second];
    },
  };
}

/*
 * Two instances on one database: on PostgreSQL, two queues with their own connection pools, as two servers
 * would have. One PGlite database is one process's (it cannot be opened twice), so on PGlite this is what the
 * single-instance tests above show: a job is taken once by its one worker.
 */
describe('two instances on one PostgreSQL', () => {
  const { queues, twoPools } = twoServersOnOnePostgres();

  it('run a scheduled job once per due time, and each queued job once', async () => {
    const [test, second] = await twoPools();
    const runs: string[] = [];
    for (const [instance, db] of [
      ['one', test.db],
      ['two', second],
    ] as const) {
      const queue = createJobQueue({ db, log: quiet, workers: true, cronCheckSeconds: 1 });
      queue.define(
        job('tick', async () => runs.push(`tick by ${instance}`), { cron: '* * * * *', policy: 'stately' }),
      );
      queue.define(job('each', async ({ data }) => runs.push(`each ${String(data.n)}`)));
      queues.push(queue);
    }
    await awayFromMinuteBoundary();
    for (const queue of queues) await queue.start();
    for (let n = 0; n < 40; n += 1) await queues[n % 2]?.enqueue(test.db, 'each', { n });

    await expect
      .poll(() => runs.filter((run) => run.startsWith('each')).length, { timeout: 20_000 })
      .toBe(40);
    await expect.poll(() => runs.filter((run) => run.startsWith('tick')).length, { timeout: 15_000 }).toBe(1);
    // Both instances keep checking the schedule every second: the due time still makes one run.
    await sleep(4_000);
    expect(runs.filter((run) => run.startsWith('tick'))).toHaveLength(1);
    expect(new Set(runs.filter((run) => run.startsWith('each'))).size).toBe(40);
    expect(runs.filter((run) => run.startsWith('each'))).toHaveLength(40);
  });
});

describe('two servers starting at once on a new PostgreSQL database', () => {
  const { queues, twoPools } = twoServersOnOnePostgres();

  it('both install or find the queue and take work', async () => {
    const [test, second] = await twoPools();
    // New as a first deployment's: not even the queue's schema is there.
    await test.db.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
    const runs: string[] = [];
    for (const [instance, db] of [
      ['one', test.db],
      ['two', second],
    ] as const) {
      const queue = createJobQueue({ db, log: quiet, workers: true });
      queue.define(job('each', async ({ data }) => runs.push(`${instance} ran ${String(data.n)}`)));
      queue.define(job('other', async () => undefined, { cron: '0 3 * * *', policy: 'stately' }));
      queues.push(queue);
    }
    await Promise.all(queues.map((queue) => queue.start()));
    for (let n = 0; n < 10; n += 1) await queues[n % 2]?.enqueue(second, 'each', { n });
    await expect.poll(() => runs.length, { timeout: 20_000 }).toBe(10);
    // Each connection pool still answers plain queries: no connection was left inside a failed install.
    for (const db of [test.db, second]) {
      for (let n = 0; n < 12; n += 1) expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    }
  });
});
