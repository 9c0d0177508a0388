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
    expect(instalmentsLeftInWords(plan('scheduled'))).toBe(
      '1 of 3 paid. $66.00 left: the next $33.00 on Dec 27, 2026.',
    );
    expect(instalmentsLeftInWords(plan('pending'))).toBe(
      '1 of 3 paid. $66.00 left: the $33.00 due Dec 27, 2026 is being charged.',
    );
  });

  it('tells the customer what to do when the next part was declined or could not be collected', () => {
    expect(instalmentsLeftInWords(plan('declined'))).toBe(
      '1 of 3 paid. $66.00 left: the $33.00 due Dec 27, 2026 was declined, and we will try again. To use another card, change it below.',
    );
    expect(instalmentsLeftInWords(plan('failed'))).toBe(
      '1 of 3 paid. $66.00 left: the $33.00 due Dec 27, 2026 could not be collected. Please add another card below: we charge it at once.',
    );
  });

  it('has nothing left once every part is paid', () => {
    expect(instalmentsLeftInWords({ paidParts: 3, parts: 3, leftCents: 0, next: null })).toBe(
      '3 of 3 paid. Nothing left to pay.',
    );
  });
});
