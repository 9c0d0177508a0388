import { errorBodySchema } from '@fathom/contract/common';
import {
  type FailedInstalmentsQuery,
  failedInstalmentsQuerySchema,
  failedInstalmentsResponseSchema,
  instalmentParamsSchema,
  retriedPaymentResponseSchema,
} from '@fathom/contract/money-console';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listMeta, pageOf } from '../../http/list-page';
import { requireStaff, sessionSecurity } from '../../platform/authenticate';

interface FailedInstalment {
  order_id: string;
  po_number: string;
  email: string;
  number: number;
  parts: number;
  amount_cents: number;
  due_date: string;
  attempts: number;
  last_tried_at: Date | null;
  next_attempt_at: Date | null;
}

type InstalmentSort = NonNullable<FailedInstalmentsQuery['sort']>;

/** Later instalments whose last attempt was declined: staff follow each up with its buyer, and try it again. */
export function registerStaffInstalmentRoutes(
  app: FastifyInstance,
  deps: {
    failedInstalments: {
      page(query: {
        sort: InstalmentSort;
        limit: number;
        offset: number;
      }): Promise<{ rows: FailedInstalment[]; total: number }>;
      retryNow(key: { order_id: string; number: number }): Promise<{ status: 'queued' }>;
    };
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const adminOnly = requireStaff('admin');
  const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };

  routes.get(
    '/api/staff/instalments/failed',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Later instalments whose last attempt was declined (a retry to come, or none left), a page of them',
        querystring: failedInstalmentsQuerySchema,
        response: { 200: failedInstalmentsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { rows, total } = await deps.failedInstalments.page({
        sort: request.query.sort ?? 'due_date',
        limit: page.limit,
        offset: page.offset,
      });
      return {
        data: rows.map((part) => ({
          order_id: part.order_id,
          po_number: part.po_number,
          email: part.email,
          number: part.number,
          parts: part.parts,
          amount: part.amount_cents / 100,
          due_date: part.due_date,
          attempts: part.attempts,
          last_tried_at: part.last_tried_at?.toISOString() ?? null,
          next_attempt_at: part.next_attempt_at?.toISOString() ?? null,
        })),
        meta: listMeta(page, total),
      };
    },
  );

  routes.post(
    '/api/staff/instalments/:orderId/:number/retry',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Makes a declined instalment due again now (one attempt more if none was left): the collection charges it once, shortly',
        params: instalmentParamsSchema,
        response: {
          200: retriedPaymentResponseSchema,
          404: errorBodySchema,
          409: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await deps.failedInstalments.retryNow({
        order_id: request.params.orderId,
        number: request.params.number,
      }),
    }),
  );
}
