import { z } from 'zod';
import {
  type ChargeOutcome,
  type DeclineReason,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  PaymentRequestRefusedError,
} from './index';
import { type StripeFormValue, stripeForm } from './stripe-form';

export interface StripeOptions {
  secretKey: string;
  /** https://api.stripe.com unless a test serves recorded answers locally. */
  apiBase?: string;
  timeoutMs?: number;
}

/** The API version these answers are read in; pinned so an account upgrade cannot change their shapes. */
export const STRIPE_API_VERSION = '2024-06-20';

const stripeErrorSchema = z.object({
  error: z.object({
    type: z.string(),
    code: z.string().optional(),
    decline_code: z.string().optional(),
    message: z.string().optional(),
  }),
});

const paymentIntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  last_payment_error: z
    .object({ code: z.string().optional(), decline_code: z.string().optional() })
    .nullish(),
});
type PaymentIntent = z.infer<typeof paymentIntentSchema>;

const searchResultSchema = z.object({ data: z.array(paymentIntentSchema) });
const refundSchema = z.object({ id: z.string(), amount: z.number().int() });
const customerSchema = z.object({ id: z.string() });
const customerSearchSchema = z.object({ data: z.array(customerSchema) });
const portalSessionSchema = z.object({ url: z.string() });
const customerDetailsSchema = z.object({
  invoice_settings: z.object({ default_payment_method: z.string().nullish() }).nullish(),
});

function declineReason(codes: { code?: string; decline_code?: string }): DeclineReason {
  return codes.decline_code === 'insufficient_funds' || codes.code === 'insufficient_funds'
    ? 'insufficient_funds'
    : 'card_declined';
}

function outcomeOfIntent(intent: PaymentIntent): ChargeOutcome {
  if (intent.status === 'succeeded') return { status: 'succeeded', chargeId: intent.id };
  // Anything else has taken no money: a card needing a step we cannot offer here counts as declined.
  return { status: 'declined', reason: declineReason(intent.last_payment_error ?? {}) };
}

/** Search queries quote values in single quotes; a quote inside is escaped. */
const quoted = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/**
 * Card payments through Stripe PaymentIntents (confirmed at once with the browser's payment method),
 * over its REST API: form-encoded bodies, the secret key as bearer, the Idempotency-Key header on every
 * write, and our key also kept in the intent's metadata so the charge can be found by it later.
 */
export function createStripePayments(options: StripeOptions): PaymentProvider {
  const apiBase = (options.apiBase ?? 'https://api.stripe.com').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function call(
    method: 'GET' | 'POST',
    path: string,
    params: Readonly<Record<string, StripeFormValue | undefined>>,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: unknown }> {
    const encoded = stripeForm(params);
    const url = method === 'GET' && encoded ? `${apiBase}${path}?${encoded}` : `${apiBase}${path}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      'stripe-version': STRIPE_API_VERSION,
    };
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: method === 'POST' ? encoded : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderUnavailableError('Stripe could not be reached', { cause: error });
    }
    const body: unknown = await response.json().catch(() => null);
    // 409: the same key is still being processed; 429: rate limited; 5xx: Stripe's side. None says what happened.
    if (response.status === 409 || response.status === 429 || response.status >= 500) {
      throw new PaymentProviderUnavailableError(`Stripe answered ${response.status}`);
    }
    return { status: response.status, body };
  }

  function refused(body: unknown): PaymentRequestRefusedError {
    const parsed = stripeErrorSchema.safeParse(body);
    return new PaymentRequestRefusedError(
      parsed.success ? (parsed.data.error.message ?? parsed.data.error.type) : 'Stripe refused the request',
    );
  }

  /** The customer's Stripe record, found by email or made once (its key makes a second making return the first). */
  async function customerId(email: string): Promise<string> {
    const found = await call('GET', '/v1/customers/search', { query: `email:${quoted(email)}`, limit: 1 });
    if (found.status !== 200) throw refused(found.body);
    const existing = customerSearchSchema.parse(found.body).data[0];
    if (existing) return existing.id;
    const made = await call('POST', '/v1/customers', { email }, `customer:${email.toLowerCase()}`);
    if (made.status !== 200) throw refused(made.body);
    return customerSchema.parse(made.body).id;
  }

  async function defaultPaymentMethod(customer: string): Promise<string | null> {
    const { status, body } = await call('GET', `/v1/customers/${encodeURIComponent(customer)}`, {});
    if (status !== 200) throw refused(body);
    return customerDetailsSchema.parse(body).invoice_settings?.default_payment_method ?? null;
  }

  return {
    name: 'stripe',
    callTimeoutMs: timeoutMs,

    async charge(request) {
      // A card kept for renewals belongs to the customer's Stripe record; a renewal charges it off-session.
      const customer = request.reuse ? await customerId(request.customerEmail) : undefined;
      // A renewal uses the card the customer last chose in Stripe's billing portal, if they chose one.
      const paymentMethod =
        request.reuse === 'off_session' && customer
          ? ((await defaultPaymentMethod(customer)) ?? request.paymentMethodToken)
          : request.paymentMethodToken;
      const { status, body } = await call(
        'POST',
        '/v1/payment_intents',
        {
          amount: request.amountCents,
          currency: request.currency,
          payment_method: paymentMethod,
          confirm: true,
          description: request.description,
          receipt_email: request.customerEmail,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { idempotency_key: request.idempotencyKey },
          customer,
          setup_future_usage: request.reuse === 'save' ? 'off_session' : undefined,
          off_session: request.reuse === 'off_session' ? true : undefined,
        },
        request.idempotencyKey,
      );
      if (status === 200) return outcomeOfIntent(paymentIntentSchema.parse(body));
      const error = stripeErrorSchema.safeParse(body);
      if (status === 402 && error.success && error.data.error.type === 'card_error') {
        return { status: 'declined', reason: declineReason(error.data.error) };
      }
      throw refused(body);
    },

    async refund({ chargeId, amountCents, idempotencyKey }) {
      const { status, body } = await call(
        'POST',
        '/v1/refunds',
        { payment_intent: chargeId, amount: amountCents },
        idempotencyKey,
      );
      if (status !== 200) throw refused(body);
      const refund = refundSchema.parse(body);
      return { refundId: refund.id, amountCents: refund.amount };
    },

    async billingPortalUrl(customerEmail, returnUrl) {
      const { status, body } = await call('POST', '/v1/billing_portal/sessions', {
        customer: await customerId(customerEmail),
        return_url: returnUrl,
      });
      if (status !== 200) throw refused(body);
      return portalSessionSchema.parse(body).url;
    },

    async findChargeByIdempotencyKey(idempotencyKey) {
      const { status, body } = await call('GET', '/v1/payment_intents/search', {
        query: `metadata['idempotency_key']:${quoted(idempotencyKey)}`,
        limit: 1,
      });
      if (status !== 200) throw refused(body);
      const [intent] = searchResultSchema.parse(body).data;
      return intent ? outcomeOfIntent(intent) : null;
    },
  };
}
