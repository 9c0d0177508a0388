import { z } from 'zod';
import { dataEnvelope, emailField, isoDateTimeSchema } from './common';

export const outboxEmailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    created_at: isoDateTimeSchema,
  })
  .describe('Email written to the outbox');
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxQuerySchema = z.object({
  to: z.string().optional().describe('Only emails to this address'),
  limit: z.coerce.number().int().min(1).max(200).optional().describe('Default 50'),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxResponseSchema = dataEnvelope(z.array(outboxEmailSchema)).describe('Newest first');
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

export const createLoginTokenRequestSchema = z.object({ email: emailField() });
export type CreateLoginTokenRequest = z.infer<typeof createLoginTokenRequestSchema>;

export const createLoginTokenResponseSchema = dataEnvelope(
  z.object({
    login_token: z.string().describe('One-time token for POST /api/login/token, valid 15 minutes'),
    expires_at: isoDateTimeSchema,
  }),
);
export type CreateLoginTokenResponse = z.infer<typeof createLoginTokenResponseSchema>;
