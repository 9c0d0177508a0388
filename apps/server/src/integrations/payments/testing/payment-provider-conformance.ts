import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import {
  type IntentRequest,
  type IntentState,
  type PaymentProvider,
  PaymentRequestRefusedError,
} from '../index';

export interface PaymentProviderSubject {
  provider: PaymentProvider;
  /**
   * The provider's tokens for a card that pays, one that is declined, one without funds, and one whose bank asks
   * the customer to authenticate (3-D Secure) before it pays.
   */
  tokens: { visa: string; declined: string; insufficientFunds: string; authenticationRequired: string };
  /** How many charges have taken money, counted on the provider's side. */
  chargesTaken(): Promise<number>;
  /** The provider's id of the charge a paid intent made, as its events name it. */
  chargeOf(intentId: string): string;
  /** What the customer's browser does with the client secret: answers their bank's challenge. */
  authenticate(state: Extract<IntentState, { status: 'requires_action' }>, approved: boolean): Promise<void>;
}

/**
 * What every card payment adapter must do, whichever provider is behind it. Call inside a describe block;
 * `subject` is read after the suite's own beforeAll has prepared it.
 */
/** A refund id in the provider's own shape that names no refund. */
const unknownRefundId = (name: PaymentProvider['name']) =>
  name === 'stripe' ? 're_000000000000000000000000' : '00000000-0000-4000-8000-000000000000';

