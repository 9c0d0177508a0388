import { errorBodySchema } from '@fathom/contract/common';
import {
  createLoginTokenRequestSchema,
  createLoginTokenResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from '@fathom/contract/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { requireRole, sessionSecurity } from '../auth/authenticate';
import { findCredentialsByEmail } from '../auth/credentials-repository';
import { issueLoginToken } from '../auth/login-token-service';
import { listOutbox } from './outbox-repository';

const DEFAULT_OUTBOX_LIMIT = 50;

export function registerStaffRoutes(app: FastifyInstance, deps: { db: Database; now: () => Date }): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const staffOnly = requireRole('staff');
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };

  routes.get(
    '/api/staff/outbox',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'Emails written to the outbox, newest first',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await listOutbox(deps.db, {
        to: request.query.to,
        limit: request.query.limit ?? DEFAULT_OUTBOX_LIMIT,
      }),
    }),
  );

  routes.post(
    '/api/staff/login-tokens',
    {
      preValidation: staffOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'A one-time login link token for a customer (support); analytics stay off in that session',
        body: createLoginTokenRequestSchema,
        response: { 200: createLoginTokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await findCredentialsByEmail(deps.db, request.body.email);
      if (!user) {
        const message = 'No account uses this email address.';
        throw new HttpError(422, message, { email: [message] });
      }
      const issued = await issueLoginToken(deps.db, {
        userId: user.id,
        disableTrackEvents: true,
        now: deps.now(),
      });
      return { data: { login_token: issued.token, expires_at: issued.expiresAt.toISOString() } };
    },
  );
}
