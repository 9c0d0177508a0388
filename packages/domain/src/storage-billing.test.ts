import { describe, expect, it } from 'vitest';
import { destructionWarningDue, facesDestruction, isDestructionDue } from './storage-billing';

describe('destructionWarningDue', () => {
  it('warns at 60, 30 and 7 days, the nearest threshold only', () => {
    expect(destructionWarningDue(61)).toBeNull();
    expect(destructionWarningDue(60)).toBe(60);
    expect(destructionWarningDue(31)).toBe(60);
    expect(destructionWarningDue(30)).toBe(30);
    expect(destructionWarningDue(20)).toBe(30);
    expect(destructionWarningDue(7)).toBe(7);
    expect(destructionWarningDue(0)).toBe(7);
    expect(destructionWarningDue(-1)).toBeNull();
  });
});

describe('facesDestruction and isDestructionDue', () => {
  it('a sample faces destruction with a date and vials held; it is due once the day has come', () => {
    expect(facesDestruction({ destructionDate: '2026-12-01', vialsHeld: 2 })).toBe(true);
    expect(facesDestruction({ destructionDate: '2026-12-01', vialsHeld: 0 })).toBe(false);
    expect(facesDestruction({ destructionDate: null, vialsHeld: 2 })).toBe(false);
    expect(isDestructionDue('2026-12-05', '2026-12-05')).toBe(true);
    expect(isDestructionDue('2026-12-04', '2026-12-05')).toBe(true);
    expect(isDestructionDue('2026-12-06', '2026-12-05')).toBe(false);
  });
});
