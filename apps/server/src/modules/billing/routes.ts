import {
  type Billing,
  billingPortalResponseSchema,
  billingResponseSchema,
  cancelPlanResponseSchema,
  cardOnFileResponseSchema,
  paymentMethodUpdateResponseSchema,
  paymentMethodUpdateSchema,
} from '@fathom/contract/billing';
import { errorBodySchema } from '@fathom/contract/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { createEncodedAnswers, recordingSources } from '../../http/encoded-answers';
import { HttpError } from '../../http/errors';
import type { PaymentProvider } from '../../integrations/payments/index';
import { authOf, requireRole, sessionSecurity } from '../../platform/authenticate';
import { billingOf, cardOnFileToken, loadBilling, readBilling } from './billing-repository';
import type { StorageRenewals } from './storage-renewals';

/** What billing asks of checkout about orders paid in instalments (checkout owns them). */
export interface InstalmentsOfCustomer {
  /** Read through `reads` when given (the caller's, which may note what it read). */
  plansOf(clientId: string, reads?: Queryable): Promise<Billing['instalment_plans']>;
  useNewCard(clientId: string, paymentMethodToken: string): Promise<{ paid: number }>;
}

const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema, 428: errorBodySchema };

function ownClientId(request: Parameters<typeof authOf>[0]): string {
  const clientId = authOf(request).user.clientId;
  if (!clientId) throw new HttpError(403, 'You are not allowed to perform this action');
  return clientId;
}

/** Billing is the account holder's alone: partners and staff are refused. */
export function registerBillingRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    reads: Queryable;
    renewals: StorageRenewals;
    instalments: InstalmentsOfCustomer;
    payments: PaymentProvider;
    publicUrl: string;
    now: () => Date;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const answers = createEncodedAnswers();
  routes.get(
    '/api/billings',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['billing'],
        security: sessionSecurity,
        summary: "The customer's storage plans, invoices and payments",
        response: { 200: billingResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const clientId = ownClientId(request);
      // Recorded apart, so the answer's sources come in the same order whichever read ends first.
      const billingReads = recordingSources(deps.reads);
      const planReads = recordingSources(deps.reads);
      const [billing, instalmentPlans] = await Promise.all([
        readBilling(billingReads.reads, clientId),
        deps.instalments.plansOf(clientId, planReads.reads),
      ]);
      const sources = [...billingReads.sources, ...planReads.sources];
      return answers.send(reply, sources, authOf(request).user.id, () => ({
        data: { ...billingOf(billing), instalment_plans: instalmentPlans },
      }));
    },
  );

  routes.get(
    '/api/billing/card',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['billing'],
        security: sessionSecurity,
        summary: 'The card on file, by its network and last four digits',
        response: { 200: cardOnFileResponseSchema, ...errors },
      },
    },
    async (request) => {
      const token = await cardOnFileToken(deps.reads, ownClientId(request));
      return { data: token ? await deps.payments.describeCard(token) : null };
    },
  );

  routes.post(
    '/api/billing-portal',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['billing'],
        security: sessionSecurity,
        summary: 'Where the customer changes the card their plans renew on and sees the plans',
        response: { 200: billingPortalResponseSchema, ...errors },
      },
    },
    async (request) => {
      ownClientId(request);
      // Stripe's own portal where it has one; otherwise the card form on the billing page.
      const url = deps.payments.billingPortalUrl
        ? await deps.payments.billingPortalUrl(authOf(request).user.email, `${deps.publicUrl}/manage-billing`)
        : '/manage-billing#change-card';
      return { data: { url } };
    },
  );

  routes.post(
    '/api/billing/subscriptions/:subscriptionId/cancel',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['billing'],
        security: sessionSecurity,
        summary: "Ends a storage plan's renewals; its samples are kept until the end of the period paid for",
        params: z.object({ subscriptionId: z.uuid() }),
        response: {
          200: cancelPlanResponseSchema,
          404: errorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await deps.renewals.cancelPlan(ownClientId(request), request.params.subscriptionId),
    }),
  );

  routes.post(
    '/api/billing/payment-method',
    {
      preValidation: requireRole('client'),
      schema: {
        tags: ['billing'],
        security: sessionSecurity,
        summary:
          'Plans renew, and instalments are charged, on this card from now on; declined renewals and instalments are tried again on it at once',
        body: paymentMethodUpdateSchema,
        response: { 200: paymentMethodUpdateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const clientId = ownClientId(request);
      const { plans, charged } = await deps.renewals.useNewCard(clientId, request.body.payment_method_token);
      const instalments = await deps.instalments.useNewCard(clientId, request.body.payment_method_token);
      const billing = await loadBilling(deps.db, clientId);
      return {
        data: {
          subscriptions_updated: plans,
          overdue_renewals_charged: charged,
          overdue_instalments_charged: instalments.paid,
          still_past_due: billing.subscriptions.some((subscription) => subscription.past_due),
        },
      };
    },
  );
}
