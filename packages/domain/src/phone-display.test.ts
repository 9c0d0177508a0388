import { describe, expect, it } from 'vitest';
import { SUPPORT_PHONE } from './navigation';
import { phoneForDisplay } from './phone-display';

describe('phoneForDisplay', () => {
  it('writes a US number as the care team line is written: "(512) 555-0100"', () => {
    expect(phoneForDisplay('+15125550100')).toBe('(512) 555-0100');
    expect(phoneForDisplay(SUPPORT_PHONE.tel)).toBe(SUPPORT_PHONE.display);
    expect(phoneForDisplay('512-555-0140')).toBe('(512) 555-0140');
    expect(phoneForDisplay('1 (212) 555 0155')).toBe('(212) 555-0155');
  });

  it('leaves any other number as it was given, and an empty one empty', () => {
    expect(phoneForDisplay('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(phoneForDisplay('555-0100')).toBe('555-0100');
    expect(phoneForDisplay(null)).toBe('');
    expect(phoneForDisplay('  ')).toBe('');
  });
});
