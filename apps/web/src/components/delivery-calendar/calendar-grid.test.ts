import { describe, expect, it } from 'vitest';
import { calendarMonths, calendarMove } from './calendar-grid';

describe('calendarMonths', () => {
  it('gives each month its own weeks, so December and January never share a grid', () => {
    const months = calendarMonths('2026-12-28', '2027-01-08');
    expect(months.map((month) => month.firstDay)).toEqual(['2026-12-01', '2027-01-01']);
    const december = months[0];
    const january = months[1];
    // Dec 1, 2026 is a Tuesday; Dec 31 a Thursday, whose week ends in January.
    expect(december?.weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(december?.weeks.at(-1)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    expect(january?.weeks[0]).toEqual([null, null, null, null, null, '2027-01-01', '2027-01-02']);
    expect(january?.weeks).toHaveLength(6);
  });

  it('gives one month for a window inside it', () => {
    expect(calendarMonths('2026-11-10', '2026-11-20').map((month) => month.firstDay)).toEqual(['2026-11-01']);
  });
});

describe('calendarMove', () => {
  const window = { first: '2026-12-07', last: '2027-01-15' };
  const weekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
  const holidays = new Set(['2026-12-25', '2027-01-01']);
  const selectable = (date: string) => !weekend(date) && !holidays.has(date);
  const move = (from: string, key: string) => calendarMove(from, key, selectable, window);

  it('moves a day with the side arrows, passing over weekends and holidays', () => {
    expect(move('2026-12-08', 'ArrowRight')).toBe('2026-12-09');
    expect(move('2026-12-11', 'ArrowRight')).toBe('2026-12-14');
    expect(move('2026-12-24', 'ArrowRight')).toBe('2026-12-28');
    expect(move('2026-12-14', 'ArrowLeft')).toBe('2026-12-11');
  });

  it('moves a week with up and down, across the end of a month, and a week more past a holiday', () => {
    expect(move('2026-12-29', 'ArrowDown')).toBe('2027-01-05');
    // Dec 25 and Jan 1 are holidays: the Friday a week after Dec 18 that can be chosen is Jan 8.
    expect(move('2026-12-18', 'ArrowDown')).toBe('2027-01-08');
  });

  it('stays where it is at the edge of the window', () => {
    expect(move('2026-12-07', 'ArrowLeft')).toBeNull();
    expect(move('2026-12-08', 'ArrowUp')).toBeNull();
    expect(move('2027-01-15', 'ArrowRight')).toBeNull();
  });

  it('goes to the first or last selectable day of the week with Home and End, and a month with Page keys', () => {
    expect(move('2026-12-10', 'Home')).toBe('2026-12-07');
    expect(move('2026-12-10', 'End')).toBe('2026-12-11');
    expect(move('2026-12-10', 'PageDown')).toBe('2027-01-11');
    expect(move('2027-01-12', 'PageUp')).toBe('2026-12-11');
    expect(move('2027-01-08', 'PageDown')).toBe('2027-01-15');
  });

  it('is no move for other keys', () => {
    expect(move('2026-12-10', 'Enter')).toBeNull();
  });
});
