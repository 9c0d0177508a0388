import { describe, expect, it } from 'vitest';
import {
  browserTimezone,
  formatAxisMonth,
  formatDate,
  formatDateTime,
  formatDay,
  formatDollars,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  revenueTwoDecimals,
} from './format';

describe('formatDate', () => {
  it('uses "MMM. dd, yyyy" by default', () => {
    expect(formatDate('2024-01-05')).toBe('Jan. 05, 2024');
    expect(formatDate('2022-07-07')).toBe('Jul. 07, 2022');
  });

  it('never shifts a calendar date with the zone', () => {
    expect(formatDate('2024-01-05', undefined, { timeZone: 'Pacific/Honolulu' })).toBe('Jan. 05, 2024');
    expect(formatDate('2024-01-05', undefined, { timeZone: 'Asia/Tokyo' })).toBe('Jan. 05, 2024');
  });

  it('shows a moment in the given zone', () => {
    expect(formatDate('2024-01-05T23:30:00Z', undefined, { timeZone: 'UTC' })).toBe('Jan. 05, 2024');
    expect(formatDate('2024-01-05T23:30:00Z', undefined, { timeZone: 'Asia/Tokyo' })).toBe('Jan. 06, 2024');
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 12)), undefined, { timeZone: 'UTC' })).toBe(
      'Dec. 31, 2024',
    );
    expect(formatDate(Date.UTC(2024, 1, 29), undefined, { timeZone: 'UTC' })).toBe('Feb. 29, 2024');
  });

  it('supports other patterns, quoted text and times', () => {
    const moment = '2024-03-09T15:04:05Z';
    expect(formatDate(moment, 'yyyy-MM-dd HH:mm:ss', { timeZone: 'UTC' })).toBe('2024-03-09 15:04:05');
    expect(formatDate(moment, 'EEEE, MMMM d, yy h:mm a', { timeZone: 'UTC' })).toBe(
      'Saturday, March 9, 24 3:04 PM',
    );
    expect(formatDate(moment, "EEE 'at' hh a", { timeZone: 'UTC' })).toBe('Sat at 03 PM');
    expect(formatDate('2024-03-09T00:10:00Z', 'h:mm a', { timeZone: 'UTC' })).toBe('12:10 AM');
  });

  it('shows "- -" for empty or invalid dates', () => {
    for (const value of [
      null,
      undefined,
      '',
      '  ',
      'not a date',
      '2024-13-01',
      '2024-02-30',
      new Date(Number.NaN),
    ]) {
      expect(formatDate(value)).toBe('- -');
    }
  });

  it('shows "- -" for an unknown zone instead of throwing', () => {
    expect(formatDate('2024-01-05T10:00:00Z', undefined, { timeZone: 'Mars/Olympus' })).toBe('- -');
  });
});

describe('formatMonth', () => {
  it('names a calendar month in full with its year, never shifting with the zone', () => {
    expect(formatMonth('2026-12-01')).toBe('December 2026');
    expect(formatMonth('2027-01-31')).toBe('January 2027');
  });
});

describe('formatDay', () => {
  it('writes "Nov 5, 2026": no full stop after the month, no leading zero', () => {
    expect(formatDay('2026-11-05')).toBe('Nov 5, 2026');
    expect(formatDay('2026-05-01')).toBe('May 1, 2026');
    expect(formatDay('2026-09-30')).toBe('Sep 30, 2026');
  });

  it('names the weekday where the day of the week matters', () => {
    expect(formatDay('2026-11-05', { weekday: true })).toBe('Thursday, Nov 5, 2026');
  });

  it('shows a moment on its day in the given zone, and a calendar date as it is', () => {
    expect(formatDay('2026-11-06T03:30:00Z', { timeZone: 'America/New_York' })).toBe('Nov 5, 2026');
    expect(formatDay('2026-11-06T03:30:00Z', { timeZone: 'UTC' })).toBe('Nov 6, 2026');
    expect(formatDay('2026-11-05', { timeZone: 'Pacific/Honolulu' })).toBe('Nov 5, 2026');
  });

  it('shows "- -" for empty or invalid dates', () => {
    for (const value of [null, undefined, '', 'not a date', '2026-02-30'])
      expect(formatDay(value)).toBe('- -');
  });
});

describe('formatDateTime', () => {
  it('writes the day, the time and the zone it is shown in', () => {
    expect(formatDateTime('2026-11-05T20:30:00Z', { timeZone: 'America/New_York' })).toBe(
      'Nov 5, 2026, 3:30 PM EST',
    );
    expect(formatDateTime('2026-07-05T20:30:00Z', { timeZone: 'America/New_York' })).toBe(
      'Jul 5, 2026, 4:30 PM EDT',
    );
    expect(formatDateTime('2026-11-05T09:05:00Z', { timeZone: 'America/Chicago' })).toBe(
      'Nov 5, 2026, 3:05 AM CST',
    );
    expect(formatDateTime(Date.UTC(2026, 10, 5, 12), { timeZone: 'UTC' })).toBe('Nov 5, 2026, 12:00 PM UTC');
  });

  it('writes a calendar date without a time', () => {
    expect(formatDateTime('2026-11-05', { timeZone: 'America/New_York' })).toBe('Nov 5, 2026');
  });

  it('shows "- -" for empty or invalid values and unknown zones', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatDateTime(value)).toBe('- -');
    expect(formatDateTime('2026-11-05T20:30:00Z', { timeZone: 'Mars/Olympus' })).toBe('- -');
  });
});

