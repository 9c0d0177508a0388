import { describe, expect, it } from 'vitest';
import { callSlots, isBookableSlot } from './call-slots';

describe('callSlots', () => {
  // Monday 23 November 2026, noon in Austin; Thursday 26 is Thanksgiving.
  const now = new Date('2026-11-23T18:00:00Z');

  it('starts the next working day at 9:00 Central, every half hour until 16:30', () => {
    const slots = callSlots(now);
    expect(slots[0]?.toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(slots[15]?.toISOString()).toBe('2026-11-24T22:30:00.000Z');
    expect(slots[16]?.toISOString()).toBe('2026-11-25T15:00:00.000Z');
  });

  it('skips weekends and holidays, and keeps to the two weeks ahead', () => {
    const days = new Set(callSlots(now).map((slot) => slot.toISOString().slice(0, 10)));
    expect(days.has('2026-11-26')).toBe(false);
    expect(days.has('2026-11-28')).toBe(false);
    expect(days.has('2026-12-07')).toBe(true);
    expect(days.has('2026-12-08')).toBe(false);
    expect(callSlots(now)).toHaveLength(9 * 16);
  });

  it('follows daylight saving time: 9:00 Central is 14:00 UTC in summer', () => {
    expect(callSlots(new Date('2027-06-14T18:00:00Z'))[0]?.toISOString()).toBe('2027-06-15T14:00:00.000Z');
  });

  it('accepts only a slot start of the window', () => {
    expect(isBookableSlot(new Date('2026-11-24T15:00:00Z'), now)).toBe(true);
    expect(isBookableSlot(new Date('2026-11-24T15:10:00Z'), now)).toBe(false);
    expect(isBookableSlot(new Date('2026-11-23T19:00:00Z'), now)).toBe(false);
  });
});
