import { errorBodySchema } from '@fathom/contract/common';
import { cancelledOrderResponseSchema, supportOrderParamsSchema } from '@fathom/contract/support-actions';
import { isAwaitingPayment } from '@fathom/domain/support-cancellation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { requireStaff, sessionSecurity } from '../../platform/authenticate';
import { findOrderForSupport } from './support-order-repository';

export const ORDER_CANCELLED_ALREADY = 'This order is cancelled already: nothing was charged on it.';
export const ORDER_PAID = 'This order is paid, so it is not cancelled. A paid order is refunded instead.';
export const ORDER_BEING_PAID =
  'A payment of this order is being processed, so it is not cancelled. Look again in a few minutes.';

/**
 * Support cancels an order still waiting for its payment, at the customer's request (issue 47 item 4), the way
 * checkout closes one left unpaid for a day: its intents closed at the provider first, then the order cancelled
 * under its lock (which a settling payment takes too), with what it held given back. The customer is sent
 * nothing, as when the day runs out (ADR 020): their order shows as cancelled, its cart offered again.
 */
export function registerSupportOrderRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    /** Checkout's closing of an unpaid order, as its buyer cancels it. */
    cancelUnpaidOrder: (orderId: string) => Promise<'cancelled' | 'paid' | 'in_flight'>;
  },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/staff/orders/:orderId/cancel',
    {
      preValidation: requireStaff('support'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          'Cancel an order waiting for its payment (support): its payments at the provider are closed first, so nothing can be charged; what it held is given back; 409 once it is paid, being paid or cancelled',
        params: supportOrderParamsSchema,
        response: {
          200: cancelledOrderResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const order = await findOrderForSupport(deps.db, request.params.orderId);
      if (!order) throw new HttpError(404, 'Not found.');
      if (order.status === 'cancelled') throw new HttpError(409, ORDER_CANCELLED_ALREADY);
      if (!isAwaitingPayment(order.status)) throw new HttpError(409, ORDER_PAID);
      const outcome = await deps.cancelUnpaidOrder(order.id);
      if (outcome === 'paid') throw new HttpError(409, ORDER_PAID);
      const now = await findOrderForSupport(deps.db, order.id);
      if (outcome === 'in_flight') {
        // The closing job may have cancelled it between our read and its lock.
        throw new HttpError(409, now?.status === 'cancelled' ? ORDER_CANCELLED_ALREADY : ORDER_BEING_PAID);
      }
      if (!now?.cancelled_at) throw new Error(`Order ${order.id} was cancelled but reads otherwise`);
      return {
        data: {
          id: order.id,
          po_number: order.po_number,
          status: 'cancelled' as const,
          cancelled_at: now.cancelled_at.toISOString(),
        },
      };
    },
  );
}
