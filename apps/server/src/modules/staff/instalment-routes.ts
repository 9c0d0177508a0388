import { errorBodySchema } from '@fathom/contract/common';
import { failedInstalmentsQuerySchema, failedInstalmentsResponseSchema } from '@fathom/contract/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff, sessionSecurity } from '../auth/authenticate';

const DEFAULT_LIMIT = 50;

interface FailedInstalment {
  order_id: string;
  po_number: string;
  email: string;
  number: number;
  parts: number;
  amount_cents: number;
  due_date: string;
  attempts: number;
}

/** Instalments that could not be collected (no retry left): staff follow each up with its customer. */
export function registerStaffInstalmentRoutes(
  app: FastifyInstance,
  deps: { failedInstalments: (limit: number) => Promise<FailedInstalment[]> },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/staff/instalments/failed',
    {
      preValidation: requireStaff('admin'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary: 'Later instalments whose last attempt was declined, the oldest due first',
        querystring: failedInstalmentsQuerySchema,
        response: {
          200: failedInstalmentsResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const failed = await deps.failedInstalments(request.query.limit ?? DEFAULT_LIMIT);
      return {
        data: failed.map((part) => ({
          order_id: part.order_id,
          po_number: part.po_number,
          email: part.email,
          number: part.number,
          parts: part.parts,
          amount: part.amount_cents / 100,
          due_date: part.due_date,
          attempts: part.attempts,
        })),
      };
    },
  );
}
