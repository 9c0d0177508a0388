import { describe, expect, it } from 'vitest';
import {
  loginRequestSchema,
  loginTwoFactorRequestSchema,
  resetPasswordRequestSchema,
  tooManyAttemptsMessage,
} from './auth';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('loginRequestSchema', () => {
  it('normalises the email to lower case without surrounding spaces', () => {
    const parsed = loginRequestSchema.parse({ email: '  Sam@Example.COM ', password: 'x' });
    expect(parsed.email).toBe('sam@example.com');
  });

  it('keeps the password exactly as typed', () => {
    expect(loginRequestSchema.parse({ email: 'a@b.co', password: ' pass ' }).password).toBe(' pass ');
  });

  it('says which field is missing', () => {
    expect(fieldErrors(loginRequestSchema.safeParse({}))).toEqual([
      ['email', 'The email field is required.'],
      ['password', 'The password field is required.'],
    ]);
  });

  it('refuses an address without a domain', () => {
    expect(fieldErrors(loginRequestSchema.safeParse({ email: 'sam@', password: 'x' }))).toEqual([
      ['email', 'The email must be a valid email address.'],
    ]);
  });
});

describe('resetPasswordRequestSchema', () => {
  const valid = {
    token: 't',
    email: 'sam@example.com',
    password: 'long-enough',
    password_confirmation: 'long-enough',
  };

  it('accepts a password of 8 characters confirmed identically', () => {
    expect(
      resetPasswordRequestSchema.safeParse({
        ...valid,
        password: '12345678',
        password_confirmation: '12345678',
      }).success,
    ).toBe(true);
  });

  it('refuses a password of 7 characters', () => {
    expect(
      fieldErrors(
        resetPasswordRequestSchema.safeParse({
          ...valid,
          password: '1234567',
          password_confirmation: '1234567',
        }),
      ),
    ).toEqual([['password', 'The password must be at least 8 characters.']]);
  });

  it('refuses a confirmation that differs, on the password field', () => {
    expect(
      fieldErrors(resetPasswordRequestSchema.safeParse({ ...valid, password_confirmation: 'other-one' })),
    ).toEqual([['password', 'The password confirmation does not match.']]);
  });
});

describe('loginTwoFactorRequestSchema', () => {
  it('accepts six digits with surrounding spaces', () => {
    expect(loginTwoFactorRequestSchema.parse({ one_time_password: ' 123456 ' }).one_time_password).toBe(
      '123456',
    );
  });

  it('answers the invalid-code message for anything but six digits', () => {
    expect(fieldErrors(loginTwoFactorRequestSchema.safeParse({ one_time_password: '12345a' }))).toEqual([
      ['one_time_password', 'The one time password is invalid.'],
    ]);
  });
});

describe('tooManyAttemptsMessage', () => {
  it('rounds the wait up to whole seconds', () => {
    expect(tooManyAttemptsMessage(41.2)).toBe('Too many attempts. Please try again in 42 seconds.');
  });
});
