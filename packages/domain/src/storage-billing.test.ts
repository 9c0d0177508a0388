import { describe, expect, it } from 'vitest';
import { destructionWarningDue } from './storage-billing';

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
