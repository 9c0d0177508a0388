import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('reused Intl formatters', () => {
  it('answers the same formatter for the same options, and another for other options', () => {
    expect(dateTimeFormat({ timeZone: 'America/Chicago', year: 'numeric' })).toBe(
      dateTimeFormat({ timeZone: 'America/Chicago', year: 'numeric' }),
    );
    expect(dateTimeFormat({ timeZone: 'America/Chicago' })).not.toBe(
      dateTimeFormat({ timeZone: 'Europe/Paris' }),
    );
    expect(numberFormat({ maximumFractionDigits: 2 })).toBe(numberFormat({ maximumFractionDigits: 2 }));
    expect(numberFormat().format(12345)).toBe('12,345');
  });

  it('throws for an unknown time zone every time, as Intl does', () => {
    expect(() => dateTimeFormat({ timeZone: 'Mars/Olympus' })).toThrow(RangeError);
    expect(() => dateTimeFormat({ timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  it('formats in en-US', () => {
    const moment = new Date('2026-11-05T15:30:00Z');
    expect(dateTimeFormat({ timeZone: 'UTC', month: 'short', day: 'numeric' }).format(moment)).toBe('Nov 5');
  });
});
