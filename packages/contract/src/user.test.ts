import { describe, expect, it } from 'vitest';
import { clientUpdateRequestSchema, isValidDateOfBirth, profileUpdateRequestSchema } from './user';

const today = new Date('2025-06-15T12:00:00Z');

describe('isValidDateOfBirth', () => {
  it('accepts a calendar date in the past', () => {
    expect(isValidDateOfBirth('1990-02-28', today)).toBe(true);
  });

  it('refuses a day that does not exist', () => {
    expect(isValidDateOfBirth('1990-02-30', today)).toBe(false);
  });

  it('refuses a date after today', () => {
    expect(isValidDateOfBirth('2025-06-16', today)).toBe(false);
  });

  it('refuses another format', () => {
    expect(isValidDateOfBirth('15/06/1990', today)).toBe(false);
  });
});

describe('clientUpdateRequestSchema', () => {
  it('lower-cases the email and allows clearing the phone', () => {
    expect(clientUpdateRequestSchema.parse({ email: ' Sam@Example.com', phone: null })).toEqual({
      email: 'sam@example.com',
      phone: null,
    });
  });

  it('refuses a phone number with letters', () => {
    expect(clientUpdateRequestSchema.safeParse({ phone: 'call me' }).success).toBe(false);
  });
});

describe('profileUpdateRequestSchema', () => {
  it('refuses a first name made of spaces', () => {
    const result = profileUpdateRequestSchema.safeParse({ first_name: '   ' });
    expect(result.error?.issues[0]?.message).toBe('The first name field is required.');
  });
});
