import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { type PaymentProvider, PaymentRequestRefusedError } from '../index';

export interface PaymentProviderSubject {
  provider: PaymentProvider;
  /** The provider's tokens for a card that pays, one that is declined, and one without funds. */
  tokens: { visa: string; declined: string; insufficientFunds: string };
  /** How many charges have taken money, counted on the provider's side. */
  chargesTaken(): Promise<number>;
}

/**
 * What every card payment adapter must do, whichever provider is behind it. Call inside a describe block;
 * `subject` is read after the suite's own beforeAll has prepared it.
 */
export function paymentProviderConformance(subject: () => PaymentProviderSubject): void {
  let provider: PaymentProvider;
  let tokens: PaymentProviderSubject['tokens'];
  beforeAll(() => {
    ({ provider, tokens } = subject());
  });

  const charge = (token: string, idempotencyKey = randomUUID(), amountCents = 19_500) =>
    provider.charge({
      amountCents,
      currency: 'usd',
      paymentMethodToken: token,
      idempotencyKey,
      description: 'Fathom order FA00000001',
      customerEmail: 'robin@example.com',
    });

  it('takes the payment of a good card and answers a charge id', async () => {
    const outcome = await charge(tokens.visa);
    expect(outcome.status).toBe('succeeded');
    expect(outcome.status === 'succeeded' && outcome.chargeId.length).toBeGreaterThan(0);
  });

  it('answers a declined card as card_declined', async () => {
    expect(await charge(tokens.declined)).toEqual({ status: 'declined', reason: 'card_declined' });
  });

  it('answers a card without funds as insufficient_funds', async () => {
    expect(await charge(tokens.insufficientFunds)).toEqual({
      status: 'declined',
      reason: 'insufficient_funds',
    });
  });

  it('charges once for two requests with one idempotency key, and answers both with the same charge', async () => {
    const before = await subject().chargesTaken();
    const key = randomUUID();
    const [first, second] = await Promise.all([charge(tokens.visa, key), charge(tokens.visa, key)]);
    const third = await charge(tokens.visa, key);
    expect(first).toEqual(second);
    expect(third).toEqual(first);
    expect(await subject().chargesTaken()).toBe(before + 1);
  });

  it('refuses an idempotency key reused for another amount', async () => {
    const key = randomUUID();
    await charge(tokens.visa, key, 10_000);
    await expect(charge(tokens.visa, key, 20_000)).rejects.toBeInstanceOf(PaymentRequestRefusedError);
  });

  it('finds a charge by its idempotency key, declined ones too, and nothing for an unused key', async () => {
    const paidKey = randomUUID();
    const paid = await charge(tokens.visa, paidKey);
    const declinedKey = randomUUID();
    await charge(tokens.insufficientFunds, declinedKey);
    expect(await provider.findChargeByIdempotencyKey(paidKey)).toEqual(paid);
    expect(await provider.findChargeByIdempotencyKey(declinedKey)).toEqual({
      status: 'declined',
      reason: 'insufficient_funds',
    });
    expect(await provider.findChargeByIdempotencyKey(randomUUID())).toBeNull();
  });

  it('refunds part of a charge, then the rest, once per refund key, and never more than was charged', async () => {
    const paid = await charge(tokens.visa, randomUUID(), 9_000);
    if (paid.status !== 'succeeded') throw new Error('the charge should have succeeded');
    const partKey = randomUUID();
    const part = await provider.refund({
      chargeId: paid.chargeId,
      amountCents: 4_000,
      idempotencyKey: partKey,
    });
    expect(part.amountCents).toBe(4_000);
    expect(
      await provider.refund({ chargeId: paid.chargeId, amountCents: 4_000, idempotencyKey: partKey }),
    ).toEqual(part);
    await expect(
      provider.refund({ chargeId: paid.chargeId, amountCents: 6_000, idempotencyKey: randomUUID() }),
    ).rejects.toBeInstanceOf(PaymentRequestRefusedError);
    const rest = await provider.refund({ chargeId: paid.chargeId, idempotencyKey: randomUUID() });
    expect(rest.amountCents).toBe(5_000);
    expect(rest.refundId).not.toBe(part.refundId);
  });
}
