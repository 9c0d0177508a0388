import { describe, expect, it } from 'vitest';
import { addMonths, planStartEndingOn } from './plan-dates';

const at = (iso: string) => new Date(`${iso}T15:00:00Z`);

describe('plan dates', () => {
  it('adds months as PostgreSQL does: a missing day becomes the month’s last', () => {
    expect(addMonths(at('2022-08-31'), 6)).toEqual(at('2023-02-28'));
    expect(addMonths(at('2023-02-28'), 6)).toEqual(at('2023-08-28'));
    expect(addMonths(at('2024-08-31'), -6)).toEqual(at('2024-02-29'));
    expect(addMonths(at('2022-05-10'), 12)).toEqual(at('2023-05-10'));
  });

  const firstHalfOf2022 = { earliest: at('2022-01-07'), latest: at('2022-07-06') };

  it('finds the start, in the window, of a six-month plan whose period ends on the day', () => {
    expect(planStartEndingOn(at('2027-01-09'), 6, firstHalfOf2022)).toEqual({
      start: at('2022-01-09'),
      end: at('2027-01-09'),
    });
    expect(planStartEndingOn(at('2026-09-15'), 6, firstHalfOf2022)).toEqual({
      start: at('2022-03-15'),
      end: at('2026-09-15'),
    });
  });

  it('moves the end back to a day that periods added one after the other can reach', () => {
    // From February the 28th, six months at a time never reach a 31st.
    expect(planStartEndingOn(at('2026-08-31'), 6, firstHalfOf2022)).toEqual({
      start: at('2022-02-28'),
      end: at('2026-08-28'),
    });
  });
});
