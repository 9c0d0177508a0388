import { describe, expect, it } from 'vitest';
import { formatDay } from './format';
import { CLINIC_TIME_ZONE, clinicDay } from './order-dates';

describe("an order's day", () => {
  it('is the clinic day in Austin, where the lab counts its days', () => {
    expect(CLINIC_TIME_ZONE).toBe('America/Chicago');
  });

  it('keeps an order placed at 11:30 PM in the clinic on that day, though it is the next day in UTC', () => {
    // Dec 4, 2026, 11:30 PM CST (UTC-6) is Dec 5, 5:30 AM UTC.
    const placed = new Date('2026-12-05T05:30:00Z');
    expect(clinicDay(placed)).toBe('2026-12-04');
    expect(formatDay(clinicDay(placed))).toBe('Dec 4, 2026');
    expect(formatDay(placed, { timeZone: 'UTC' })).toBe('Dec 5, 2026');
  });

  it('follows daylight saving time: 11:30 PM CDT (UTC-5) in July is still that day', () => {
    expect(clinicDay('2026-07-15T04:30:00.000Z')).toBe('2026-07-14');
    expect(clinicDay('2026-07-15T05:00:00.000Z')).toBe('2026-07-15');
  });

  it('turns to the next day at midnight in the clinic, not before', () => {
    expect(clinicDay('2026-12-05T05:59:59.999Z')).toBe('2026-12-04');
    expect(clinicDay('2026-12-05T06:00:00.000Z')).toBe('2026-12-05');
  });
});
