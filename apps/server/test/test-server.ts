import type { FastifyInstance } from 'fastify';
import { describe, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config/config';
import type { Database } from '../src/db/database';
import type { EmailOutbox, EmailSender } from '../src/integrations/email/index';
import { createOutbox, SEND_EMAIL_JOB } from '../src/integrations/email/outbox';
import { createSandboxEmailSender } from '../src/integrations/email/sandbox';
import type { IdentityVerifier } from '../src/integrations/identity-verification/index';
import type { PaymentProvider } from '../src/integrations/payments/index';
import { createJobQueue, type JobQueue } from '../src/jobs/job-queue';
import type { PasswordHasher } from '../src/modules/auth/passwords';
import { publicRoutes } from '../src/platform/public-routes';
import {
  isPostgresReachable,
  openTestDatabase,
  type TestDatabaseKind,
  testDatabaseUrl,
  testOutboxKey,
} from './test-databases';
import { uniqueEnvironmentName } from './test-redis';

export type { TestDatabaseKind } from './test-databases';

export interface TestServerOptions {
  /** Which engine the fresh database runs on (default PGlite). */
  database?: TestDatabaseKind;
  /** Seed the demo personas (default true). */
  seed?: boolean;
  /** Configuration variables, as in the environment (e.g. MAINTENANCE: 'on', WEB_DIST_DIR). */
  env?: Record<string, string>;
  /** Replaces the transport the outbox's job delivers through (the sandbox mailbox). */
  email?: EmailSender;
  /** Receives every log line (with LOG_LEVEL set in env). */
  logStream?: { write(line: string): void };
  /** Replaces the card processor (made from the test's database), e.g. to lose its answers. */
  payments?: (db: Database) => PaymentProvider;
  /** Replaces the identity-verification provider chosen from the configuration. */
  identityVerifier?: IdentityVerifier;
  clock?: () => Date;
  /** The clock of how long Redis is taken for down (performance.now() unless given). */
  monotonicNow?: () => number;
  /** Replaces the argon2id password hasher, e.g. to count its calls. */
  passwords?: PasswordHasher;
  /** Wraps the database the app is given (the test's own `db` stays the one underneath), e.g. to count statements. */
  wrapDatabase?: (db: Database) => Database;
  /** The job queue's lease (seconds): how long a run is held without a sign of life (default 15). */
  jobLeaseSeconds?: number;
  /** Adds routes or hooks of the test's own before the server starts listening. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
  /** The test's own routes that anyone may call (`METHOD /pattern`), beside the platform's public routes. */
  publicTestRoutes?: string[];
}

export interface TestServer {
  /** Where the server listens, e.g. http://127.0.0.1:40123 (no trailing slash). */
  url: string;
  /** PUBLIC_URL of the configuration: the base of links in emails. */
  publicUrl: string;
  config: Config;
  db: Database;
  /** The PostgreSQL database's address (its faults, a second pool); null on PGlite. */
  databaseUrl: string | null;
  app: FastifyInstance;
  /** The app's job queue, without workers or schedules: a test runs a job with jobs.runNow(name). */
  jobs: JobQueue;
  /** Queues an email as the rooms do (the app's outbox key), e.g. for a service a test builds itself. */
  outbox: EmailOutbox;
  /** Sends every queued email that is due (what the outbox's job does on a server); answers how many ran. */
  drainOutbox(): Promise<number>;
  close(): Promise<void>;
}

export { testOutboxKey } from './test-databases';

const quietJobs = { info() {}, error() {} };

const silentLog = { info() {} };

/**
 * A server of its own on a fresh database (seeded unless told otherwise), listening on a free
 * port of 127.0.0.1. Start one per test file in beforeAll and close it in afterAll.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    DEMO_DATA: 'off',
    OUTBOX_KEY: testOutboxKey,
    // Keys and channels of their own on a shared Redis: no test counts or invalidates for another.
    ENVIRONMENT_NAME: uniqueEnvironmentName(),
    ...options.env,
  });
  const database = await openTestDatabase(options.database ?? 'pglite', { seed: options.seed ?? true });
  try {
    const email = options.email ?? createSandboxEmailSender(silentLog);
    // With a log stream, the queue's lines go to the app's logger (made next), as on a server.
    let appLog: FastifyInstance['log'] | null = null;
    const jobLog = options.logStream
      ? {
          info: (details: Record<string, unknown>, message: string) => appLog?.info(details, message),
          error: (details: Record<string, unknown>, message: string) => appLog?.error(details, message),
        }
      : quietJobs;
    const jobs = createJobQueue({
      db: database.db,
      log: jobLog,
      workers: false,
      leaseSeconds: options.jobLeaseSeconds,
    });
    const app = await buildApp({
      config,
      db: options.wrapDatabase?.(database.db) ?? database.db,
      email,
      jobs,
      clock: options.clock,
      monotonicNow: options.monotonicNow,
      payments: options.payments?.(database.db),
      identityVerifier: options.identityVerifier,
      passwords: options.passwords,
      logStream: options.logStream,
      ...(options.publicTestRoutes && {
        publicRoutes: new Set([...publicRoutes, ...options.publicTestRoutes]),
      }),
    });
    appLog = app.log;
    await options.beforeListen?.(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return {
      url: `http://127.0.0.1:${port}`,
      publicUrl: config.publicUrl,
      config,
      db: database.db,
      databaseUrl: database.url,
      app,
      jobs,
      outbox: createOutbox({
        db: database.db,
        sender: email,
        key: Buffer.from(testOutboxKey, 'hex'),
        now: () => new Date(),
        enqueue: jobs.enqueue,
      }),
      drainOutbox: () => jobs.workDue(SEND_EMAIL_JOB),
      async close() {
        await app.close();
        await database.dispose();
      },
    };
  } catch (error) {
    await database.dispose();
    throw error;
  }
}

/**
 * The real time, but never the same millisecond twice: what a test does one step after another keeps its order in
 * lists sorted by time, however fast the machine answers.
 */
export function strictlyIncreasingClock(): () => Date {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };
}

