import type { JobDefinition } from './job-queue';

/**
 * A recurring task as a job: one run per due time across every instance (pg-boss schedules it once), one at a
 * time (`stately`), one at start-up for what a stopped process left, retried three times with backoff, then
 * failed where staff see it. Each task still claims its own work in the database.
 */
export function recurringJob(name: string, cron: string, run: () => Promise<unknown>): JobDefinition {
  return {
    name,
    cron,
    atStart: true,
    policy: 'stately',
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: 5,
    run: () => run(),
  };
}
