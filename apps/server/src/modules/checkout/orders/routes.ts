import { authMessages } from '@fathom/contract/auth';
import { errorBodySchema } from '@fathom/contract/common';
import { INSURANCE_CHECK_COOKIE } from '@fathom/contract/insurance';
import {
  orderClaimRequestSchema,
  orderClaimResponseSchema,
  orderConfirmationParamsSchema,
  orderConfirmationResponseSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResultResponseSchema,
  payUnpaidOrderRequestSchema,
  placeOrderRequestSchema,
} from '@fathom/contract/orders';
import { msg } from '@lingui/core/macro';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Queryable } from '../../../db/database';
import { createEncodedAnswers } from '../../../http/encoded-answers';
import { HttpError } from '../../../http/errors';
import { expressedLanguage, readerLanguage } from '../../../i18n/reader-language';
import {
  authOf,
  requireRole,
  requireStaff,
  requireUser,
  sessionSecurity,
} from '../../../platform/authenticate';
import { browserSecretHash } from '../../../platform/browser-secret';
import { claimOrder } from './order-claims';
import { orderHistoryPage } from './order-history';
import { PAYMENT_IN_PROGRESS } from './order-payments';
import { orderReceiptPdf } from './order-receipt-pdf';
import {
  confirmationForBuyer,
  giveReceipt,
  newReceipt,
  type OrderBuyer,
  orderOfBuyer,
  RECEIPT_COOKIE,
} from './order-receipts';
import { listClientOrders } from './order-repository';
import type { OrderService } from './order-service';
import { renderPackingSlip } from './packing-slip-page';
import { loadPackingSlipOrder } from './packing-slip-repository';
import type { UnpaidOrderClosing } from './unpaid-orders';

const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(100)
    .describe('One key per checkout, reused on every retry: a retried order is placed once'),
});

const ORDER_PAID_ALREADY = msg`This order is paid, so it cannot be cancelled here. Contact us to cancel it.`;

/** Whose order this request may read and act on; without a receipt, only a signed-in client can own one. */
function buyerOf(request: FastifyRequest): OrderBuyer {
  const user = request.auth ? authOf(request).user : null;
  const receiptToken = request.cookies[RECEIPT_COOKIE];
  // Staff and partners never buy.
  if (!receiptToken && !user) throw new HttpError(401, authMessages.unauthenticated);
  if (!receiptToken && user?.role !== 'client') throw new HttpError(403, authMessages.forbidden);
  return { clientId: user?.role === 'client' ? user.clientId : null, receiptToken };
}

export function registerOrderRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    reads: Queryable;
    orders: OrderService;
    unpaidOrders: UnpaidOrderClosing;
    publicUrl: string;
    productName: string;
    now: () => Date;
  },
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
            'Send the same request again, with the same Idempotency-Key, after Retry-After: the server was too busy and did nothing, the payment service could not be reached, or the database connection was lost under the order (it is placed and charged once)',
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
        // The buyer's language: a customer's profile's, else the one the buyer's browser or switch expressed, else
        // none (an account the order opens then takes the language of its first signed-in page).
        (request.auth ? authOf(request).user.language : null) ?? expressedLanguage(request),
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
      const confirmation = await confirmationForBuyer(deps.db, request.params.poNumber, buyerOf(request));
      if (!confirmation) throw new HttpError(404, 'Not found.');
      return { data: confirmation };
    },
  );

  routes.get(
    '/api/checkout/orders/:poNumber/receipt',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['checkout'],
        security: sessionSecurity,
        summary:
          "An order's receipt as a PDF, for the signed-in client it belongs to only (Manage billing's invoices)",
        params: orderConfirmationParamsSchema,
        response: {
          200: z.any().describe('application/pdf'),
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          428: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const owner = { clientId: authOf(request).user.clientId ?? null, receiptToken: undefined };
      const order = await confirmationForBuyer(deps.db, request.params.poNumber, owner);
      if (!order) throw new HttpError(404, 'Not found.');
      const pdf = await orderReceiptPdf(order, {
        productName: deps.productName,
        language: readerLanguage(request, authOf(request).user.language),
      });
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="receipt-${order.po_number}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  const buyerOnly = async (request: FastifyRequest) => {
    if (request.auth) await requireUser(request);
  };
  const unpaidOrderAnswers = {
    401: errorBodySchema,
    402: errorBodySchema,
    403: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
    428: errorBodySchema,
    503: errorBodySchema,
  };

  routes.post(
    '/api/checkout/orders/:poNumber/payment',
    {
      preValidation: buyerOnly,
      schema: {
        tags: ['checkout'],
        summary:
          "Pay an order left unpaid (its bank's confirmation abandoned, its card declined), for its buyer only: another card, or none to ask the latest card's bank again; answers as placing the order does, with the action the browser must complete",
        params: orderConfirmationParamsSchema,
        body: payUnpaidOrderRequestSchema,
        response: { 200: orderResultResponseSchema, ...unpaidOrderAnswers },
      },
    },
    async (request) => {
      const order = await orderOfBuyer(deps.db, request.params.poNumber, buyerOf(request));
      if (!order) throw new HttpError(404, 'Not found.');
      return { data: await deps.orders.payUnpaid(order, request.body.payment ?? null) };
    },
  );

  routes.post(
    '/api/checkout/orders/:poNumber/cancellation',
    {
      preValidation: buyerOnly,
      schema: {
        tags: ['checkout'],
        summary:
          'Cancel an order left unpaid, for its buyer only: its payments at the provider are closed first, so nothing can be charged; what it held (a promo code, an insurance check) is given back. 409 once it is paid',
        params: orderConfirmationParamsSchema,
        response: { 200: orderConfirmationResponseSchema, ...unpaidOrderAnswers },
      },
    },
    async (request) => {
      const buyer = buyerOf(request);
      const order = await orderOfBuyer(deps.db, request.params.poNumber, buyer);
      if (!order) throw new HttpError(404, 'Not found.');
      if (order.status === 'pending_payment' || order.status === 'payment_failed') {
        const outcome = await deps.unpaidOrders.cancelForBuyer(order.id);
        if (outcome === 'paid') throw new HttpError(409, ORDER_PAID_ALREADY);
        if (outcome === 'in_flight') throw new HttpError(409, PAYMENT_IN_PROGRESS);
      } else if (order.status !== 'cancelled') {
        throw new HttpError(409, ORDER_PAID_ALREADY);
      }
      const confirmation = await confirmationForBuyer(deps.db, request.params.poNumber, buyer);
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
      preValidation: requireStaff('lab'),
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
