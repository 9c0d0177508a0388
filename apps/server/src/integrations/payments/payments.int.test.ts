import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-databases';
import { PaymentProviderUnavailableError } from './index';
import { createSandboxPayments, type SandboxPayments, sandboxCardTokens } from './sandbox';
import { createStripePayments, STRIPE_API_VERSION } from './stripe';
import {
  chargeIdOf,
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
  let sandbox: SandboxPayments;
  let subject: PaymentProviderSubject;
  beforeAll(async () => {
    database = await openTestDatabase('pglite', { seed: false });
    sandbox = createSandboxPayments(database.db);
    subject = {
      provider: sandbox,
      tokens: sandboxCardTokens,
      // The sandbox's charge is its intent.
      chargeOf: (intentId) => intentId,
      chargesTaken: async () =>
        (
          await database.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM sandbox_payment_ledger WHERE status = 'succeeded'",
          )
        ).rows[0]?.n ?? 0,
      authenticate: async (state, approved) => {
        expect(await sandbox.authenticate(state.clientSecret, approved)).toBe(true);
      },
    };
  });
  afterAll(async () => database?.dispose());

  paymentProviderConformance(() => subject);

  it('declines any token it does not know', async () => {
    const { intentId } = await sandbox.createIntent({
      amountCents: 1_000,
      currency: 'usd',
      paymentMethodToken: 'pm_sandbox_4111',
      idempotencyKey: 'unknown-token',
      description: 'Fathom order',
      customerEmail: 'robin@example.com',
    });
    expect(await sandbox.confirmIntent(intentId, { idempotencyKey: 'unknown-token:confirm' })).toEqual({
      status: 'declined',
      intentId,
      reason: 'card_declined',
    });
  });

  it('confirms an intent as its card says whichever instance created it, and answers a second confirmation alike', async () => {
    const other = createSandboxPayments(database.db);
    const create = (token: string, key: string) =>
      sandbox.createIntent({
        amountCents: 2_500,
        currency: 'usd',
        paymentMethodToken: token,
        idempotencyKey: key,
        description: 'Fathom order',
        customerEmail: 'robin@example.com',
      });
    const paying = await create(sandboxCardTokens.visa, 'elsewhere-visa');
    const challenged = await create(sandboxCardTokens.authenticationRequired, 'elsewhere-3ds');
    const short = await create(sandboxCardTokens.insufficientFunds, 'elsewhere-funds');

    // Another instance never saw them created: it reads each before it confirms it.
    const first = {
      paying: await other.confirmIntent(paying.intentId, { idempotencyKey: 'a' }),
      challenged: await other.confirmIntent(challenged.intentId, { idempotencyKey: 'b' }),
      short: await other.confirmIntent(short.intentId, { idempotencyKey: 'c' }),
    };
    expect(first.paying).toEqual({ status: 'succeeded', intentId: paying.intentId });
    expect(first.challenged).toMatchObject({ status: 'requires_action', intentId: challenged.intentId });
    expect(first.short).toEqual({
      status: 'declined',
      intentId: short.intentId,
      reason: 'insufficient_funds',
    });

    // The instance that created them finds them confirmed already, and answers what the first confirmation did.
    expect(await sandbox.confirmIntent(paying.intentId, { idempotencyKey: 'a' })).toEqual(first.paying);
    expect(await sandbox.confirmIntent(challenged.intentId, { idempotencyKey: 'b' })).toEqual(
      first.challenged,
    );
    expect(await sandbox.confirmIntent(short.intentId, { idempotencyKey: 'c' })).toEqual(first.short);
  });

  it('answers an authentication only once, and only for a secret it gave', async () => {
    expect(await sandbox.authenticate('pi_unknown_secret_x', true)).toBe(false);
  });
});

describe('Stripe card payments (with Stripe’s library, against a local Stripe-shaped server)', () => {
  let stripe: FakeStripe;
  let subject: PaymentProviderSubject;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    subject = {
      provider: createStripePayments({ secretKey: fakeStripeSecretKey, apiBase: stripe.url }),
      tokens: stripeTestTokens,
      chargeOf: chargeIdOf,
      chargesTaken: async () => stripe.succeededIntents().length,
      authenticate: async (state, approved) => stripe.authenticate(state.intentId, approved),
    };
  });
  afterAll(async () => stripe?.close());

  paymentProviderConformance(() => subject);

  it('never searches: every intent is read back by its id (the local search lags an hour, as Stripe’s may)', () => {
    expect(stripe.searches()).toBe(0);
    expect(stripe.requests.some((sent) => sent.path.includes('/search'))).toBe(false);
  });

  it('creates the PaymentIntent unconfirmed with the secret key, the pinned version and the Idempotency-Key header, then confirms it', async () => {
    const { intentId } = await subject.provider.createIntent({
      amountCents: 4_900,
      currency: 'usd',
      paymentMethodToken: stripeTestTokens.visa,
      idempotencyKey: 'order-1:1',
      description: 'Fathom order FA12345678',
      customerEmail: 'robin@example.com',
    });
    const created = stripe.requests.at(-1);
    expect(created?.path).toBe('/v1/payment_intents');
    expect(created?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(created?.headers.authorization).toBe(`Bearer ${fakeStripeSecretKey}`);
    expect(created?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(created?.headers['idempotency-key']).toBe('order-1:1');
    expect(Object.fromEntries(created?.form ?? [])).toEqual({
      amount: '4900',
      currency: 'usd',
      payment_method: stripeTestTokens.visa,
      description: 'Fathom order FA12345678',
      receipt_email: 'robin@example.com',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'metadata[idempotency_key]': 'order-1:1',
    });
    await subject.provider.confirmIntent(intentId, { idempotencyKey: 'order-1:1:confirm' });
    const confirmed = stripe.requests.at(-1);
    expect(confirmed?.path).toBe(`/v1/payment_intents/${intentId}/confirm`);
    expect(confirmed?.headers['idempotency-key']).toBe('order-1:1:confirm');
    expect(Object.fromEntries(confirmed?.form ?? [])).toEqual({ use_stripe_sdk: 'true' });
  });

  it('cancels an intent with the cancel call, its own Idempotency-Key and the reason Stripe names (abandoned)', async () => {
    const { intentId } = await subject.provider.createIntent({
      amountCents: 4_900,
      currency: 'usd',
      paymentMethodToken: stripeTestTokens.visa,
      idempotencyKey: 'order-3:1',
      description: 'Fathom order FA12345679',
      customerEmail: 'robin@example.com',
    });
    await subject.provider.cancelIntent(intentId, { idempotencyKey: 'order-3:1:cancel' });
    const cancelled = stripe.requests.at(-1);
    expect(cancelled?.method).toBe('POST');
    expect(cancelled?.path).toBe(`/v1/payment_intents/${intentId}/cancel`);
    expect(cancelled?.headers['idempotency-key']).toBe('order-3:1:cancel');
    expect(Object.fromEntries(cancelled?.form ?? [])).toEqual({ cancellation_reason: 'abandoned' });
    expect(stripe.intents().find((intent) => intent.id === intentId)?.status).toBe('canceled');
  });

  it('reports a Stripe server error as unavailable, never as a decline', async () => {
    stripe.failNextRequest(500);
    await expect(
      subject.provider.createIntent({
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
    await expect(unreachable.retrieveIntent('pi_any')).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });
});
