import { describe, expect, it } from 'vitest';
import { splitInstalments } from './instalments';

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
