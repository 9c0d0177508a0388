import { authMessages } from '@fathom/contract/auth';
import { errorBodySchema } from '@fathom/contract/common';
import {
  orderClaimRequestSchema,
  orderClaimResponseSchema,
  orderConfirmationParamsSchema,
  orderConfirmationResponseSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResultResponseSchema,
  placeOrderRequestSchema,
} from '@fathom/contract/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Queryable } from '../../../db/database';
import { createEncodedAnswers } from '../../../http/encoded-answers';
import { HttpError } from '../../../http/errors';
import { authOf, requireRole, requireUser, sessionSecurity } from '../../auth/authenticate';
import { browserSecretHash } from '../../auth/browser-secret';
import { INSURANCE_CHECK_COOKIE } from '../../insurance/insurance-check-cookie';
import { claimOrder } from './order-claims';
import { orderHistoryPage } from './order-history';
import { confirmationForBuyer, giveReceipt, newReceipt, RECEIPT_COOKIE } from './order-receipts';
import { listClientOrders } from './order-repository';
import type { OrderService } from './order-service';
import { renderPackingSlip } from './packing-slip-page';
import { loadPackingSlipOrder } from './packing-slip-repository';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(100)
    .describe('One key per checkout, reused on every retry: a retried order is placed once'),
});

export function registerOrderRoutes(
  app: FastifyInstance,
  deps: { db: Database; reads: Queryable; orders: OrderService; publicUrl: string; now: () => Date },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answers = createEncodedAnswers();
  routes.post(
    '/api/checkout',
    {
      preValidation: async (request) => {
        // Guests check out too; a signed-in customer's order joins their account.
        if (request.auth) await requireUser(request);
      },
      schema: {
        tags: ['checkout'],
        summary: 'Place an order: prices, discounts and steps are decided here, never by the browser',
        headers: idempotencyHeaders,
        body: placeOrderRequestSchema,
        response: {
          200: orderResultResponseSchema,
          402: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          428: errorBodySchema,
          503: errorBodySchema.describe(
            'Nothing was done: the server is too busy (Retry-After says when to send the same request again), or the payment service could not be reached',
          ),
        },
      },
    },
    async (request, reply) => {
      const receipt = newReceipt();
      const { result: order, receiptWritten } = await deps.orders.place(
        request.body,
        request.headers['idempotency-key'],
        request.auth ? authOf(request).user : null,
        browserSecretHash(request, INSURANCE_CHECK_COOKIE),
        receipt.tokenHash,
      );
      // Every answer, a retry's too, gives this browser the receipt that opens the order's confirmation (a new
      // order was written with it). The order is placed (and may be paid) by now: a receipt that cannot be
      // written only means signing in to see it.
      await giveReceipt(
        deps.db,
        request,
        reply,
        { orderId: order.order_id, poNumber: order.po_number, publicUrl: deps.publicUrl },
        { ...receipt, written: receiptWritten },
      ).catch((error: unknown) => request.log.warn({ err: error }, 'order receipt not written'));
      return { data: order };
    },
  );

  routes.get(
    '/api/checkout/orders/:poNumber',
    {
      preValidation: async (request) => {
        if (request.auth) await requireUser(request);
      },
      schema: {
        tags: ['checkout'],
        summary:
          "An order's confirmation, for its buyer only: the signed-in client it belongs to, or the browser that placed it (its receipt cookie)",
        params: orderConfirmationParamsSchema,
        response: {
          200: orderConfirmationResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = request.auth ? authOf(request).user : null;
      const receiptToken = request.cookies[RECEIPT_COOKIE];
      // Without a receipt, only a signed-in client can own the order: staff and partners never buy.
      if (!receiptToken && !user) throw new HttpError(401, authMessages.unauthenticated);
      if (!receiptToken && user?.role !== 'client') throw new HttpError(403, authMessages.forbidden);
      const confirmation = await confirmationForBuyer(deps.db, request.params.poNumber, {
        clientId: user?.role === 'client' ? user.clientId : null,
        receiptToken,
      });
      if (!confirmation) throw new HttpError(404, 'Not found.');
      return { data: confirmation };
    },
  );

  routes.post(
    '/api/checkout/order-claims',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['checkout'],
        security: sessionSecurity,
        summary:
          "Adds an order placed with the account's email without signing in to the account, from the link emailed to that address",
        body: orderClaimRequestSchema,
        response: {
          200: orderClaimResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { user } = authOf(request);
      if (!user.clientId) throw new HttpError(403, authMessages.forbidden);
      const claimed = await claimOrder(deps, {
        token: request.body.token,
        clientId: user.clientId,
        email: user.email,
      });
      return { data: claimed };
    },
  );

  routes.get(
    '/api/staff/orders/:orderId/packing-slip',
    {
      preValidation: requireRole('staff'),
      schema: {
        tags: ['staff'],
        security: sessionSecurity,
        summary:
          "The printable slip packed with an order, with each kit's QR code; a gift's names the recipient and shows no prices",
        params: z.object({ orderId: z.uuid() }),
        response: {
          200: z.string().describe('text/html'),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const order = await loadPackingSlipOrder(deps.db, request.params.orderId);
      if (!order) throw new HttpError(404, 'Not found.');
      return reply.type('text/html; charset=utf-8').send(await renderPackingSlip(order, deps.publicUrl));
    },
  );

  routes.get(
    '/api/restify/orders',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['orders'],
        security: sessionSecurity,
        summary: "The signed-in customer's orders, newest first, with their items",
        querystring: orderListQuerySchema,
        response: {
          200: orderListResponseSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      if (!user.clientId)
        return {
          data: [],
          meta: { current_page: 1, last_page: 1, per_page: request.query.perPage, total: 0 },
        };
      const { page, perPage } = request.query;
      const { orders, total, sources } = await listClientOrders(deps.reads, user.clientId, {
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      // The page is written once while its rows are current, for this user and this address alone.
      return answers.send(reply, sources, `${user.id} ${request.url}`, () =>
        orderHistoryPage(orders, total, request.query),
      );
    },
  );
}