export function paymentProviderConformance(subject: () => PaymentProviderSubject): void {
  let provider: PaymentProvider;
  let tokens: PaymentProviderSubject['tokens'];
  beforeAll(() => {
    ({ provider, tokens } = subject());
  });

  const request = (
    token: string,
    idempotencyKey = randomUUID(),
    amountCents = 19_500,
    reuse?: IntentRequest['reuse'],
  ): IntentRequest => ({
    amountCents,
    currency: 'usd',
    paymentMethodToken: token,
    idempotencyKey,
    description: 'Fathom order FA00000001',
    customerEmail: 'robin@example.com',
    reuse,
  });
  const pay = async (token: string, idempotencyKey = randomUUID(), amountCents = 19_500) => {
    const { intentId } = await provider.createIntent(request(token, idempotencyKey, amountCents));
    return provider.confirmIntent(intentId, { idempotencyKey: `${idempotencyKey}:confirm` });
  };

  it('creates an intent that takes nothing until it is confirmed, then pays with a good card', async () => {
    const before = await subject().chargesTaken();
    const { intentId } = await provider.createIntent(request(tokens.visa));
    expect(intentId.length).toBeGreaterThan(0);
    expect(await provider.retrieveIntent(intentId)).toEqual({ status: 'unconfirmed', intentId });
    expect(await subject().chargesTaken()).toBe(before);
    expect(await provider.confirmIntent(intentId, { idempotencyKey: randomUUID() })).toEqual({
      status: 'succeeded',
      intentId,
    });
    expect(await provider.retrieveIntent(intentId)).toEqual({ status: 'succeeded', intentId });
    expect(await subject().chargesTaken()).toBe(before + 1);
  });

  it('answers a declined card as card_declined, and reads it back so by the intent id', async () => {
    const declined = await pay(tokens.declined);
    expect(declined).toMatchObject({ status: 'declined', reason: 'card_declined' });
    expect(await provider.retrieveIntent(declined.intentId)).toEqual(declined);
  });

  it('answers a card without funds as insufficient_funds', async () => {
    expect(await pay(tokens.insufficientFunds)).toMatchObject({
      status: 'declined',
      reason: 'insufficient_funds',
    });
  });

  it('asks for the customer’s authentication, then pays once they complete it', async () => {
    const before = await subject().chargesTaken();
    const asked = await pay(tokens.authenticationRequired);
    if (asked.status !== 'requires_action') throw new Error(`expected requires_action, got ${asked.status}`);
    expect(asked.clientSecret).toContain('_secret_');
    expect(await subject().chargesTaken()).toBe(before);
    await subject().authenticate(asked, true);
    expect(await provider.retrieveIntent(asked.intentId)).toEqual({
      status: 'succeeded',
      intentId: asked.intentId,
    });
    expect(await subject().chargesTaken()).toBe(before + 1);
  });

  it('declines when the customer fails their bank’s authentication', async () => {
    const asked = await pay(tokens.authenticationRequired);
    if (asked.status !== 'requires_action') throw new Error(`expected requires_action, got ${asked.status}`);
    await subject().authenticate(asked, false);
    expect(await provider.retrieveIntent(asked.intentId)).toMatchObject({ status: 'declined' });
  });

  it('declines a card that asks for authentication when the customer is away (a renewal)', async () => {
    const key = randomUUID();
    const { intentId } = await provider.createIntent(
      request(tokens.authenticationRequired, key, 5_000, 'off_session'),
    );
    expect(
      await provider.confirmIntent(intentId, { idempotencyKey: `${key}:confirm`, offSession: true }),
    ).toMatchObject({
      status: 'declined',
    });
  });

  it('answers one intent for one idempotency key, and charges it once however often it is confirmed', async () => {
    const before = await subject().chargesTaken();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      provider.createIntent(request(tokens.visa, key)),
      provider.createIntent(request(tokens.visa, key)),
    ]);
    expect(second).toEqual(first);
    expect(await provider.createIntent(request(tokens.visa, key))).toEqual(first);
    const confirmKey = `${key}:confirm`;
    const paid = await provider.confirmIntent(first.intentId, { idempotencyKey: confirmKey });
    expect(await provider.confirmIntent(first.intentId, { idempotencyKey: confirmKey })).toEqual(paid);
    expect(await subject().chargesTaken()).toBe(before + 1);
  });

  it('refuses an idempotency key reused for another amount', async () => {
    const key = randomUUID();
    await provider.createIntent(request(tokens.visa, key, 10_000));
    await expect(provider.createIntent(request(tokens.visa, key, 20_000))).rejects.toBeInstanceOf(
      PaymentRequestRefusedError,
    );
  });

  it('cancels an intent never confirmed: nothing is charged, and it reads back cancelled', async () => {
    const before = await subject().chargesTaken();
    const key = randomUUID();
    const { intentId } = await provider.createIntent(request(tokens.visa, key));
    const cancelled = { status: 'cancelled', intentId };
    expect(await provider.cancelIntent(intentId, { idempotencyKey: `${key}:cancel` })).toEqual(cancelled);
    expect(await provider.retrieveIntent(intentId)).toEqual(cancelled);
    // Cancelling again, with the same key or another, answers the same.
    expect(await provider.cancelIntent(intentId, { idempotencyKey: `${key}:cancel` })).toEqual(cancelled);
    expect(await provider.cancelIntent(intentId, { idempotencyKey: randomUUID() })).toEqual(cancelled);
    expect(await subject().chargesTaken()).toBe(before);
  });

  it('cancels an intent left waiting for the customer’s authentication, and one declined', async () => {
    const before = await subject().chargesTaken();
    const asked = await pay(tokens.authenticationRequired);
    const declined = await pay(tokens.declined);
    for (const state of [asked, declined]) {
      expect(await provider.cancelIntent(state.intentId, { idempotencyKey: randomUUID() })).toEqual({
        status: 'cancelled',
        intentId: state.intentId,
      });
      expect(await provider.retrieveIntent(state.intentId)).toMatchObject({ status: 'cancelled' });
    }
    expect(await subject().chargesTaken()).toBe(before);
  });

  it('never cancels an intent that took money: it answers that it succeeded', async () => {
    const paid = await pay(tokens.visa);
    const succeeded = { status: 'succeeded', intentId: paid.intentId };
    expect(paid).toEqual(succeeded);
    expect(await provider.cancelIntent(paid.intentId, { idempotencyKey: randomUUID() })).toEqual(succeeded);
    expect(await provider.retrieveIntent(paid.intentId)).toEqual(succeeded);
    // Still a charge that can be refunded.
    expect(
      (await provider.refund({ intentId: paid.intentId, idempotencyKey: randomUUID() })).amountCents,
    ).toBe(19_500);
  });

  it('refunds part of a charge, then the rest, once per refund key, and never more than was charged', async () => {
    const paid = await pay(tokens.visa, randomUUID(), 9_000);
    if (paid.status !== 'succeeded') throw new Error('the charge should have succeeded');
    const partKey = randomUUID();
    const part = await provider.refund({
      intentId: paid.intentId,
      amountCents: 4_000,
      idempotencyKey: partKey,
    });
    expect(part.amountCents).toBe(4_000);
    expect(
      await provider.refund({ intentId: paid.intentId, amountCents: 4_000, idempotencyKey: partKey }),
    ).toEqual(part);
    await expect(
      provider.refund({ intentId: paid.intentId, amountCents: 6_000, idempotencyKey: randomUUID() }),
    ).rejects.toBeInstanceOf(PaymentRequestRefusedError);
    const rest = await provider.refund({ intentId: paid.intentId, idempotencyKey: randomUUID() });
    expect(rest.amountCents).toBe(5_000);
    expect(rest.refundId).not.toBe(part.refundId);
  });

  it('reads back what was refunded of a charge, by the charge or by any of its refunds, never by what was asked', async () => {
    const paid = await pay(tokens.visa, randomUUID(), 9_000);
    if (paid.status !== 'succeeded') throw new Error('the charge should have succeeded');
    const charge = { chargeId: subject().chargeOf(paid.intentId) };
    expect(await provider.retrieveRefunds(charge)).toEqual({ intentId: paid.intentId, refundedCents: 0 });
    const part = await provider.refund({
      intentId: paid.intentId,
      amountCents: 2_500,
      idempotencyKey: randomUUID(),
    });
    expect(await provider.retrieveRefunds({ refundId: part.refundId })).toEqual({
      intentId: paid.intentId,
      refundedCents: 2_500,
    });
    await provider.refund({ intentId: paid.intentId, amountCents: 1_000, idempotencyKey: randomUUID() });
    // The first refund's id answers the charge's total now, as the charge's does.
    expect(await provider.retrieveRefunds({ refundId: part.refundId })).toEqual({
      intentId: paid.intentId,
      refundedCents: 3_500,
    });
    expect(await provider.retrieveRefunds(charge)).toEqual({ intentId: paid.intentId, refundedCents: 3_500 });
  });

  it('answers no refunds for a charge or refund it does not have', async () => {
    const declined = await pay(tokens.declined);
    expect(await provider.retrieveRefunds({ chargeId: subject().chargeOf(declined.intentId) })).toBeNull();
    expect(await provider.retrieveRefunds({ refundId: unknownRefundId(provider.name) })).toBeNull();
  });

  it('describes a card by its network and last four digits, and no card for a token it does not know', async () => {
    expect(await provider.describeCard(tokens.visa)).toEqual({ brand: 'visa', last4: '4242' });
    expect(await provider.describeCard(tokens.insufficientFunds)).toEqual({ brand: 'visa', last4: '9995' });
    expect(await provider.describeCard('pm_no_such_card_000')).toBeNull();
  });
}
