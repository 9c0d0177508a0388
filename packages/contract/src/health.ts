import { z } from 'zod';
import { dataEnvelope } from './common';

export const healthResponseSchema = dataEnvelope(z.object({ status: z.literal('ok') })).describe(
  'Liveness: the process answers',
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const readinessResponseSchema = dataEnvelope(
  z.object({ status: z.literal('ready'), database: z.literal('ok') }),
).describe('Readiness: the database answers');
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
