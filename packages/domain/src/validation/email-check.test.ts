import { describe, expect, it } from 'vitest';
import { checkEmail, decideEmailCheck, INVALID_EMAIL_MESSAGE } from './email-check';

describe('decideEmailCheck', () => {
  it('fails with the spec message and the address when the verifier says invalid and there is no bypass', () => {
    expect(
      decideEmailCheck({ email: 'sam@typo.example', verifierSaysValid: false, bypassFlag: null }),
    ).toEqual({
      passes: false,
      message: 'You have entered an invalid email address. Please try again.',
      failedEmail: 'sam@typo.example',
    });
    expect(INVALID_EMAIL_MESSAGE).toBe('You have entered an invalid email address. Please try again.');
  });

  it('passes when bypass_email_validation is exactly the string "true"', () => {
    expect(decideEmailCheck({ email: 'x@y.example', verifierSaysValid: false, bypassFlag: 'true' })).toEqual({
      passes: true,
    });
  });

  it('does not bypass for any other flag value', () => {
    for (const flag of ['1', 'TRUE', 'True', ' true', 'yes', '', undefined]) {
      expect(
        decideEmailCheck({ email: 'x@y.example', verifierSaysValid: false, bypassFlag: flag }).passes,
      ).toBe(false);
    }
  });

  it('passes when the verifier says valid', () => {
    expect(decideEmailCheck({ email: 'sam@example.com', verifierSaysValid: true, bypassFlag: null })).toEqual(
      {
        passes: true,
      },
    );
  });
});

describe('checkEmail', () => {
  it('asks the verifier about the address and decides', async () => {
    const asked: string[] = [];
    const verifier = async (email: string) => {
      asked.push(email);
      return email.endsWith('@example.com');
    };
    expect(await checkEmail('sam@example.com', verifier, null)).toEqual({ passes: true });
    expect((await checkEmail('sam@nowhere.test', verifier, null)).passes).toBe(false);
    expect(asked).toEqual(['sam@example.com', 'sam@nowhere.test']);
  });
});
