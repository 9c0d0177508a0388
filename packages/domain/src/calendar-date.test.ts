import { describe, expect, it } from 'vitest';
import { addDays, calendarDateIn, daysBetween, isCalendarDate } from './calendar-date';

describe('isCalendarDate', () => {
  it('accepts real dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('2024-1-01')).toBe(false);
    expect(isCalendarDate('2024-01-01T00:00:00Z')).toBe(false);
  });
});

describe('calendarDateIn', () => {
  const moment = new Date('2024-03-01T03:00:00Z');

  it('gives the date the customer sees in their zone', () => {
    expect(calendarDateIn(moment, 'UTC')).toBe('2024-03-01');
    expect(calendarDateIn(moment, 'America/Los_Angeles')).toBe('2024-02-29');
    expect(calendarDateIn(new Date('2024-03-01T20:00:00Z'), 'Asia/Tokyo')).toBe('2024-03-02');
  });

  it('refuses an unknown zone', () => {
    expect(() => calendarDateIn(moment, 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('addDays and daysBetween', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2024-02-20', 15)).toBe('2024-03-06');
    expect(addDays('2023-12-25', 15)).toBe('2024-01-09');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-02-20', '2024-03-06')).toBe(15);
    expect(daysBetween('2024-03-06', '2024-02-20')).toBe(-15);
  });

  it('ignores daylight-saving changes', () => {
    expect(daysBetween('2024-03-01', '2024-03-31')).toBe(30);
    expect(addDays('2024-11-01', 15)).toBe('2024-11-16');
  });

  it('refuses anything that is not a calendar date', () => {
    expect(() => addDays('soon', 1)).toThrow(RangeError);
    expect(() => daysBetween('2024-01-01', 'later')).toThrow(RangeError);
  });
});
