import { errorBodySchema } from '@fathom/contract/common';
import { unpaidOrdersQuerySchema, unpaidOrdersResponseSchema } from '@fathom/contract/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireStaff, sessionSecurity } from '../../platform/authenticate';

const DEFAULT_LIMIT = 50;

type AttemptStatus = 'pending' | 'requires_action' | 'succeeded' | 'declined' | 'abandoned';

/** An order never paid, as checkout lists it for staff, with its attempts in the payments ledger. */
interface UnpaidOrder {
  id: string;
  po_number: string;
  email: string;
  status: 'pending_payment' | 'payment_failed' | 'cancelled';
  total_cents: number;
  created_at: Date;
  cancelled_at: Date | null;
  attempts: number;
  last_attempt_status: string | null;
  intents_open: number;
}

/** Orders never paid: those the closing job cancelled, and those still waiting (staff follow up what stays open). */
export function registerStaffUnpaidOrderRoutes(
  app: FastifyInstance,
  deps: {
    unpaidOrders: (filter: {
      status: 'cancelled' | 'awaiting_payment';
      limit: number;
    }) => Promise<UnpaidOrder[]>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/staff/orders/unpaid',
    {
      preValidation: requireStaff('support'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Orders never paid: cancelled a day after they were placed, or still waiting for their payment',
        querystring: unpaidOrdersQuerySchema,
        response: {
          200: unpaidOrdersResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const orders = await deps.unpaidOrders({
        status: request.query.status,
        limit: request.query.limit ?? DEFAULT_LIMIT,
      });
      return {
        data: orders.map((order) => ({
          order_id: order.id,
          po_number: order.po_number,
          email: order.email,
          status: order.status,
          total: order.total_cents / 100,
          created_at: order.created_at.toISOString(),
          cancelled_at: order.cancelled_at?.toISOString() ?? null,
          attempts: order.attempts,
          last_attempt_status: order.last_attempt_status as AttemptStatus | null,
          intents_open: order.intents_open,
        })),
      };
    },
  );
}
