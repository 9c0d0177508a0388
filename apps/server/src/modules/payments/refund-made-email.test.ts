import { describe, expect, it } from 'vitest';
import { refundMadeEmail } from './refund-made-email';

describe("a refund's e-mail", () => {
  const plan = { planTitle: 'Cryogenic Storage, monthly plan', period: 2 };

  it('names the plan as the catalogue does, in English', () => {
    const email = refundMadeEmail('en', { amountCents: 2_500, paidFor: plan });
    expect(email.subject).toBe('A refund of $25.00 for your Cryogenic Storage, monthly plan');
  });

  it('names the plan in the reader’s language by the product its title is of', () => {
    const email = refundMadeEmail('es', { amountCents: 2_500, paidFor: plan });
    expect(email.subject).toContain('Almacenamiento criogénico, plan mensual');
    expect(email.text).not.toContain('Cryogenic Storage');
  });

  it('keeps the title of a plan the catalogue no longer sells', () => {
    const email = refundMadeEmail('es', {
      amountCents: 2_500,
      paidFor: { planTitle: 'Old Plan', period: 1 },
    });
    expect(email.subject).toContain('Old Plan');
  });
});
