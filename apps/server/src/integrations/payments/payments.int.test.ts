import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-databases';
import { PaymentProviderUnavailableError } from './index';
import { createSandboxPayments, sandboxCardTokens } from './sandbox';
import { createStripePayments, STRIPE_API_VERSION } from './stripe';
import {
  type FakeStripe,
  fakeStripeSecretKey,
  startFakeStripe,
  stripeTestTokens,
} from './testing/fake-stripe-server';
import {
  type PaymentProviderSubject,
  paymentProviderConformance,
} from './testing/payment-provider-conformance';

describe('sandbox card payments', () => {
  let database: TestDatabase;
  let subject: PaymentProviderSubject;
  beforeAll(async () => {
    database = await openTestDatabase('pglite', { seed: false });
    subject = {
      provider: createSandboxPayments(database.db),
      tokens: sandboxCardTokens,
      chargesTaken: async () =>
        (
          await database.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM sandbox_payment_ledger WHERE status = 'succeeded'",
          )
        ).rows[0]?.n ?? 0,
    };
  });
  afterAll(async () => database?.dispose());

  paymentProviderConformance(() => subject);

  it('declines any token it does not know', async () => {
    const outcome = await subject.provider.charge({
      amountCents: 1_000,
      currency: 'usd',
      paymentMethodToken: 'pm_sandbox_4111',
      idempotencyKey: 'unknown-token',
      description: 'Fathom order',
      customerEmail: 'robin@example.com',
    });
    expect(outcome).toEqual({ status: 'declined', reason: 'card_declined' });
  });
});

describe('Stripe card payments (against a local Stripe-shaped server)', () => {
  let stripe: FakeStripe;
  let subject: PaymentProviderSubject;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    subject = {
      provider: createStripePayments({ secretKey: fakeStripeSecretKey, apiBase: stripe.url }),
      tokens: stripeTestTokens,
      chargesTaken: async () => stripe.succeededIntents().length,
    };
  });
  afterAll(async () => stripe?.close());

  paymentProviderConformance(() => subject);

  it('confirms a PaymentIntent with form-encoded fields, the secret key, the pinned version and the Idempotency-Key header', async () => {
    await subject.provider.charge({
      amountCents: 4_900,
      currency: 'usd',
      paymentMethodToken: stripeTestTokens.visa,
      idempotencyKey: 'order-1:1',
      description: 'Fathom order FA12345678',
      customerEmail: 'robin@example.com',
    });
    const sent = stripe.requests.at(-1);
    expect(sent?.path).toBe('/v1/payment_intents');
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent?.headers.authorization).toBe(`Bearer ${fakeStripeSecretKey}`);
    expect(sent?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(sent?.headers['idempotency-key']).toBe('order-1:1');
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      amount: '4900',
      currency: 'usd',
      payment_method: stripeTestTokens.visa,
      confirm: 'true',
      description: 'Fathom order FA12345678',
      receipt_email: 'robin@example.com',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'metadata[idempotency_key]': 'order-1:1',
    });
  });

  it('reports a Stripe server error as unavailable, never as a decline', async () => {
    stripe.failNextRequest(500);
    await expect(
      subject.provider.charge({
        amountCents: 4_900,
        currency: 'usd',
        paymentMethodToken: stripeTestTokens.visa,
        idempotencyKey: 'order-2:1',
        description: 'Fathom order',
        customerEmail: 'robin@example.com',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
  });

  it('reports an unreachable Stripe as unavailable', async () => {
    const unreachable = createStripePayments({
      secretKey: fakeStripeSecretKey,
      apiBase: 'http://127.0.0.1:9',
    });
    await expect(unreachable.findChargeByIdempotencyKey('any')).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });
});
