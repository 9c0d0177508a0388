import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema, listEnvelope } from './common';
import { pageQueryShape } from './staff-console';

/**
 * The job that collects what the payments ledger has due, several at once: the ledger's schedule starts it, and
 * staff's "Try again" on a declined instalment or renewal queues one (checkout and billing, in the transaction
 * that makes the due due now).
 */
export const COLLECT_PAYMENTS_JOB = 'collect-payments';

export const failedJobSchema = z
  .object({
    id: z.string(),
    name: z.string().describe('The kind of job, e.g. send-email or storage-notices'),
    data: z
      .record(z.string(), z.unknown())
      .describe('What the job was given (an email: its outbox id, recipient and subject)'),
    attempts: z.number().int(),
    error: z.string().nullable().describe('Why its last run failed'),
    created_at: isoDateTimeSchema,
    failed_at: isoDateTimeSchema.nullable(),
  })
  .describe('A background job whose retries ran out');
export type FailedJobResource = z.infer<typeof failedJobSchema>;

export const failedJobsQuerySchema = z.object({
  ...pageQueryShape,
  sort: z
    .enum(['failed_at', '-failed_at', 'created_at', '-created_at', 'name', '-name'])
    .optional()
    .describe('Default -failed_at: the latest failed first'),
  name: z.string().trim().max(100).optional().describe('Only jobs of this kind, e.g. send-email'),
});
export type FailedJobsQuery = z.infer<typeof failedJobsQuerySchema>;

export const failedJobsResponseSchema = listEnvelope(failedJobSchema);
export type FailedJobsResponse = z.infer<typeof failedJobsResponseSchema>;

export const jobParamsSchema = z.object({ jobId: z.uuid() });

export const retriedJobResponseSchema = dataEnvelope(
  z.object({ id: z.string(), status: z.literal('queued') }),
).describe('The job is back in its queue and runs again shortly');
