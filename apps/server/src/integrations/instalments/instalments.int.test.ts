import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-databases';
import type { PaymentProvider } from '../payments/index';
import { createSandboxPayments, sandboxCardTokens } from '../payments/sandbox';
import type { InstalmentProvider } from './index';
import { createSandboxInstalments } from './sandbox';

describe('sandbox instalments', () => {
  let database: TestDatabase;
  let payments: PaymentProvider;
  let instalments: InstalmentProvider;
  beforeAll(async () => {
    database = await openTestDatabase('pglite', { seed: false });
    payments = createSandboxPayments(database.db);
    instalments = createSandboxInstalments(database.db, payments);
  });
  afterAll(async () => database?.dispose());

  const plan = (token: string, idempotencyKey = randomUUID(), totalCents = 19_501) => ({
    totalCents,
    currency: 'usd' as const,
    paymentMethodToken: token,
    idempotencyKey,
    description: 'Fathom order FA00000002',
    customerEmail: 'robin@example.com',
    startDate: '2026-01-31',
  });

  it('charges the first of three monthly instalments now; the three add up to the total', async () => {
    const key = randomUUID();
    const outcome = await instalments.startPlan(plan(sandboxCardTokens.visa, key));
    expect(outcome).toMatchObject({
      status: 'succeeded',
      instalments: [
        { number: 1, dueDate: '2026-01-31', amountCents: 6_501 },
        { number: 2, dueDate: '2026-02-28', amountCents: 6_500 },
        { number: 3, dueDate: '2026-03-31', amountCents: 6_500 },
      ],
    });
    const charged = await database.db.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM sandbox_payment_ledger WHERE idempotency_key = $1',
      [key],
    );
    expect(charged.rows).toEqual([{ amount_cents: 6_501 }]);
  });

  it('starts one plan and one charge for a repeated key', async () => {
    const key = randomUUID();
    const first = await instalments.startPlan(plan(sandboxCardTokens.visa, key));
    const again = await instalments.startPlan(plan(sandboxCardTokens.visa, key));
    expect(again).toEqual(first);
    expect(await instalments.findPlanByIdempotencyKey(key)).toEqual(first);
  });

  it('answers a declined first instalment with the reason and finds it as declined', async () => {
    const key = randomUUID();
    expect(await instalments.startPlan(plan(sandboxCardTokens.insufficientFunds, key))).toEqual({
      status: 'declined',
      reason: 'insufficient_funds',
    });
    expect(await instalments.findPlanByIdempotencyKey(key)).toEqual({
      status: 'declined',
      reason: 'insufficient_funds',
    });
    expect(await instalments.findPlanByIdempotencyKey(randomUUID())).toBeNull();
  });

  it('finds a plan whose first charge went through even when the process stopped before noting it', async () => {
    const key = randomUUID();
    const stoppedAfterCharging = createSandboxInstalments(database.db, {
      ...payments,
      async confirmIntent(intentId, options) {
        await payments.confirmIntent(intentId, options);
        throw new Error('the process stopped');
      },
    });
    await expect(stoppedAfterCharging.startPlan(plan(sandboxCardTokens.visa, key))).rejects.toThrow();
    expect(await instalments.findPlanByIdempotencyKey(key)).toMatchObject({ status: 'succeeded' });
  });
});
