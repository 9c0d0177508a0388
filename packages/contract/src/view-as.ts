import { z } from 'zod';
import { oneTimePasswordSchema } from './auth';
import { dataEnvelope } from './common';

/** How long a view as a customer lasts at most; it ends sooner when the staff member ends it or signs out. */
export const VIEW_AS_MINUTES = 15;

export const startViewAsRequestSchema = z.object({
  one_time_password: oneTimePasswordSchema,
});
export type StartViewAsRequest = z.infer<typeof startViewAsRequestSchema>;

export const viewAsGrantSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  customer_name: z.string(),
  started_at: z.string(),
  expires_at: z.string(),
});
export type ViewAsGrant = z.infer<typeof viewAsGrantSchema>;

export const viewAsGrantResponseSchema = dataEnvelope(viewAsGrantSchema);
