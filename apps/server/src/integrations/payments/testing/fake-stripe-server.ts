import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { fakeStripeJs } from './fake-stripe-js';

/**
 * A local stand-in for Stripe's REST API that answers in the shapes Stripe documents (PaymentIntents and their
 * cancellation, search, refunds, charges, card errors), with Stripe's test payment methods and its idempotency rules;
 * it serves the
 * stand-in for Stripe.js (fake-stripe-js.ts) at GET /v3/, and answers the calls Stripe.js makes with the
 * publishable key.
 */
export const stripeTestTokens = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
  authenticationRequired: 'pm_card_threeDSecure2Required',
} as const;

/** How far Stripe's search lags behind its writes here: an hour, so that a caller relying on search would fail. */
export const SEARCH_LAG_SECONDS = 3_600;

export const fakeStripeSecretKey = 'sk_test_fathom_local';
export const fakeStripePublishableKey = 'pk_test_fathom_local';

/** Card numbers Stripe documents for tests, and the payment methods its test mode makes of them. */
const testCardPaymentMethods: Readonly<Record<string, string>> = {
  '4242424242424242': stripeTestTokens.visa,
  '4000000000000002': stripeTestTokens.declined,
  '4000000000009995': stripeTestTokens.insufficientFunds,
  '4000002500003155': stripeTestTokens.authenticationRequired,
  '4000002760003184': stripeTestTokens.authenticationRequired,
};

interface StoredIntent {
  id: string;
  amount: number;
  currency: string;
  status: 'requires_confirmation' | 'requires_action' | 'succeeded' | 'requires_payment_method' | 'canceled';
  paymentMethod: string;
  declineCode: string | null;
  clientSecret: string;
  metadata: Record<string, string>;
  description: string | null;
  receiptEmail: string | null;
  refunded: number;
  created: number;
  canceledAt: number | null;
  cancellationReason: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /** Intents that took money. */
  succeededIntents(): StoredIntent[];
  /** Every intent made, newest last. */
  intents(): StoredIntent[];
  /** What the customer's bank does when they answer its 3-D Secure challenge. */
  authenticate(intentId: string, approved: boolean): void;
  /** How many times anyone searched payment intents. */
  searches(): number;
  /** Refunds an intent's charge (all that is left unless an amount is given), as staff do in Stripe's dashboard. */
  refund(intentId: string, amountCents?: number): { id: string; amount: number };
  /** Answers the next request with this status and a Stripe api_error, once. */
  failNextRequest(status: number): void;
  /**
   * Carries out the next request whose path matches, then answers it with a 500 as if the answer were lost on
   * the way back (the charge is made; the caller does not hear of it).
   */
  loseNextAnswer(path: RegExp): void;
  close(): Promise<void>;
}

const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The Stripe-Signature header Stripe sends with an event's payload, made by Stripe's library. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** The charge a succeeded intent made: one per intent here, named after it. */
export const chargeIdOf = (intentId: string) => `ch_${intentId.slice(3)}`;

function intentJson(intent: StoredIntent) {
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.clientSecret,
    next_action:
      intent.status === 'requires_action'
        ? { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } }
        : null,
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    created: intent.created,
    description: intent.description,
    receipt_email: intent.receiptEmail,
    latest_charge: intent.status === 'succeeded' ? chargeIdOf(intent.id) : null,
    last_payment_error: intent.declineCode
      ? {
          type: 'card_error',
          code:
            intent.declineCode === 'authentication_required' ? 'authentication_required' : 'card_declined',
          decline_code: intent.declineCode,
        }
      : null,
    livemode: false,
    metadata: intent.metadata,
    payment_method: intent.paymentMethod,
    canceled_at: intent.canceledAt,
    cancellation_reason: intent.cancellationReason,
  };
}

function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of form) {
    const match = /^metadata\[(.+)\]$/.exec(name);
    if (match?.[1]) metadata[match[1]] = value;
  }
  return metadata;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'request-id': stripeId('req'),
    // Stripe.js calls the API from the shop's pages, on another origin.
    'access-control-allow-origin': '*',
  });
  response.end(JSON.stringify(body));
}

