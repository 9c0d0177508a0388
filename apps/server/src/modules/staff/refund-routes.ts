import { errorBodySchema } from '@fathom/contract/common';
import {
  planRefundParamsSchema,
  type RefundRequest,
  type RefundResult,
  refundHeadersSchema,
  refundParamsSchema,
  refundRequestSchema,
  refundResponseSchema,
} from '@fathom/contract/staff-billing';
import { ORDER_OWNER, STORAGE_PLAN_OWNER } from '@fathom/domain/payment-owners';
import { beyondLeftMessage, refundMessages } from '@fathom/domain/refunds';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { auditClient } from '../../http/staff-audit-subject';
import { authOf, requireStaff, sessionSecurity } from '../../platform/authenticate';
import type { PaymentRefund, PaymentsLedger, RefundedPaymentOf } from '../payments';
import { staffRefundOf } from './customer-billing';
import { findOrderToRefund, findPlanToRefund } from './support-repository';

const dollarsText = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const refundRefusals = {
  instalmentProvider:
    'This payment is an instalment plan: the instalment provider collects and refunds its plans itself.',
  notPaid: 'This payment took no money, so there is nothing to refund.',
  keyReused: 'This Idempotency-Key was used for another refund.',
} as const;

/** What a refund gave back money for, in the member's words: "order FA12345678", "period 3 of the …". */
function paidForWords(refund: Pick<PaymentRefund, 'order_number' | 'plan_title' | 'plan_period'>): string {
  return refund.order_number !== null
    ? `order ${refund.order_number}`
    : `period ${refund.plan_period} of the ${refund.plan_title}`;
}

const refundSchema = <Params>(summary: string, params: Params) => ({
  preValidation: requireStaff('support'),
  schema: {
    tags: ['staff'],
    security: sessionSecurity,
    summary,
    params,
    headers: refundHeadersSchema,
    body: refundRequestSchema,
    response: {
      200: refundResponseSchema,
      202: refundResponseSchema,
      401: errorBodySchema,
      403: errorBodySchema,
      404: errorBodySchema,
      409: errorBodySchema,
      422: errorBodySchema,
      428: errorBodySchema,
    },
  },
});

/**
 * Support refunds a payment of an order or a storage plan's renewal, with a reason, through the payments ledger
 * (issue 47; ADR 052). 200: the money is given back; 202: the refund is written and the payment processor did not
 * answer: it is made automatically as soon as it does (never twice); the customer is emailed once it is made. The
 * audit names the order or the plan's customer, and so the customer.
 */
export function registerStaffRefundRoutes(
  app: FastifyInstance,
  deps: { db: Database; ledger: Pick<PaymentsLedger, 'refundPayment'> },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  /** One refund, for either route: the ledger's answer in the member's words, or the refusal's status. */
  async function refund(
    request: FastifyRequest<{ Body: RefundRequest; Params: { attemptId: string } }>,
    reply: FastifyReply,
    paid: { of: RefundedPaymentOf; email: string },
  ): Promise<{ data: RefundResult }> {
    const answer = await deps.ledger.refundPayment({
      of: paid.of,
      attemptId: request.params.attemptId,
      requestKey: String(request.headers['idempotency-key']),
      amountCents: Math.round(request.body.amount * 100),
      reason: request.body.reason,
      staffUserId: authOf(request).user.id,
      notifyEmail: paid.email,
    });
    switch (answer.status) {
      case 'not_found':
        throw new HttpError(404, 'Not found.');
      case 'instalment_provider':
        throw new HttpError(409, refundRefusals.instalmentProvider);
      case 'not_paid':
        throw new HttpError(409, refundRefusals.notPaid);
      case 'nothing_left':
        throw new HttpError(409, refundMessages.nothingLeft);
      case 'beyond_left': {
        const message = beyondLeftMessage(answer.leftCents);
        throw new HttpError(422, message, { amount: [message] });
      }
      case 'key_reused':
        throw new HttpError(422, refundRefusals.keyReused);
      case 'refused':
        throw new HttpError(
          409,
          'The payment processor refused this refund, so nothing was given back. Look at the payment with the processor.',
        );
      case 'pending':
        reply.code(202);
        return {
          data: {
            refund: staffRefundOf(answer.refund),
            message: `The refund of ${dollarsText(answer.refund.amount_cents)} is recorded, but the payment processor did not answer. It is made automatically as soon as it does, and the customer is emailed then.`,
          },
        };
      case 'made':
        return {
          data: {
            refund: staffRefundOf(answer.refund),
            message: `Refunded ${dollarsText(answer.refund.amount_cents)} of ${paidForWords(answer.refund)}. The customer is emailed that it reaches their card in 5 to 10 business days.`,
          },
        };
    }
  }

  routes.post(
    '/api/staff/orders/:orderId/payments/:attemptId/refunds',
    refundSchema(
      "Refunds part or all of what is left of an order's payment, with a reason (support); 202 when the payment processor did not answer: it is made as soon as it does",
      refundParamsSchema,
    ),
    async (request, reply) => {
      const order = await findOrderToRefund(deps.db, request.params.orderId);
      if (!order) throw new HttpError(404, 'Not found.');
      return refund(request, reply, {
        of: { owner: { kind: ORDER_OWNER, id: order.id }, orderNumber: order.po_number },
        email: order.email,
      });
    },
  );

  routes.post(
    '/api/staff/plans/:subscriptionId/payments/:attemptId/refunds',
    refundSchema(
      "Refunds part or all of what is left of a storage plan's renewal payment, with a reason (support); 202 when the payment processor did not answer: it is made as soon as it does",
      planRefundParamsSchema,
    ),
    async (request, reply) => {
      const plan = await findPlanToRefund(deps.db, request.params.subscriptionId);
      if (!plan) throw new HttpError(404, 'Not found.');
      auditClient(request, plan.client_id);
      return refund(request, reply, {
        of: { owner: { kind: STORAGE_PLAN_OWNER, id: plan.id }, planKey: plan.key, planTitle: plan.title },
        email: plan.email,
      });
    },
  );
}
