import { describe, expect, it } from 'vitest';
import { isCardNumberWellFormed, isExpiryValid, sandboxCardToken } from './sandbox-card-token';

describe('sandbox card token', () => {
  it('turns the sandbox test cards into their tokens', () => {
    expect(sandboxCardToken('4242 4242 4242 4242')).toEqual({ token: 'pm_sandbox_visa', last4: '4242' });
    expect(sandboxCardToken('4000000000000002').token).toBe('pm_sandbox_declined');
    expect(sandboxCardToken('4000-0000-0000-9995').token).toBe('pm_sandbox_insufficient_funds');
    expect(sandboxCardToken('5555555555554444').token).toBe('pm_sandbox_declined');
  });

  it('accepts only numbers that pass the Luhn check', () => {
    expect(isCardNumberWellFormed('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumberWellFormed('4242 4242 4242 4241')).toBe(false);
    expect(isCardNumberWellFormed('4242')).toBe(false);
  });

  it('refuses an expiry date in a past month', () => {
    const now = new Date(2026, 10, 22);
    expect(isExpiryValid('11/26', now)).toBe(true);
    expect(isExpiryValid('10/26', now)).toBe(false);
    expect(isExpiryValid('13/30', now)).toBe(false);
  });
});
