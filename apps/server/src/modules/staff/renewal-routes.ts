import { errorBodySchema } from '@fathom/contract/common';
import {
  type FailedRenewalsQuery,
  failedRenewalsQuerySchema,
  failedRenewalsResponseSchema,
  renewalParamsSchema,
  retriedPaymentResponseSchema,
} from '@fathom/contract/money-console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listMeta, pageOf } from '../../http/list-page';
import { auditClient } from '../../http/staff-audit-subject';
import { requireStaff, sessionSecurity } from '../../platform/authenticate';

interface FailedRenewal {
  subscription_id: string;
  cycle: number;
  client_id: string;
  email: string;
  product_title: string;
  amount_cents: number;
  attempts: number;
  last_tried_at: Date | null;
  next_attempt_at: Date | null;
}

type RenewalSort = NonNullable<FailedRenewalsQuery['sort']>;

/** Storage plan renewals whose last attempt was declined: staff follow each up with its customer, and try it again. */
export function registerStaffRenewalRoutes(
  app: FastifyInstance,
  deps: {
    /** Billing's declined renewals: a page of them, and one made due again now for the ledger to charge. */
    failedRenewals: {
      page(query: {
        sort: RenewalSort;
        limit: number;
        offset: number;
      }): Promise<{ rows: FailedRenewal[]; total: number }>;
      retryNow(key: {
        subscription_id: string;
        cycle: number;
      }): Promise<{ clientId: string; status: 'queued' }>;
    };
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireStaff('admin');
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };

  routes.get(
    '/api/staff/renewals/failed',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "Active storage plans' renewals whose last attempt was declined (a retry to come, or none left), a page of them",
        querystring: failedRenewalsQuerySchema,
        response: { 200: failedRenewalsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await deps.failedRenewals.page({
        sort: request.query.sort ?? '-last_tried_at',
        limit: page.limit,
        offset: page.offset,
      });
      return {
        data: rows.map((renewal) => ({
          subscription_id: renewal.subscription_id,
          cycle: renewal.cycle,
          client_id: renewal.client_id,
          email: renewal.email,
          plan: renewal.product_title,
          amount: renewal.amount_cents / 100,
          attempts: renewal.attempts,
          last_tried_at: renewal.last_tried_at?.toISOString() ?? null,
          next_attempt_at: renewal.next_attempt_at?.toISOString() ?? null,
        })),
        meta: listMeta(page, total),
      };
    },
  );

  routes.post(
    '/api/staff/renewals/:subscriptionId/:cycle/retry',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Makes a declined storage renewal owed again now (one attempt more if none was left): the charging run charges it once, shortly',
        params: renewalParamsSchema,
        response: {
          200: retriedPaymentResponseSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const retried = await deps.failedRenewals.retryNow({
        subscription_id: request.params.subscriptionId,
        cycle: request.params.cycle,
      });
      auditClient(request, retried.clientId);
      return { data: { status: retried.status } };
    },
  );
}