describe('formatNumber', () => {
  it('formats in en-US', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber('42')).toBe('42');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1.456, { maximumFractionDigits: 1 })).toBe('1.5');
  });

  it('shows "- -" for a missing or non-numeric value', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(value)).toBe('- -');
    }
  });
});

describe('money', () => {
  it('formats dollars in USD for en-US', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(49)).toBe('$49.00');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(null)).toBe('- -');
  });

  it('formats integer cents in USD for en-US', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(25000)).toBe('$250.00');
    expect(formatMoney(4900)).toBe('$49.00');
    expect(formatMoney(-500)).toBe('-$5.00');
    expect(formatMoney(undefined)).toBe('- -');
  });
});

describe('formatPercent', () => {
  it('shows up to 2 decimals', () => {
    expect(formatPercent(42.456)).toBe('42.46%');
    expect(formatPercent(42)).toBe('42%');
    expect(formatPercent(42.5)).toBe('42.5%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('shows "- -" for a missing value', () => {
    expect(formatPercent(null)).toBe('- -');
  });
});

describe('revenueTwoDecimals', () => {
  it('shows two decimals without grouping', () => {
    expect(revenueTwoDecimals(99.5)).toBe('99.50');
    expect(revenueTwoDecimals(1234)).toBe('1234.00');
    expect(revenueTwoDecimals('49')).toBe('49.00');
    expect(revenueTwoDecimals(0.005)).toBe('0.01');
  });

  it('counts a missing revenue as zero', () => {
    expect(revenueTwoDecimals(null)).toBe('0.00');
  });
});

describe('browserTimezone', () => {
  const recordingLogger = () => {
    const lines: string[] = [];
    return { lines, logger: { error: (message: string) => lines.push(message) } };
  };

  it('answers the looked-up zone without logging', () => {
    const { lines, logger } = recordingLogger();
    expect(browserTimezone({ logger, lookup: () => 'America/New_York' })).toBe('America/New_York');
    expect(lines).toEqual([]);
  });

  it('falls back to an empty zone and logs when the lookup fails', () => {
    const { lines, logger } = recordingLogger();
    expect(
      browserTimezone({
        logger,
        lookup: () => {
          throw new Error('no Intl');
        },
      }),
    ).toBe('');
    expect(lines).toEqual(['Timezone lookup failed']);
  });

  it('falls back to an empty zone and logs when the lookup finds nothing', () => {
    const { lines, logger } = recordingLogger();
    expect(browserTimezone({ logger, lookup: () => undefined })).toBe('');
    expect(lines).toHaveLength(1);
  });

  it('reads the runtime zone by default', () => {
    const { logger } = recordingLogger();
    expect(browserTimezone({ logger })).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('the house style of a date (ADR 049)', () => {
  it('writes every date a person reads as the screens do, the PDF and the e-mails included', () => {
    // The three styles found on the screen, in one: "Dec 4, 2026", "November 24, 2026", "2026-12-19".
    expect(formatDay('2026-12-04')).toBe('Dec 4, 2026');
    expect(formatDay('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDay('2026-12-19')).toBe('Dec 19, 2026');
    expect(formatDay('2026-11-24T23:30:00Z', { timeZone: 'America/Chicago' })).toBe('Nov 24, 2026');
    expect(formatDateTime('2026-11-24T15:05:00Z', { timeZone: 'America/Chicago' })).toBe(
      'Nov 24, 2026, 9:05 AM CST',
    );
  });

  it('keeps the spec’s empty placeholder "- -" and its low-level default "MMM. dd, yyyy" (checklist V-46, V-48)', () => {
    expect(formatDay(null)).toBe('- -');
    expect(formatDay('2026-02-30')).toBe('- -');
    expect(formatDateTime(undefined)).toBe('- -');
    expect(formatDate('2024-01-05')).toBe('Jan. 05, 2024');
  });
});

describe('percentages and units (ADR 049)', () => {
  it('writes a percentage with no space before its sign', () => {
    expect(formatPercent(58)).toBe('58%');
    expect(formatPercent(42.456)).toBe('42.46%');
  });
});

describe('dates in Spanish (es-US)', () => {
  const es = { language: 'es' as const, timeZone: 'America/Chicago' };

  it('writes a day as Intl es-US does, the month abbreviated without a full stop and no leading zero', () => {
    expect(formatDay('2026-12-04', es)).toBe('4 dic 2026');
    expect(formatDay('2026-09-15', es)).toBe('15 sept 2026');
    expect(formatDay('2026-12-04', { ...es, weekday: true })).toBe('viernes, 4 dic 2026');
  });

  it('writes a moment with its time and zone, a.m. and p.m. as Spanish writes them', () => {
    expect(formatDateTime('2026-12-04T21:30:00Z', es)).toBe('4 dic 2026, 3:30 p.m. CST');
    expect(formatDateTime('2026-12-04T15:05:00Z', es)).toBe('4 dic 2026, 9:05 a.m. CST');
    expect(formatDateTime('2026-12-04', es)).toBe('4 dic 2026');
  });

  it('names months and weekdays in Spanish, in lower case', () => {
    expect(formatMonth('2026-12-01', { language: 'es' })).toBe('diciembre de 2026');
    expect(formatAxisMonth('2025-06-01', { language: 'es' })).toBe('jun 2025');
    expect(formatDate('2024-03-09', 'EEE d', { language: 'es' })).toBe('sáb 9');
  });

  it('leaves English as it was', () => {
    expect(formatDay('2026-12-04', { language: 'en' })).toBe('Dec 4, 2026');
    expect(formatDateTime('2026-12-04T21:30:00Z', { language: 'en', timeZone: 'America/Chicago' })).toBe(
      'Dec 4, 2026, 3:30 PM CST',
    );
  });
});
