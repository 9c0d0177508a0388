import { errorBodySchema } from '@fathom/contract/common';
import {
  createLoginTokenRequestSchema,
  createLoginTokenResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
} from '@fathom/contract/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { EmailOutbox, EmailSender } from '../../integrations/email/index';
import { requireStaff, sessionSecurity } from '../../platform/authenticate';
import { listOutbox } from './outbox-repository';
import { issueSupportSignInLink } from './support-link-service';

const DEFAULT_OUTBOX_LIMIT = 50;

export function registerStaffRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    now: () => Date;
    outbox: EmailOutbox;
    /** The sandbox transport's mailbox, when email goes there. */
    mailbox: Pick<EmailSender, 'delivered'>;
    config: Pick<Config, 'productName'>;
    /** NODE_ENV=production: the sandbox mailbox is refused. */
    production: boolean;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const supportOnly = requireStaff('support');
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };

  routes.get(
    '/api/staff/outbox',
    {
      preValidation: supportOnly,
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

  routes.get(
    '/api/staff/sandbox-mailbox',
    {
      preValidation: supportOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "The sandbox transport's mailbox: emails as delivered, links included, newest first (development and tests; 404 in production or with SMTP)",
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, 404: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      if (deps.production || !deps.mailbox.delivered) throw new HttpError(404, 'Not found.');
      return {
        data: deps.mailbox.delivered({
          to: request.query.to,
          limit: request.query.limit ?? DEFAULT_OUTBOX_LIMIT,
        }),
      };
    },
  );

  routes.post(
    '/api/staff/login-tokens',
    {
      preValidation: supportOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'A one-time login link token for a customer, never staff (support); the customer is emailed; analytics stay off in that session; an account with two-factor sign-in still asks its code',
        body: createLoginTokenRequestSchema,
        response: { 200: createLoginTokenResponseSchema, ...errors },
      },
    },
    async (request) => {
      const issued = await issueSupportSignInLink(deps, request.body.email);
      if (issued === 'no_account') {
        const message = 'No account uses this email address.';
        throw new HttpError(422, message, { email: [message] });
      }
      if (issued === 'staff') {
        const message = 'Sign-in links are for customers only, never for staff accounts.';
        throw new HttpError(422, message, { email: [message] });
      }
      return { data: { login_token: issued.token, expires_at: issued.expiresAt.toISOString() } };
    },
  );
}