const invalidRequest = (message: string, code?: string) => ({
  error: { type: 'invalid_request_error', code, message },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents: StoredIntent[] = [];
  const refunds = new Map<string, { id: string; amount: number; paymentIntent: string }>();
  const idempotent = new Map<string, { params: string; status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];
  let failures: number[] = [];
  let searchCount = 0;
  let losing: RegExp[] = [];

  const cardError = (intent: StoredIntent, declineCode: string) => ({
    status: 402,
    body: {
      error: {
        type: 'card_error',
        code: declineCode === 'authentication_required' ? 'authentication_required' : 'card_declined',
        decline_code: declineCode,
        message:
          declineCode === 'insufficient_funds'
            ? 'Your card has insufficient funds.'
            : declineCode === 'authentication_required'
              ? 'Your card was declined. This transaction requires authentication.'
              : 'Your card was declined.',
        payment_intent: intentJson(intent),
      },
    },
  });

  /** Confirms with the intent's card: it pays, declines, or asks the customer's bank (never while they are away). */
  function confirm(intent: StoredIntent, form: URLSearchParams): { status: number; body: unknown } {
    if (intent.status !== 'requires_confirmation' && intent.status !== 'requires_payment_method') {
      return {
        status: 400,
        body: invalidRequest(
          `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
          'payment_intent_unexpected_state',
        ),
      };
    }
    const token = form.get('payment_method') ?? intent.paymentMethod;
    intent.paymentMethod = token;
    const offSession = form.get('off_session') === 'true';
    if (token === stripeTestTokens.visa) {
      intent.status = 'succeeded';
      intent.declineCode = null;
      return { status: 200, body: intentJson(intent) };
    }
    if (token === stripeTestTokens.authenticationRequired && !offSession) {
      intent.status = 'requires_action';
      return { status: 200, body: intentJson(intent) };
    }
    intent.status = 'requires_payment_method';
    intent.declineCode =
      token === stripeTestTokens.authenticationRequired
        ? 'authentication_required'
        : token === stripeTestTokens.insufficientFunds
          ? 'insufficient_funds'
          : 'generic_decline';
    return cardError(intent, intent.declineCode);
  }

  function createIntent(form: URLSearchParams): { status: number; body: unknown } {
    const amount = Number(form.get('amount'));
    if (!Number.isInteger(amount) || amount < 50) {
      return { status: 400, body: invalidRequest('Amount must be at least 50 cents', 'amount_too_small') };
    }
    const id = stripeId('pi');
    const intent: StoredIntent = {
      id,
      amount,
      currency: form.get('currency') ?? 'usd',
      status: 'requires_confirmation',
      paymentMethod: form.get('payment_method') ?? '',
      declineCode: null,
      clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      metadata: metadataOf(form),
      description: form.get('description'),
      receiptEmail: form.get('receipt_email'),
      refunded: 0,
      created: Math.floor(Date.now() / 1000),
      canceledAt: null,
      cancellationReason: null,
    };
    intents.push(intent);
    if (form.get('confirm') === 'true') return confirm(intent, form);
    return { status: 200, body: intentJson(intent) };
  }

  /** Cancels an intent that took nothing; Stripe refuses one that succeeded or was cancelled already. */
  function cancel(intent: StoredIntent, form: URLSearchParams): { status: number; body: unknown } {
    const cancellable = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
    if (!cancellable.includes(intent.status)) {
      return {
        status: 400,
        body: invalidRequest(
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
          'payment_intent_unexpected_state',
        ),
      };
    }
    intent.status = 'canceled';
    intent.canceledAt = Math.floor(Date.now() / 1000);
    intent.cancellationReason = form.get('cancellation_reason');
    return { status: 200, body: intentJson(intent) };
  }

  /** /v1/payment_intents/:id and its actions, with the secret key. */
  function intentRoutes(method: string, path: string, form: URLSearchParams) {
    const match = /^\/v1\/payment_intents\/(pi_\w+?)(\/confirm|\/cancel)?$/.exec(path);
    if (!match) return null;
    const intent = intents.find((candidate) => candidate.id === match[1]);
    if (!intent)
      return {
        status: 404,
        body: invalidRequest(`No such payment_intent: '${match[1]}'`, 'resource_missing'),
      };
    if (method === 'POST' && match[2] === '/confirm') return confirm(intent, form);
    if (method === 'POST' && match[2] === '/cancel') return cancel(intent, form);
    if (method === 'GET' && !match[2]) return { status: 200, body: intentJson(intent) };
    return null;
  }

  /** What Stripe.js does after the customer answers their bank's challenge, with the publishable key. */
  function authenticateFromBrowser(path: string, form: URLSearchParams): { status: number; body: unknown } {
    if (form.get('key') !== fakeStripePublishableKey) {
      return { status: 401, body: invalidRequest('Invalid API Key provided') };
    }
    const id = /^\/v1\/payment_intents\/(pi_\w+?)\/authenticate$/.exec(path)?.[1];
    const intent = intents.find((candidate) => candidate.id === id);
    if (!intent || intent.clientSecret !== form.get('client_secret')) {
      return { status: 404, body: invalidRequest('No such payment_intent', 'resource_missing') };
    }
    authenticate(intent, form.get('approved') === 'true');
    if (intent.status === 'succeeded') return { status: 200, body: intentJson(intent) };
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'payment_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method.',
          payment_intent: intentJson(intent),
        },
      },
    };
  }

  function authenticate(intent: StoredIntent, approved: boolean): void {
    if (intent.status !== 'requires_action') return;
    intent.status = approved ? 'succeeded' : 'requires_payment_method';
    intent.declineCode = approved ? null : 'authentication_failure';
  }

  function createRefund(form: URLSearchParams): { status: number; body: unknown } {
    const intent = intents.find((candidate) => candidate.id === form.get('payment_intent'));
    if (intent?.status !== 'succeeded') {
      return { status: 400, body: invalidRequest('No such payment_intent', 'resource_missing') };
    }
    const left = intent.amount - intent.refunded;
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
      return {
        status: 400,
        body: invalidRequest(
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          'amount_too_large',
        ),
      };
    }
    intent.refunded += amount;
    const refund = { id: stripeId('re'), amount, paymentIntent: intent.id };
    refunds.set(refund.id, refund);
    return { status: 200, body: refundJson(refund) };
  }

  function refundJson(refund: { id: string; amount: number; paymentIntent: string }) {
    return {
      id: refund.id,
      object: 'refund',
      amount: refund.amount,
      charge: chargeIdOf(refund.paymentIntent),
      currency: 'usd',
      payment_intent: refund.paymentIntent,
      status: 'succeeded',
    };
  }

  /** GET /v1/charges/:id and /v1/refunds/:id: the charge an intent made (with its refunds' total), and a refund. */
  function chargeAndRefundRoutes(method: string, path: string) {
    if (method !== 'GET') return null;
    const chargeId = /^\/v1\/charges\/(ch_\w+)$/.exec(path)?.[1];
    if (chargeId) {
      const intent = intents.find((candidate) => chargeIdOf(candidate.id) === chargeId);
      if (intent?.status !== 'succeeded') {
        return { status: 404, body: invalidRequest(`No such charge: '${chargeId}'`, 'resource_missing') };
      }
      return {
        status: 200,
        body: {
          id: chargeId,
          object: 'charge',
          amount: intent.amount,
          amount_captured: intent.amount,
          amount_refunded: intent.refunded,
          currency: intent.currency,
          paid: true,
          payment_intent: intent.id,
          refunded: intent.refunded === intent.amount,
          status: 'succeeded',
        },
      };
    }
    const refundId = /^\/v1\/refunds\/(re_\w+)$/.exec(path)?.[1];
    if (refundId) {
      const refund = refunds.get(refundId);
      if (!refund)
        return { status: 404, body: invalidRequest(`No such refund: '${refundId}'`, 'resource_missing') };
      return { status: 200, body: refundJson(refund) };
    }
    return null;
  }

  function search(query: string): { status: number; body: unknown } {
    const match = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query);
    if (!match)
      return { status: 400, body: invalidRequest('Invalid search query', 'parameter_invalid_string') };
    const [, field = '', value = ''] = match;
    const unescaped = value.replace(/\\(.)/g, '$1');
    searchCount += 1;
    // Stripe's search is eventually consistent; here it lags an hour, so it never finds a recent intent.
    const indexedBefore = Math.floor(Date.now() / 1000) - SEARCH_LAG_SECONDS;
    const found = intents
      .filter((intent) => intent.metadata[field] === unescaped && intent.created <= indexedBefore)
      .reverse();
    return {
      status: 200,
      body: {
        object: 'search_result',
        url: '/v1/payment_intents/search',
        has_more: false,
        data: found.map(intentJson),
      },
    };
  }

  /** What Stripe.js does with the publishable key: a card becomes a payment method (Stripe's checks, in its order). */
  /** A test card's payment method as Stripe answers it: its network and last four digits. */
  function paymentMethod(id: string): { status: number; body: unknown } {
    const digits = Object.entries(testCardPaymentMethods).find(([, token]) => token === id)?.[0];
    if (!digits)
      return { status: 404, body: invalidRequest(`No such PaymentMethod: '${id}'`, 'resource_missing') };
    return {
      status: 200,
      body: { id, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: digits.slice(-4) } },
    };
  }

  function createPaymentMethod(form: URLSearchParams): { status: number; body: unknown } {
    if (form.get('key') !== fakeStripePublishableKey) {
      return { status: 401, body: invalidRequest('Invalid API Key provided') };
    }
    for (const param of ['card[number]', 'card[exp_month]', 'card[exp_year]']) {
      if (!form.get(param))
        return {
          status: 400,
          body: invalidRequest(`Missing required param: ${param}.`, 'parameter_missing'),
        };
    }
    const digits = (form.get('card[number]') ?? '').replace(/\D/g, '');
    const cardError = (code: string, message: string) => ({
      status: 402,
      body: { error: { type: 'card_error', code, message } },
    });
    if (digits.length < 13) return cardError('incorrect_number', 'Your card number is incorrect.');
    const month = Number(form.get('card[exp_month]'));
    const year = Number(form.get('card[exp_year]'));
    if (!Number.isInteger(month) || month < 1 || month > 12)
      return cardError('invalid_expiry_month', "Your card's expiration month is invalid.");
    if (!Number.isInteger(year) || year < new Date().getUTCFullYear())
      return cardError('invalid_expiry_year', "Your card's expiration year is invalid.");
    return {
      status: 200,
      body: {
        id: testCardPaymentMethods[digits] ?? stripeTestTokens.declined,
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: digits.slice(-4), exp_month: month, exp_year: year },
        billing_details: {
          name: form.get('billing_details[name]'),
          address: {
            country: form.get('billing_details[address][country]'),
            postal_code: form.get('billing_details[address][postal_code]'),
          },
        },
        livemode: false,
      },
    };
  }

  /** What the Payment Element loads first with the publishable key: the payment methods it may show. */
  function elementsSession(form: URLSearchParams): { status: number; body: unknown } {
    if (form.get('key') !== fakeStripePublishableKey) {
      return { status: 401, body: invalidRequest('Invalid API Key provided') };
    }
    return {
      status: 200,
      body: {
        object: 'elements_session',
        livemode: false,
        payment_method_preference: { ordered_payment_method_types: ['card'] },
      },
    };
  }

  const customers: { id: string; email: string; defaultPaymentMethod: string | null }[] = [];
  const customerJson = (customer: (typeof customers)[number]) => ({
    id: customer.id,
    object: 'customer',
    email: customer.email,
    invoice_settings: { default_payment_method: customer.defaultPaymentMethod },
  });
  function customerRoutes(method: string, path: string, form: URLSearchParams) {
    if (method === 'GET' && path === '/v1/customers/search') {
      const email = /^email:'((?:[^'\\]|\\.)*)'$/.exec(form.get('query') ?? '')?.[1]?.replace(/\\(.)/g, '$1');
      const found = customers.filter((customer) => customer.email === email);
      return {
        status: 200,
        body: { object: 'search_result', data: found.map((c) => ({ id: c.id, email: c.email })) },
      };
    }
    if (method === 'GET' && path === '/v1/customers') {
      const found = customers.filter((customer) => customer.email === form.get('email'));
      return { status: 200, body: { object: 'list', has_more: false, data: found.map(customerJson) } };
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = { id: stripeId('cus'), email: form.get('email') ?? '', defaultPaymentMethod: null };
      customers.push(customer);
      return { status: 200, body: customerJson(customer) };
    }
    const single = /^\/v1\/customers\/(cus_\w+)$/.exec(path);
    const customer = customers.find((candidate) => candidate.id === single?.[1]);
    if (single && !customer)
      return { status: 404, body: invalidRequest('No such customer', 'resource_missing') };
    if (customer && method === 'GET') return { status: 200, body: customerJson(customer) };
    if (customer && method === 'POST') {
      // What Stripe's billing portal does when the customer picks a new card.
      customer.defaultPaymentMethod = form.get('invoice_settings[default_payment_method]');
      return { status: 200, body: customerJson(customer) };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = customers.find((candidate) => candidate.id === form.get('customer'));
      if (!customer) return { status: 400, body: invalidRequest('No such customer', 'resource_missing') };
      return {
        status: 200,
        body: {
          id: stripeId('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.com/p/session/${customer.id}`,
          return_url: form.get('return_url'),
        },
      };
    }
    return null;
  }

  function route(method: string, path: string, form: URLSearchParams): { status: number; body: unknown } {
    const customerAnswer = customerRoutes(method, path, form);
    if (customerAnswer) return customerAnswer;
    const methodId = /^\/v1\/payment_methods\/(pm_\w+)$/.exec(path)?.[1];
    if (method === 'GET' && methodId) return paymentMethod(methodId);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(form);
    const intentAnswer = intentRoutes(method, path, form);
    if (intentAnswer) return intentAnswer;
    if (method === 'POST' && path === '/v1/refunds') return createRefund(form);
    const chargeOrRefund = chargeAndRefundRoutes(method, path);
    if (chargeOrRefund) return chargeOrRefund;
    if (method === 'GET' && path === '/v1/payment_intents/search') return search(form.get('query') ?? '');
    return { status: 404, body: invalidRequest(`Unrecognized request URL (${method}: ${path})`) };
  }

  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.local');
      const method = request.method ?? 'GET';
      const form = method === 'GET' ? url.searchParams : new URLSearchParams(raw);
      requests.push({ method, path: url.pathname, headers: request.headers, form });
      if (method === 'GET' && url.pathname === '/v3/') {
        response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
        return response.end(fakeStripeJs);
      }
      if (method === 'POST' && /^\/v1\/payment_intents\/pi_\w+\/authenticate$/.test(url.pathname)) {
        const answer = authenticateFromBrowser(url.pathname, form);
        return send(response, answer.status, answer.body);
      }
      if (method === 'GET' && url.pathname === '/v1/elements/sessions') {
        const answer = elementsSession(form);
        return send(response, answer.status, answer.body);
      }
      if (method === 'POST' && url.pathname === '/v1/payment_methods') {
        const answer = createPaymentMethod(form);
        return send(response, answer.status, answer.body);
      }
      const failure = failures[0];
      if (failure !== undefined) {
        failures = failures.slice(1);
        return send(response, failure, {
          error: { type: 'api_error', message: 'An unknown error occurred' },
        });
      }
      if (request.headers.authorization !== `Bearer ${fakeStripeSecretKey}`) {
        return send(response, 401, invalidRequest('Invalid API Key provided'));
      }
      const lost = losing.findIndex((pattern) => pattern.test(url.pathname));
      if (lost >= 0) {
        losing = losing.filter((_, index) => index !== lost);
        route(method, url.pathname, form);
        return send(response, 500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      const key = request.headers['idempotency-key'];
      if (method === 'POST' && typeof key === 'string') {
        const earlier = idempotent.get(key);
        if (earlier) {
          if (earlier.params !== raw) {
            return send(response, 400, {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            });
          }
          response.setHeader('idempotent-replayed', 'true');
          return send(response, earlier.status, earlier.body);
        }
        const answer = route(method, url.pathname, form);
        idempotent.set(key, { params: raw, ...answer });
        return send(response, answer.status, answer.body);
      }
      const answer = route(method, url.pathname, form);
      return send(response, answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    succeededIntents: () => intents.filter((intent) => intent.status === 'succeeded'),
    intents: () => [...intents],
    authenticate(intentId, approved) {
      const intent = intents.find((candidate) => candidate.id === intentId);
      if (intent) authenticate(intent, approved);
    },
    searches: () => searchCount,
    refund(intentId, amountCents) {
      const form = new URLSearchParams({ payment_intent: intentId });
      if (amountCents !== undefined) form.set('amount', String(amountCents));
      const answer = createRefund(form);
      if (answer.status !== 200) throw new Error(`Stripe refused the refund: ${JSON.stringify(answer.body)}`);
      return answer.body as { id: string; amount: number };
    },
    failNextRequest(status) {
      failures = [...failures, status];
    },
    loseNextAnswer(path) {
      losing = [...losing, path];
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
