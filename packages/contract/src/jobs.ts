import { z } from 'zod';
import { dataEnvelope, isoDateTimeSchema } from './common';

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
  limit: z.coerce.number().int().min(1).max(200).optional().describe('Default 50'),
});

export const failedJobsResponseSchema = dataEnvelope(z.array(failedJobSchema)).describe('Newest first');

export const jobParamsSchema = z.object({ jobId: z.uuid() });

export const retriedJobResponseSchema = dataEnvelope(
  z.object({ id: z.string(), status: z.literal('queued') }),
).describe('The job is back in its queue and runs again shortly');
