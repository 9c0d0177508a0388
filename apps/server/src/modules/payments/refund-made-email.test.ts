import { describe, expect, it } from 'vitest';
import { refundMadeEmail } from './refund-made-email';

describe("a refund's e-mail", () => {
  const plan = { planKey: 'cryo_monthly', planTitle: 'Cryogenic Storage, monthly plan', period: 2 };

  it('names the plan as the catalogue does, in English', () => {
    const email = refundMadeEmail('en', { amountCents: 2_500, paidFor: plan });
    expect(email.subject).toBe('A refund of $25.00 for your Cryogenic Storage, monthly plan');
    expect(email.text).toContain(
      'We refunded $25.00 of your payment for period 2 of your Cryogenic Storage, monthly plan.',
    );
  });

  it('names the plan in the reader’s language by its product key', () => {
    const email = refundMadeEmail('es', { amountCents: 2_500, paidFor: plan });
    expect(email.subject).toContain('Almacenamiento criogénico, plan mensual');
    expect(email.text).toContain('Almacenamiento criogénico, plan mensual');
    expect(email.text).not.toContain('Cryogenic Storage');
  });

  it('finds the plan by its key, not by its English title', () => {
    const renamed = { planKey: 'cryo_yearly', planTitle: 'Yearly storage (as sold in 2025)', period: 1 };
    expect(refundMadeEmail('es', { amountCents: 2_500, paidFor: renamed }).subject).toContain(
      'Almacenamiento criogénico, plan anual',
    );
    // An English title alone names nothing: without a key the title is kept as stored.
    const unkeyed = { planKey: null, planTitle: 'Cryogenic Storage, monthly plan', period: 1 };
    expect(refundMadeEmail('es', { amountCents: 2_500, paidFor: unkeyed }).subject).toContain(
      'Cryogenic Storage, monthly plan',
    );
  });

  it('keeps the title of a plan the catalogue no longer sells', () => {
    const email = refundMadeEmail('es', {
      amountCents: 2_500,
      paidFor: { planKey: 'retired_plan', planTitle: 'Old Plan', period: 1 },
    });
    expect(email.subject).toContain('Old Plan');
  });
});
