import DataLoader from 'dataloader';
import PgBoss from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import { asWorkOf, currentRequestId } from '../logging/request-context';
import { currentTraceparent, inSpan, SpanKind } from '../observability/tracing';
import {
  completeRuns,
  type FailedJob,
  type FailedJobSort,
  findFailedJob,
  listFailedJobs,
  listFailedJobsPage,
  lockRun,
  type QueueReading,
  queueReadings,
  type RunOfJob,
  renewRuns,
  type TakenOverJob,
  takeOverLapsedRuns,
} from './job-repository';

/** One run of a job: its data, and whether a failure now is the last one (no retry left). */
export interface JobRun {
  id: string;
  data: Record<string, unknown>;
  attempt: number;
  lastAttempt: boolean;
  /** The request that queued the job (or the job that did, for that job's request), when one did. */
  requestId: string | null;
  /**
   * When the run's lease runs out unless its worker renews it, by the database's clock: another instance may take
   * the run over from then on, so what the run holds (the outbox's claim on its message) must not last longer.
   */
  leaseEnds(): Date;
}

export interface JobDefinition {
  name: string;
  /** When it runs on its own, as cron (minutes, UTC); each due time makes one job across every instance. */
  cron?: string;
  /** Also run once when the queue starts (work left by a stopped process). */
  atStart?: boolean;
  /** Retries after the first attempt, with exponential backoff from retryDelaySeconds. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** A run taking longer than this is failed (and retried). */
  expireInSeconds: number;
  /** How many of its jobs one fetch takes (each still succeeds or fails on its own). */
  batchSize?: number;
  /** How many jobs of one fetched batch run at once (1 unless given): for work that mostly waits on a peer. */
  concurrency?: number;
  /** How often an idle worker looks for this job's work. */
  pollingIntervalSeconds: number;
  /** `stately`: at most one waiting and one running at a time (recurring tasks); `standard`: any number. */
  policy: 'stately' | 'standard';
  run: (job: JobRun) => Promise<unknown>;
  /**
   * Told when a run failed with no retry left (before the job is marked failed), and when a run whose worker died
   * on its last attempt is failed by the instance that finds it.
   */
  onLastFailure?: (job: JobRun, error: unknown) => Promise<void>;
  /**
   * Told at each sign of life of this job's runs still going here, once their leases are renewed, to renew what they
   * hold until then (the outbox's claims).
   */
  renew?: (runs: readonly JobRun[]) => Promise<void>;
}