const postgresRequired = process.env.CI === 'true';
/** Whether the PostgreSQL of TEST_DATABASE_URL answered when the test file loaded. */
export const postgresReachable = await isPostgresReachable();
/**
 * Whether a suite that needs PostgreSQL alone runs: where it answers, and always with CI=true, where an unreachable
 * PostgreSQL fails the suite instead of skipping it.
 */
export const runsOnPostgres = postgresReachable || postgresRequired;

const engineNames: Record<TestDatabaseKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/**
 * Runs a suite on PGlite, and again on PostgreSQL when TEST_DATABASE_URL answers. With CI=true an
 * unreachable PostgreSQL is a failing test, not a silent skip.
 *
 * For the suites of what the two engines do differently (ADR 056): transactions and locks, writes sent at once, the
 * job queue, statements and their counts, connection loss.
 */
export function describeEachDatabase(name: string, suite: (database: TestDatabaseKind) => void): void {
  describe(`${name} (${engineNames.pglite})`, () => suite('pglite'));
  describeOnPostgres(name, suite);
}

function describeOnPostgres(name: string, suite: (database: TestDatabaseKind) => void): void {
  if (postgresReachable) {
    describe(`${name} (${engineNames.postgres})`, () => suite('postgres'));
  } else if (postgresRequired) {
    describe(`${name} (${engineNames.postgres})`, () => {
      it('needs PostgreSQL, which CI requires', () => {
        throw new Error(`PostgreSQL is not reachable at ${testDatabaseUrl}, and CI=true requires it.`);
      });
    });
  }
}

/** `FATHOM_TEST_ENGINES=both` runs every suite on both engines, e.g. after a change to `src/db`. */
const everySuiteOnBothEngines = process.env.FATHOM_TEST_ENGINES === 'both';

/**
 * Runs a feature's suite once: on PostgreSQL, the engine production requires, when TEST_DATABASE_URL answers (and
 * always with CI=true), else on PGlite. The application's code is the same on both engines and sends them the same
 * SQL; what differs lies under `src/db` and the job queue, and is checked on both by `describeEachDatabase`'s
 * suites, while the browser suite runs every journey on PGlite (ADR 056).
 */
export function describeOnDatabase(name: string, suite: (database: TestDatabaseKind) => void): void {
  if (everySuiteOnBothEngines) describeEachDatabase(name, suite);
  else if (postgresReachable || postgresRequired) describeOnPostgres(name, suite);
  else describe(`${name} (${engineNames.pglite})`, () => suite('pglite'));
}
