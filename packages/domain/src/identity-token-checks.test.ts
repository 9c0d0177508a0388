import { describe, expect, it } from 'vitest';
import { checkIdToken, IdTokenError, type IdTokenExpectations } from './identity-token-checks';

const token = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'RS256' }) => ({
  header,
  claims,
});

const now = 1_800_000_000;
const valid = {
  iss: 'https://id.fathom.example/',
  sub: 'user-1',
  aud: 'fathom-portal',
  exp: now + 600,
  iat: now,
  nonce: 'nonce-1',
};
const expected = { issuer: 'https://id.fathom.example/', clientId: 'fathom-portal', nowSeconds: now };
const failure = (claims: Record<string, unknown>, options: Partial<IdTokenExpectations> = {}) => {
  try {
    checkIdToken(token(claims), { ...expected, ...options });
  } catch (error) {
    expect(error).toBeInstanceOf(IdTokenError);
    return (error as Error).message;
  }
  return 'accepted';
};

describe('ID token checks', () => {
  it('accepts a well-formed token and answers its claims', () => {
    expect(checkIdToken(token(valid), { ...expected, nonce: 'nonce-1' }).claims.sub).toBe('user-1');
  });

  it('checks the issuer and needs a subject', () => {
    expect(failure({ ...valid, iss: 'https://evil.example/' })).toBe(
      'Issuer (iss) claim mismatch in the ID token; expected "https://id.fathom.example/", found "https://evil.example/"',
    );
    expect(failure({ ...valid, iss: undefined })).toBe(
      'Issuer (iss) claim must be a string present in the ID token',
    );
    expect(failure({ ...valid, sub: undefined })).toBe(
      'Subject (sub) claim must be a string present in the ID token',
    );
  });

  it('accepts RS256 only', () => {
    expect(() => checkIdToken(token(valid, { alg: 'HS256' }), expected)).toThrow(
      'Signature algorithm of "HS256" is not supported. Expected the ID token to be signed with "RS256".',
    );
    expect(() => checkIdToken(token(valid, { alg: 'none' }), expected)).toThrow(IdTokenError);
  });

  it('needs the client among the audiences, and the client as authorized party when there are several', () => {
    expect(failure({ ...valid, aud: 'someone-else' })).toBe(
      'Audience (aud) claim mismatch in the ID token; expected "fathom-portal" but was not one of "someone-else"',
    );
    expect(failure({ ...valid, aud: ['fathom-portal', 'fathom-api'] })).toBe(
      'Authorized Party (azp) claim must be a string present in the ID token when Audience (aud) claim has multiple values',
    );
    expect(failure({ ...valid, aud: ['fathom-portal', 'fathom-api'], azp: 'fathom-api' })).toBe(
      'Authorized Party (azp) claim mismatch in the ID token; expected "fathom-portal", found "fathom-api"',
    );
    expect(failure({ ...valid, aud: ['fathom-portal', 'fathom-api'], azp: 'fathom-portal' })).toBe(
      'accepted',
    );
  });

  it('checks the nonce when one was sent', () => {
    expect(failure({ ...valid, nonce: 'other' }, { nonce: 'nonce-1' })).toBe(
      'Nonce (nonce) claim mismatch in the ID token; expected "nonce-1", found "other"',
    );
    expect(failure({ ...valid, nonce: undefined }, { nonce: 'nonce-1' })).toBe(
      'Nonce (nonce) claim must be a string present in the ID token',
    );
    expect(failure({ ...valid, nonce: undefined })).toBe('accepted');
  });

  it('needs numeric exp and iat, and auth_time when a max age was set', () => {
    expect(failure({ ...valid, exp: '1800000600' })).toBe(
      'Expiration Time (exp) claim must be a number present in the ID token',
    );
    expect(failure({ ...valid, iat: undefined })).toBe(
      'Issued At (iat) claim must be a number present in the ID token',
    );
    expect(failure(valid, { maxAge: 3600 })).toBe(
      'Authentication Time (auth_time) claim must be a number present in the ID token when Max Age (max_age) is specified',
    );
    expect(failure({ ...valid, auth_time: now - 100 }, { maxAge: 3600 })).toBe('accepted');
  });

  it('allows 60 seconds of leeway after expiry, not more', () => {
    const exp = now - 100;
    expect(failure({ ...valid, exp }, { nowSeconds: exp + 59 })).toBe('accepted');
    expect(failure({ ...valid, exp }, { nowSeconds: exp + 60 })).toBe('accepted');
    expect(failure({ ...valid, exp }, { nowSeconds: exp + 61 })).toBe(
      `Expiration Time (exp) claim error in the ID token; current time (${exp + 61}) is after expiration time (${exp + 60})`,
    );
  });

  it('refuses a token issued in the future beyond the 60 seconds of leeway', () => {
    const iat = now + 100;
    expect(failure({ ...valid, iat, exp: iat + 600 }, { nowSeconds: iat - 59 })).toBe('accepted');
    expect(failure({ ...valid, iat, exp: iat + 600 }, { nowSeconds: iat - 60 })).toBe('accepted');
    expect(failure({ ...valid, iat, exp: iat + 600 }, { nowSeconds: iat - 61 })).toBe(
      `Issued At (iat) claim error in the ID token; current time (${iat - 61}) is before issued at time (${iat - 60})`,
    );
  });

  it('refuses a token not valid yet (beyond the leeway)', () => {
    expect(failure({ ...valid, nbf: now + 3600 })).toMatch(
      /^Not Before time \(nbf\) claim in the ID token indicates that this token can't be used just yet/,
    );
    expect(failure({ ...valid, nbf: now + 30 })).toBe('accepted');
  });

  it('checks the organization when one was asked for', () => {
    expect(failure(valid, { organization: 'org_fathom' })).toBe(
      'Organization Id (org_id) claim must be a string present in the ID token',
    );
    expect(failure({ ...valid, org_id: 'org_other' }, { organization: 'org_fathom' })).toBe(
      'Organization Id (org_id) claim mismatch in the ID token; expected "org_fathom", found "org_other"',
    );
    expect(failure({ ...valid, org_id: 'org_fathom' }, { organization: 'org_fathom' })).toBe('accepted');
  });
});