export interface JobLog {
  info(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface JobQueue {
  /** How long a run is held without a sign of life from its worker before another takes it over (seconds). */
  readonly leaseSeconds: number;
  /** Adds a job kind; all are defined before start. */
  define(job: JobDefinition): void;
  /** Installs or upgrades the queue's tables and the queues; with workers on, schedules and works them. */
  start(): Promise<void>;
  /** Stops taking work and waits a little for runs in progress. */
  stop(): Promise<void>;
  /** Adds a job in the caller's transaction: it exists once the caller commits, and not if it rolls back. */
  enqueue(
    db: Queryable,
    name: string,
    data: Record<string, unknown>,
    options?: EnqueueOptions,
  ): Promise<void>;
  /** Queues the job and runs what is due of it here and now (tests and staff; the schedule does this alone). */
  runNow(name: string): Promise<number>;
  /** Runs the jobs of this kind that are due now, in this process, until none is left; answers how many ran. */
  workDue(name: string): Promise<number>;
  /** Jobs that failed with no retry left, newest first. */
  failed(limit: number): Promise<FailedJob[]>;
  /** One page of them (of one kind, when named), in the order asked, and how many there are. */
  failedPage(page: {
    sort: FailedJobSort;
    name: string | null;
    limit: number;
    offset: number;
  }): Promise<{ rows: FailedJob[]; total: number }>;
  /** Puts a failed job back in its queue; false when no failed job has this id. */
  retry(id: string): Promise<boolean>;
  /** Every defined queue as it stands now (a queue with no job reads as zeros). */
  readings(): Promise<QueueReading[]>;
}

export interface EnqueueOptions {
  retryLimit?: number;
  /** Not run before then. */
  startAfter?: Date;
  /** At most one job of this name and key is added per window of this many seconds (others are dropped). */
  onePer?: { key: string; seconds: number };
}

export interface JobQueueOptions {
  db: Database;
  log: JobLog;
  /** Workers and schedules run in this process (a server); off, jobs run only through runNow/workDue (tests). */
  workers: boolean;
  /** How often schedules are checked for due times (pg-boss's default, 30 s, unless given). */
  cronCheckSeconds?: number;
  /**
   * How long a run is held without a sign of life from its worker (DEFAULT_LEASE_SECONDS unless given): a worker
   * renews its runs every third of it, and another instance takes over a run not renewed for that long.
   */
  leaseSeconds?: number;
}

/**
 * A run whose worker died (killed, or cut off from the database) is taken over this long after its last sign of
 * life, at the next look of a live instance (every third of it): within 20 s of the death, then run at its job's
 * next poll.
 */
export const DEFAULT_LEASE_SECONDS = 15;

/** Logged when a run ends after another instance took it over: its outcome is not recorded (the other's will be). */
const TAKEN_OVER_RUN_ENDED = 'job run ended after it was taken over elsewhere: its outcome is not recorded';

/** Written as the reason of a run taken over from a worker that stopped renewing it. */
const TAKEN_OVER = 'Its worker stopped renewing it (the process died or lost the database): taken over';

const SCHEMA = 'pgboss';

/** How long stopping waits for runs in progress. */
const STOP_WAIT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A run taking longer than its job's limit fails (and is retried), as pg-boss would expire it. */
async function withinSeconds<T>(running: Promise<T>, seconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The run took longer than ${seconds} s`)), seconds * 1_000);
  });
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/** Where a job keeps the id of the request that queued it, and its trace (W3C traceparent), beside its own data. */
const REQUEST_ID_KEY = 'request_id';
const TRACEPARENT_KEY = 'traceparent';

const textIn = (data: Record<string, unknown>, key: string) =>
  typeof data[key] === 'string' ? data[key] : null;
const requestIdIn = (data: Record<string, unknown>) => textIn(data, REQUEST_ID_KEY);

/** When a run's lease runs out: `seconds` after its last sign of life (its fetch, then each renewal). */
const leaseEnd = (signOfLife: Date, seconds: number) => new Date(signOfLife.getTime() + seconds * 1_000);

/** A run's lease as its instance last renewed it. */
interface Lease {
  ends: Date;
}

function fetchedRun(fetched: PgBoss.JobWithMetadata<unknown>, lease: Lease): JobRun {
  const data = (fetched.data ?? {}) as Record<string, unknown>;
  return {
    id: fetched.id,
    data,
    attempt: fetched.retryCount + 1,
    lastAttempt: fetched.retryCount >= fetched.retryLimit,
    requestId: requestIdIn(data),
    leaseEnds: () => lease.ends,
  };
}

function takenOverRun(job: TakenOverJob, lease: Lease): JobRun {
  const data = job.data ?? {};
  return {
    id: job.id,
    data,
    attempt: job.retry_count + 1,
    lastAttempt: true,
    requestId: requestIdIn(data),
    leaseEnds: () => lease.ends,
  };
}

/** pg-boss's statements run through the caller's transaction (the queue's tables are in its own schema). */
const executorOf = (queryable: Queryable) => ({
  executeSql: (text: string, values?: unknown[]) => queryable.write([], text, values),
});

/** The run as its job's row knows it: a retried job keeps its id, and its retry count says which run it is. */
const runOf = (run: JobRun): RunOfJob => ({ id: run.id, retryCount: run.attempt - 1 });

/** A run's log lines name the run, and the request that queued it as `reqId` (as the request's own lines do). */
export function runDetails(job: { name: string }, run: JobRun): Record<string, unknown> {
  return {
    job: job.name,
    jobId: run.id,
    attempt: run.attempt,
    ...(run.requestId ? { reqId: run.requestId } : {}),
  };
}

/** Held (in a transaction) by the server setting up the queue, so that servers starting together take turns. */
const SETUP_LOCK_KEY = 4_823_119;

/**
 * The jobs of every instance, on the database the app already uses (PostgreSQL or PGlite), with pg-boss: a
 * job is taken by one worker across instances (SELECT … FOR UPDATE SKIP LOCKED), retried with backoff, and
 * left `failed` when its retries run out, where staff see it and may put it back.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, log } = options;
  const leaseSeconds = options.leaseSeconds ?? DEFAULT_LEASE_SECONDS;
  const definitions = new Map<string, JobDefinition>();
  const workers: { stop(): Promise<void> }[] = [];
  /** Wakes the worker of a job (when a run was taken over and is due now). */
  const wakers = new Map<string, () => void>();
  /** The runs this instance holds, by job id: from their fetch until each is completed or failed. */
  const held = new Map<string, { job: JobDefinition; run: JobRun; lease: Lease }>();
  let beat: NodeJS.Timeout | undefined;
  let beating = false;
  let started = false;
  const executor = {
    executeSql: (text: string, values?: unknown[]) =>
      // The queue's tables are in its own schema, which no cached read reads: its writes change none of ours,
      // with parameters or without (its monitoring and maintenance, every few seconds to minutes).
      values && values.length > 0 ? db.write([], text, values) : db.script(text, []),
  };
  const boss = new PgBoss({
    db: executor,
    schema: SCHEMA,
    supervise: options.workers,
    schedule: options.workers,
    migrate: true,
    // Failed jobs stay where staff list them for two weeks.
    archiveFailedAfterSeconds: 14 * 86_400,
    ...(options.cronCheckSeconds
      ? {
          cronMonitorIntervalSeconds: options.cronCheckSeconds,
          cronWorkerIntervalSeconds: options.cronCheckSeconds,
        }
      : {}),
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));

  /**
   * Two servers starting together on a new PostgreSQL database would install the queue's schema and create the
   * same queues at once, which PostgreSQL answers with a duplicate schema or a deadlock: each server sets up
   * while it holds a lock in a transaction of its own (the setup itself runs on other connections of the pool),
   * so the second finds everything made. PGlite is one process's, and its one connection would wait on itself.
   */
  async function oneServerAtATime(setUp: () => Promise<void>): Promise<void> {
    if (db.kind !== 'postgres') return setUp();
    await db.transaction(async (tx) => {
      await tx.query('SET LOCAL statement_timeout = 0');
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SETUP_LOCK_KEY]);
      await setUp();
    });
  }

  /**
   * Runs of one job that end in the same turn of the event loop (the lanes of a fetched batch often do) are marked
   * completed in one statement, each run with its own result, so runs are grouped by theirs. Answers, for each,
   * whether it was marked: a run taken over elsewhere while it went on is not.
   */
  const completions = new DataLoader<{ name: string; run: RunOfJob; output: { result: unknown } }, boolean>(
    async (ended) => {
      const groups = new Map<string, { name: string; runs: RunOfJob[]; output: { result: unknown } }>();
      const keys = ended.map(({ name, run, output }) => {
        const key = JSON.stringify([name, output]);
        const group = groups.get(key) ?? { name, runs: [], output };
        group.runs.push(run);
        groups.set(key, group);
        return key;
      });
      const marked = new Map<string, Set<string> | Error>();
      await Promise.all(
        [...groups].map(async ([key, group]) => {
          const ids = await completeRuns(db, SCHEMA, group.name, group.runs, group.output).then(
            (done) => new Set(done),
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          );
          marked.set(key, ids);
        }),
      );
      return ended.map(({ run }, index) => {
        const ids = marked.get(keys[index] ?? '');
        return ids instanceof Error ? ids : (ids?.has(run.id) ?? false);
      });
    },
    { cache: false },
  );

  function definition(name: string): JobDefinition {
    const found = definitions.get(name);
    if (!found) throw new Error(`No job is defined as "${name}"`);
    return found;
  }

  /**
   * Signs of life, every third of the lease while this instance holds runs (and, with workers, all the time): the
   * held runs are renewed, with what each job's runs hold, and with workers on, runs another worker stopped
   * renewing are taken over. One look at a time.
   */
  async function heartbeat(): Promise<void> {
    if (beating) return;
    beating = true;
    try {
      await renewHeld();
      if (options.workers && started) await takeOver([...definitions.keys()]);
    } catch (error) {
      log.error({ err: error }, 'job queue could not renew its runs or look for lapsed ones');
    } finally {
      beating = false;
    }
  }

  function keepBeating(): void {
    if (beat) return;
    beat = setInterval(() => void heartbeat(), (leaseSeconds * 1_000) / 3);
    beat.unref();
  }

  function stopBeatingWhenIdle(): void {
    if (!beat || held.size > 0 || (options.workers && started)) return;
    clearInterval(beat);
    beat = undefined;
  }

  async function renewHeld(): Promise<void> {
    const byJob = new Map<JobDefinition, JobRun[]>();
    for (const { job, run } of held.values()) byJob.set(job, [...(byJob.get(job) ?? []), run]);
    for (const [job, runs] of byJob) {
      const renewed = await renewRuns(db, SCHEMA, job.name, runs.map(runOf));
      const live: JobRun[] = [];
      for (const { id, started_on } of renewed) {
        const holding = held.get(id);
        if (!holding) continue;
        holding.lease.ends = leaseEnd(started_on, leaseSeconds);
        live.push(holding.run);
      }
      if (live.length > 0) await job.renew?.(live);
    }
  }

  /** Takes over the runs of these jobs that another worker stopped renewing; answers how many. */
  async function takeOver(names: readonly string[]): Promise<number> {
    const taken = await takeOverLapsedRuns(db, SCHEMA, {
      names,
      leaseSeconds,
      exclude: [...held.keys()],
      reason: TAKEN_OVER,
    });
    for (const lapsed of taken) {
      const last = lapsed.state === 'failed';
      log.info(
        { job: lapsed.name, id: lapsed.id, attempt: lapsed.retry_count + 1, last },
        'job run taken over from a worker that stopped renewing it',
      );
      if (last) {
        await definitions
          .get(lapsed.name)
          ?.onLastFailure?.(
            takenOverRun(lapsed, { ends: leaseEnd(lapsed.started_on, leaseSeconds) }),
            new Error(TAKEN_OVER),
          )
          .catch(() => undefined);
      } else wakers.get(lapsed.name)?.();
    }
    return taken.length;
  }

  async function handle(job: JobDefinition, run: JobRun): Promise<void> {
    const started = performance.now();
    const durationMs = () => Math.round((performance.now() - started) * 10) / 10;
    try {
      // As the work of the request that queued it, in the trace it continues: what the run queues in turn carries
      // the same request id and trace.
      const result = await asWorkOf(run.requestId, () =>
        inSpan(
          `job ${job.name}`,
          {
            kind: SpanKind.CONSUMER,
            parent: textIn(run.data, TRACEPARENT_KEY),
            attributes: { 'job.name': job.name, 'job.id': run.id, 'job.attempt': run.attempt },
          },
          () => withinSeconds(job.run(run), job.expireInSeconds),
        ),
      );
      const completed = await completions.load({
        name: job.name,
        run: runOf(run),
        output: { result: result ?? null },
      });
      if (completed)
        log.info({ ...runDetails(job, run), status: 'completed', durationMs: durationMs() }, 'job run');
      else
        log.info(
          { ...runDetails(job, run), status: 'taken over', durationMs: durationMs() },
          TAKEN_OVER_RUN_ENDED,
        );
    } catch (error) {
      log.error(
        {
          err: error,
          ...runDetails(job, run),
          last: run.lastAttempt,
          status: 'failed',
          durationMs: durationMs(),
        },
        'job run failed',
      );
      const reason = error instanceof Error ? { message: error.message } : { message: String(error) };
      await failRun(job, run, reason, error);
    } finally {
      // Fetched here again since (as its next attempt), the job is held by that run now.
      if (held.get(run.id)?.run === run) held.delete(run.id);
      stopBeatingWhenIdle();
    }
  }

  /**
   * Fails the run as pg-boss does (retried after its backoff, or failed with no retry left, its job told first),
   * while it is still the job's run: one taken over elsewhere while it went on leaves the run that took its place
   * alone. Its row is locked while pg-boss fails it, so the two cannot cross.
   */
  async function failRun(job: JobDefinition, run: JobRun, reason: { message: string }, error: unknown) {
    // Looked at once before the job is told (outside a transaction: its handler may use the database, which on
    // PGlite a transaction would hold), and again under the lock that pg-boss fails it with.
    if (!(await lockRun(db, SCHEMA, job.name, runOf(run)))) {
      log.info({ ...runDetails(job, run), status: 'taken over' }, TAKEN_OVER_RUN_ENDED);
      return;
    }
    if (run.lastAttempt) await job.onLastFailure?.(run, error).catch(() => undefined);
    await db.transaction(async (tx) => {
      if (!(await lockRun(tx, SCHEMA, job.name, runOf(run)))) return;
      await boss.fail(job.name, run.id, reason, { db: executorOf(tx) });
    });
  }

  /** A fetched batch, `concurrency` jobs at a time; each settles on its own, so a failing one never stops the rest. */
  async function handleBatch(job: JobDefinition, batch: JobRun[]): Promise<void> {
    let next = 0;
    const lane = async () => {
      for (let each = batch[next++]; each; each = batch[next++]) await handle(job, each);
    };
    const lanes = Math.max(1, Math.min(job.concurrency ?? 1, batch.length));
    await Promise.all(Array.from({ length: lanes }, lane));
  }

  /**
   * Fetches the job's work and runs it, fetching again at once after a batch and after the polling interval when
   * none was due. pg-boss's own worker is not used: it marks every job of a fetched batch completed once the batch
   * is done, and a job that failed early in the batch may by then be running again elsewhere as its retry, which
   * that would mark completed before it ran (a message never sent). Here each job is completed or failed alone.
   */
  function startWorker(job: JobDefinition): { stop(): Promise<void> } {
    let stopping = false;
    let wake = () => {};
    const loop = (async () => {
      while (!stopping) {
        let ran = 0;
        try {
          ran = await fetchAndHandle(job);
        } catch (error) {
          log.error({ err: error, job: job.name }, 'job worker could not fetch or settle its work');
        }
        if (ran > 0 || stopping) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, job.pollingIntervalSeconds * 1_000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
          wakers.set(job.name, wake);
        });
      }
    })();
    return {
      async stop() {
        stopping = true;
        wake();
        await loop;
      },
    };
  }

  /** Fetches a batch and runs it; each run is held (and renewed) from its fetch until it settles. */
  async function fetchAndHandle(job: JobDefinition): Promise<number> {
    const fetched = await boss.fetch(job.name, { batchSize: job.batchSize ?? 1, includeMetadata: true });
    const runs = (fetched ?? []).map((each) => {
      const lease = { ends: leaseEnd(each.startedOn, leaseSeconds) };
      const run = fetchedRun(each, lease);
      held.set(run.id, { job, run, lease });
      return run;
    });
    if (runs.length > 0) keepBeating();
    await handleBatch(job, runs);
    return runs.length;
  }

  return {
    leaseSeconds,

    define(job) {
      definitions.set(job.name, job);
    },

    async start() {
      await oneServerAtATime(async () => {
        await boss.start();
        for (const job of definitions.values()) {
          const queue = {
            name: job.name,
            policy: job.policy,
            retryLimit: job.retryLimit,
            retryDelay: job.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: job.expireInSeconds,
          };
          await boss.createQueue(job.name, queue);
          await boss.updateQueue(job.name, queue);
          if (!options.workers) continue;
          if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
          else await boss.unschedule(job.name);
        }
        // A schedule of a job this version no longer defines (renamed or retired) would queue runs nobody works.
        if (options.workers) {
          for (const { name } of await boss.getSchedules()) {
            if (!definitions.has(name)) await boss.unschedule(name);
          }
        }
      });
      if (!options.workers) return;
      started = true;
      keepBeating();
      for (const job of definitions.values()) {
        if (job.atStart) await boss.send(job.name, {});
        workers.push(startWorker(job));
      }
      log.info({ jobs: [...definitions.keys()] }, 'job workers started');
    },

    async stop() {
      started = false;
      const stopping = workers.splice(0).map((worker) => worker.stop());
      await Promise.race([Promise.all(stopping), sleep(STOP_WAIT_MS)]);
      // A run still going now is left as after a crash: no longer renewed, it is taken over by another instance.
      clearInterval(beat);
      beat = undefined;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_WAIT_MS });
    },

    async enqueue(queryable, name, data, enqueueOptions = {}) {
      definition(name);
      const { retryLimit, startAfter, onePer } = enqueueOptions;
      const requestId = currentRequestId();
      const traceparent = currentTraceparent();
      const sent = {
        ...data,
        ...(requestId ? { [REQUEST_ID_KEY]: requestId } : {}),
        ...(traceparent ? { [TRACEPARENT_KEY]: traceparent } : {}),
      };
      await boss.send(name, sent, {
        ...(retryLimit === undefined ? {} : { retryLimit }),
        ...(startAfter ? { startAfter } : {}),
        ...(onePer ? { singletonKey: onePer.key, singletonSeconds: onePer.seconds } : {}),
        db: executorOf(queryable),
      });
    },

    async runNow(name) {
      await boss.send(name, {});
      return this.workDue(name);
    },

    async workDue(name) {
      const job = definition(name);
      await takeOver([name]);
      let total = 0;
      for (let ran = await fetchAndHandle(job); ran > 0; ran = await fetchAndHandle(job)) total += ran;
      return total;
    },

    failed: (limit) => listFailedJobs(db, SCHEMA, limit),
    failedPage: (page) => listFailedJobsPage(db, SCHEMA, page),

    async readings() {
      const read = new Map((await queueReadings(db, SCHEMA)).map((reading) => [reading.name, reading]));
      return [...definitions.keys()].map(
        (name) => read.get(name) ?? { name, waiting: 0, active: 0, failed: 0, oldest_waiting_seconds: 0 },
      );
    },

    async retry(id) {
      const job = await findFailedJob(db, SCHEMA, id);
      if (!job) return false;
      await boss.retry(job.name, id);
      return true;
    },
  };
}
