import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import type { Database, Queryable } from '../db/database';
import type { EmailOutbox } from '../integrations/email/index';
import type { JobQueue } from '../jobs/job-queue';
import type { AttemptLimiters } from './attempt-limits';

/**
 * What every room is built from, chosen once by the composition root (app.ts) and handed to each room's
 * `register`: what one room gives another is passed beside it, by name.
 */
export interface RoomContext {
  config: Config;
  db: Database;
  /** The database through the read cache: for the customers' GET routes only (db/read-cache.ts). */
  reads: Queryable;
  now: () => Date;
  /** Emails queued in the caller's transaction, sent by a job. */
  outbox: EmailOutbox;
  /** Where a room defines its jobs and queues their runs (defined before the queue starts). */
  jobs: Pick<JobQueue, 'define' | 'enqueue'>;
  limits: AttemptLimiters;
  log: FastifyBaseLogger;
}
