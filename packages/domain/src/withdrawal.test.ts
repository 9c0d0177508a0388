import { describe, expect, it } from 'vitest';
import { signsLegalName, withdrawalErrors } from './withdrawal';

// 2026-11-23 10:00 in New York; 15 days later is 2026-12-08.
const context = {
  now: new Date('2026-11-23T15:00:00Z'),
  timeZone: 'America/New_York',
  legalName: 'Sam Whitaker',
  vialsHeld: 4,
};
const request = {
  understood: true,
  recipientType: 'medical_facility',
  requestedDate: '2026-12-08',
  vialCount: 2,
  signature: 'Sam Whitaker',
};

describe('withdrawalErrors', () => {
  it('lets a request with every safeguard go ahead', () => {
    expect(withdrawalErrors(request, context)).toEqual({});
  });

  it('needs 15 days of lead time in the customer’s own time zone: 14 days is refused', () => {
    expect(withdrawalErrors({ ...request, requestedDate: '2026-12-07' }, context)).toEqual({
      requested_date: 'Choose a date at least 15 days from today: 2026-12-08 or later.',
    });
    // Late evening in Los Angeles is already the next day in UTC; the customer's date counts.
    const lateInLosAngeles = {
      ...context,
      now: new Date('2026-11-24T07:30:00Z'),
      timeZone: 'America/Los_Angeles',
    };
    expect(withdrawalErrors(request, lateInLosAngeles)).toEqual({});
  });

  it('refuses a recipient who is not a medical professional or facility, and a missing confirmation', () => {
    expect(withdrawalErrors({ ...request, recipientType: 'myself', understood: false }, context)).toEqual({
      recipient_type: 'Vials can be withdrawn only to a medical professional or facility.',
      understood: 'Please confirm that you understand how withdrawals work.',
    });
  });

  it('holds the vial count to the vials held', () => {
    expect(withdrawalErrors({ ...request, vialCount: 5 }, context).vial_count).toBe(
      'Choose between 1 and 4 vials.',
    );
    expect(withdrawalErrors({ ...request, vialCount: 0 }, context).vial_count).toBe(
      'Choose between 1 and 4 vials.',
    );
  });

  it('needs the legal name as the signature', () => {
    expect(withdrawalErrors({ ...request, signature: 'Sammy W' }, context).signature).toBe(
      'Sign with your full legal name, exactly as on your account: Sam Whitaker.',
    );
  });
});

describe('signsLegalName', () => {
  it('ignores case, accents and extra spaces, but not a different name', () => {
    expect(signsLegalName('  sam   WHITAKER ', 'Sam Whitaker')).toBe(true);
    expect(signsLegalName('Zoë Núñez', 'Zoe Nunez')).toBe(true);
    expect(signsLegalName('Sam', 'Sam Whitaker')).toBe(false);
    expect(signsLegalName('', '')).toBe(false);
  });
});
