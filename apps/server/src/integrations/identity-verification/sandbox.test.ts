import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createSandboxIdentityVerifier,
  SANDBOX_AUTHORIZE_PATH,
  SANDBOX_CHOICES,
  sandboxOutcome,
} from './sandbox';
import { identityVerifierConformance } from './testing/identity-verifier-conformance';

describe('sandbox identity verification rules', () => {
  it('verifies a code starting VERIFIED-, with every group its words name', () => {
    expect(sandboxOutcome('VERIFIED-VETERAN-1a2b')).toMatchObject({
      status: 'verified',
      groups: ['veteran'],
    });
    expect(sandboxOutcome('verified-nurse-student-x')).toMatchObject({
      status: 'verified',
      groups: ['nurse', 'student'],
    });
    expect(sandboxOutcome('VERIFIED-MILITARY_FAMILY')).toMatchObject({ groups: ['military_family'] });
  });

  it('verifies the identity alone when no word of the code names a group', () => {
    expect(sandboxOutcome('VERIFIED-IDENTITY-77')).toMatchObject({ status: 'verified', groups: [] });
    expect(sandboxOutcome('VERIFIED-TOSTRING-CONSTRUCTOR')).toMatchObject({ groups: [] });
  });

  it('names the same person for the same code, and another for another code', () => {
    const first = sandboxOutcome('VERIFIED-VETERAN-1');
    expect(sandboxOutcome(' verified-veteran-1 ')).toEqual(first);
    expect(sandboxOutcome('VERIFIED-VETERAN-2')).not.toEqual(first);
  });

  it('refuses a code starting EXPIRED- as expired, and every other code as not verified', () => {
    expect(sandboxOutcome('EXPIRED-1')).toEqual({ status: 'refused', reason: 'expired_code' });
    expect(sandboxOutcome('REFUSED-1')).toEqual({ status: 'refused', reason: 'not_verified' });
    expect(sandboxOutcome('VERIFIED')).toEqual({ status: 'refused', reason: 'not_verified' });
    expect(sandboxOutcome('VERIFIEDVETERAN')).toEqual({ status: 'refused', reason: 'not_verified' });
    expect(sandboxOutcome('')).toEqual({ status: 'refused', reason: 'not_verified' });
  });

  it('offers choices on its page whose codes its rules answer as their labels say', () => {
    const outcomes = SANDBOX_CHOICES.map((choice) => sandboxOutcome(`${choice.codePrefix}-abc`));
    expect(
      outcomes.map((outcome) => (outcome.status === 'verified' ? outcome.groups : outcome.reason)),
    ).toEqual([['veteran'], ['military'], ['responder'], [], 'not_verified', 'expired_code']);
  });

  it("sends the browser to the portal's own sandbox page", () => {
    const verifier = createSandboxIdentityVerifier({ publicUrl: 'http://localhost:3000' });
    const url = new URL(
      verifier.authorizationUrl({ state: 'abc', redirectUri: 'http://localhost:3000/idme/callback' }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`http://localhost:3000${SANDBOX_AUTHORIZE_PATH}`);
  });
});

describe('sandbox identity verifier conformance', () => {
  identityVerifierConformance(() => ({
    verifier: createSandboxIdentityVerifier({ publicUrl: 'http://localhost:3000' }),
    redirectUri: 'http://localhost:3000/idme/callback',
    veteranCode: () => `VERIFIED-VETERAN-${randomUUID()}`,
    unverifiedCode: () => `REFUSED-${randomUUID()}`,
    expiredCode: () => `EXPIRED-${randomUUID()}`,
  }));
});
