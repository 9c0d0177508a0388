import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { IdentityVerifier } from '../index';

export interface IdentityVerifierSubject {
  verifier: IdentityVerifier;
  /** The redirect address codes are issued for. */
  redirectUri: string;
  /** A fresh code for a person the provider verified as a veteran. */
  veteranCode(): string;
  /** A fresh code for a person the provider could not verify. */
  unverifiedCode(): string;
  /** A code the provider no longer accepts. */
  expiredCode(): string;
}

/**
 * What every identity-verification adapter must do, whichever provider is behind it. Call inside a describe
 * block; `subject` is read after the suite's own beforeAll has prepared it.
 */
export function identityVerifierConformance(subject: () => IdentityVerifierSubject): void {
  let current: IdentityVerifierSubject;
  beforeAll(() => {
    current = subject();
  });

  it('sends the browser to an address that carries the state and the redirect address back', () => {
    const state = randomBytes(32).toString('base64url');
    const url = new URL(current.verifier.authorizationUrl({ state, redirectUri: current.redirectUri }));
    expect(url.protocol).toMatch(/^https?:$/);
    expect(url.searchParams.get('state')).toBe(state);
    expect(url.searchParams.get('redirect_uri')).toBe(current.redirectUri);
    expect(url.searchParams.get('response_type')).toBe('code');
  });

  it("answers a verified person's code with their id and groups", async () => {
    const outcome = await current.verifier.exchange({
      code: current.veteranCode(),
      redirectUri: current.redirectUri,
    });
    expect(outcome).toEqual({ status: 'verified', subject: expect.any(String), groups: ['veteran'] });
    expect(outcome.status === 'verified' && outcome.subject.length).toBeGreaterThan(0);
  });

  it('refuses the code of a person the provider could not verify, as not_verified', async () => {
    expect(
      await current.verifier.exchange({ code: current.unverifiedCode(), redirectUri: current.redirectUri }),
    ).toEqual({ status: 'refused', reason: 'not_verified' });
  });

  it('refuses a code the provider no longer accepts, as expired_code', async () => {
    expect(
      await current.verifier.exchange({ code: current.expiredCode(), redirectUri: current.redirectUri }),
    ).toEqual({ status: 'refused', reason: 'expired_code' });
  });
}
