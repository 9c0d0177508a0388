import { z } from 'zod';
import { dataEnvelope } from './common';

/**
 * The sandbox's stand-in for the customer's bank (PAYMENTS=sandbox only): the browser answers its 3-D Secure
 * challenge with the client secret the order's answer gave, as Stripe.js answers Stripe's.
 */
export const sandboxAuthenticationRequestSchema = z.object({
  client_secret: z.string().min(1).max(200),
  approved: z.boolean(),
});
export type SandboxAuthenticationRequest = z.infer<typeof sandboxAuthenticationRequestSchema>;

export const sandboxAuthenticationResponseSchema = dataEnvelope(
  z.object({ authenticated: z.boolean().describe('False when no payment waited on that secret') }),
);
export type SandboxAuthenticationResponse = z.infer<typeof sandboxAuthenticationResponseSchema>;
