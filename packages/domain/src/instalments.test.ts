import { describe, expect, it } from 'vitest';
import { instalmentsLeft, instalmentsLeftInWords, splitInstalments } from './instalments';

describe('splitInstalments', () => {
  it('splits into 3 monthly parts that add up to the total exactly, the odd cents first', () => {
    const parts = splitInstalments(19_501, '2026-11-22');
    expect(parts.map((part) => part.amountCents)).toEqual([6_501, 6_500, 6_500]);
    expect(parts.reduce((sum, part) => sum + part.amountCents, 0)).toBe(19_501);
    expect(parts.map((part) => part.dueDate)).toEqual(['2026-11-22', '2026-12-22', '2027-01-22']);
  });

  it('keeps a due date inside short months', () => {
    expect(splitInstalments(300, '2027-01-31').map((part) => part.dueDate)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
  });
});

describe('instalmentsLeft', () => {
  it('adds up what is not paid yet and names the next part, in order, whatever the order given', () => {
    expect(
      instalmentsLeft([
        { number: 3, dueDate: '2027-01-05', amountCents: 3300, status: 'scheduled' },
        { number: 1, dueDate: '2026-11-05', amountCents: 3400, status: 'paid' },
        { number: 2, dueDate: '2026-12-05', amountCents: 3300, status: 'declined' },
      ]),
    ).toEqual({
      leftCents: 6600,
      paidCount: 1,
      count: 3,
      next: { number: 2, dueDate: '2026-12-05', amountCents: 3300, status: 'declined' },
    });
  });

  it('has nothing left and no next part once every part is paid', () => {
    const paid = (number: number) =>
      ({ number, dueDate: '2026-11-05', amountCents: 100, status: 'paid' }) as const;
    expect(instalmentsLeft([paid(1), paid(2), paid(3)])).toEqual({
      leftCents: 0,
      paidCount: 3,
      count: 3,
      next: null,
    });
  });
});

describe('instalmentsLeftInWords', () => {
  const plan = (status: 'scheduled' | 'pending' | 'declined' | 'failed') => ({
    paidParts: 1,
    parts: 3,
    leftCents: 6600,
    next: { amountCents: 3300, dueDate: '2026-12-27', status },
  });

  it('says what is left and when the next part is charged', () => {
    expect(instalmentsLeftInWords(plan('scheduled'), 'en')).toBe(
      '1 of 3 paid. $66.00 left: the next $33.00 on Dec 27, 2026.',
    );
    expect(instalmentsLeftInWords(plan('pending'), 'en')).toBe(
      '1 of 3 paid. $66.00 left: the $33.00 due Dec 27, 2026 is being charged.',
    );
  });

  it('tells the customer what to do when the next part was declined or could not be collected', () => {
    expect(instalmentsLeftInWords(plan('declined'), 'en')).toBe(
      '1 of 3 paid. $66.00 left: the $33.00 due Dec 27, 2026 was declined, and we will try again. To use another card, change it below.',
    );
    expect(instalmentsLeftInWords(plan('failed'), 'en')).toBe(
      '1 of 3 paid. $66.00 left: the $33.00 due Dec 27, 2026 could not be collected. Please add another card below: we charge it at once.',
    );
  });

  it('has nothing left once every part is paid', () => {
    expect(instalmentsLeftInWords({ paidParts: 3, parts: 3, leftCents: 0, next: null }, 'en')).toBe(
      '3 of 3 paid. Nothing left to pay.',
    );
  });
});

describe('instalmentsLeftInWords in Spanish', () => {
  it('dates the next payment in Spanish, and says what to do when it was declined', () => {
    const plan = { paidParts: 1, parts: 3, leftCents: 6_600 };
    expect(
      instalmentsLeftInWords(
        { ...plan, next: { amountCents: 3_300, dueDate: '2026-12-27', status: 'scheduled' } },
        'es',
      ),
    ).toBe('1 de 3 pagos hechos. Faltan $66.00: el próximo pago, de $33.00, es el 27 dic 2026.');
    expect(
      instalmentsLeftInWords(
        { ...plan, next: { amountCents: 3_300, dueDate: '2026-12-27', status: 'declined' } },
        'es',
      ),
    ).toBe(
      '1 de 3 pagos hechos. Faltan $66.00: el pago de $33.00 del 27 dic 2026 fue rechazado y lo intentaremos de nuevo. Para usar otra tarjeta, cámbiela abajo.',
    );
    expect(instalmentsLeftInWords({ paidParts: 3, parts: 3, leftCents: 0, next: null }, 'es')).toBe(
      '3 de 3 pagos hechos. No queda nada por pagar.',
    );
  });
});
