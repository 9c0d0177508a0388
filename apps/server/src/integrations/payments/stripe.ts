import Stripe from 'stripe';
import {
  type DeclineReason,
  type IntentState,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  PaymentRequestRefusedError,
} from './index';

export interface StripeOptions {
  secretKey: string;
  /** https://api.stripe.com unless a test serves Stripe's API locally: becomes the SDK's protocol, host and port. */
  apiBase?: string;
  timeoutMs?: number;
}

/**
 * The API version every answer is read in: the one this SDK release is typed for, pinned so that an account's
 * upgrade cannot change the shapes read here.
 */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

function declineReason(codes: { code?: string | null; decline_code?: string | null }): DeclineReason {
  return codes.decline_code === 'insufficient_funds' || codes.code === 'insufficient_funds'
    ? 'insufficient_funds'
    : 'card_declined';
}

function stateOfIntent(intent: Stripe.PaymentIntent): IntentState {
  const intentId = intent.id;
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId };
    case 'processing':
      return { status: 'processing', intentId };
    case 'requires_action':
      return { status: 'requires_action', intentId, clientSecret: intent.client_secret ?? '' };
    case 'requires_payment_method':
      // A confirmation that failed leaves its error; an intent never confirmed has none.
      return intent.last_payment_error
        ? { status: 'declined', intentId, reason: declineReason(intent.last_payment_error) }
        : { status: 'unconfirmed', intentId };
    case 'canceled':
      return { status: 'cancelled', intentId };
    default:
      // requires_confirmation, requires_capture (never asked for here): nothing was taken, nor will be unless confirmed.
      return { status: 'unconfirmed', intentId };
  }
}

/** Stripe's errors in Fathom's terms: unknown outcome (unavailable) or a refused request; card errors are read by the caller. */
function translated(error: unknown): Error {
  if (!(error instanceof Stripe.errors.StripeError))
    return error instanceof Error ? error : new Error(String(error));
  const status = error.statusCode ?? 0;
  // No answer, 409 (the same key still in flight), 429 (rate limited), 5xx: none says what happened.
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    status === 0 ||
    status === 409 ||
    status >= 500
  ) {
    return new PaymentProviderUnavailableError(`Stripe answered ${status || 'nothing'}`, { cause: error });
  }
  return new PaymentRequestRefusedError(error.message || error.type);
}

/** The id of an object Stripe answers either as its id or expanded. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  return typeof value === 'string' ? value : (value?.id ?? null);
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw translated(error);
  }
}

/**
 * Card payments through Stripe PaymentIntents with Stripe's own Node library: an intent is created under our
 * idempotency key (kept in its metadata too, for people reading Stripe's dashboard), confirmed separately once the
 * caller has kept its id, and read back by that id. Nothing here searches.
 */
export function createStripePayments(options: StripeOptions): PaymentProvider {
  const base = new URL(options.apiBase ?? 'https://api.stripe.com');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    host: base.hostname,
    port: base.port || (base.protocol === 'http:' ? 80 : 443),
    timeout: timeoutMs,
    // A lost answer leaves the attempt pending; the ledger reads the intent back by its id, so no blind retry here.
    maxNetworkRetries: 0,
    telemetry: false,
  });

  /** The customer's Stripe record, found by email (a list, which is read-after-write, unlike search) or made once. */
  async function customerId(email: string): Promise<string> {
    const found = await call(() => stripe.customers.list({ email, limit: 1 }));
    const existing = found.data[0];
    if (existing) return existing.id;
    const made = await call(() =>
      stripe.customers.create({ email }, { idempotencyKey: `customer:${email.toLowerCase()}` }),
    );
    return made.id;
  }

  async function defaultPaymentMethod(customer: string): Promise<string | null> {
    const record = await call(() => stripe.customers.retrieve(customer));
    if (record.deleted) return null;
    const chosen = record.invoice_settings?.default_payment_method;
    return typeof chosen === 'string' ? chosen : (chosen?.id ?? null);
  }

  return {
    name: 'stripe',
    callTimeoutMs: timeoutMs,

    async createIntent(request) {
      // A card kept for renewals belongs to the customer's Stripe record; a renewal charges it off-session.
      const customer = request.reuse ? await customerId(request.customerEmail) : undefined;
      // A renewal uses the card the customer last chose in Stripe's billing portal, if they chose one.
      const paymentMethod =
        request.reuse === 'off_session' && customer
          ? ((await defaultPaymentMethod(customer)) ?? request.paymentMethodToken)
          : request.paymentMethodToken;
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            payment_method: paymentMethod,
            description: request.description,
            receipt_email: request.customerEmail,
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata: { idempotency_key: request.idempotencyKey },
            customer,
            setup_future_usage: request.reuse === 'save' ? 'off_session' : undefined,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { intentId: intent.id };
    },

    async confirmIntent(intentId, { idempotencyKey, offSession }) {
      try {
        const intent = await stripe.paymentIntents.confirm(
          intentId,
          // use_stripe_sdk: a card that asks for 3-D Secure is completed by Stripe.js in the customer's browser;
          // a renewal charges while the customer is away, where Stripe declines a card that asks for them.
          offSession ? { off_session: true } : { use_stripe_sdk: true },
          { idempotencyKey },
        );
        return stateOfIntent(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return { status: 'declined', intentId, reason: declineReason(error) };
        }
        throw translated(error);
      }
    },

    async retrieveIntent(intentId) {
      return stateOfIntent(await call(() => stripe.paymentIntents.retrieve(intentId)));
    },

    async cancelIntent(intentId, { idempotencyKey }) {
      try {
        return stateOfIntent(
          await stripe.paymentIntents.cancel(
            intentId,
            { cancellation_reason: 'abandoned' },
            { idempotencyKey },
          ),
        );
      } catch (error) {
        // Stripe refuses to cancel an intent that succeeded, is processing or was cancelled: read back, it says which.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          return stateOfIntent(await call(() => stripe.paymentIntents.retrieve(intentId)));
        }
        throw translated(error);
      }
    },

    async refund({ intentId, amountCents, idempotencyKey }) {
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: intentId, amount: amountCents }, { idempotencyKey }),
      );
      return { refundId: refund.id, amountCents: refund.amount };
    },

    async retrieveRefunds(reference) {
      try {
        const chargeId =
          'chargeId' in reference
            ? reference.chargeId
            : idOf((await stripe.refunds.retrieve(reference.refundId)).charge);
        if (!chargeId) return null;
        // The charge keeps the total of its refunds: what one event says of one refund is never added up here.
        const charge = await stripe.charges.retrieve(chargeId);
        const intentId = idOf(charge.payment_intent);
        return intentId ? { intentId, refundedCents: charge.amount_refunded } : null;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw translated(error);
      }
    },

    async describeCard(token) {
      try {
        const method = await call(() => stripe.paymentMethods.retrieve(token));
        return method.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
      } catch (error) {
        if (error instanceof PaymentRequestRefusedError) return null;
        throw error;
      }
    },

    async billingPortalUrl(customerEmail, returnUrl) {
      const customer = await customerId(customerEmail);
      const session = await call(() =>
        stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }),
      );
      return session.url;
    },
  };
}
