import { describe, expect, it } from 'vitest';
import { decodeIdToken } from './decode-id-token';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('decodeIdToken', () => {
  it('reads the header and claims of a three-part token', () => {
    const decoded = decodeIdToken(
      `${encode({ alg: 'RS256' })}.${encode({ sub: 'user-1', name: 'Zoë' })}.sig`,
    );
    expect(decoded.header.alg).toBe('RS256');
    expect(decoded.claims.sub).toBe('user-1');
  });

  it('names a missing token and one that cannot be decoded', () => {
    expect(() => decodeIdToken(undefined)).toThrow('ID token is required but missing');
    expect(() => decodeIdToken('a.b')).toThrow('ID token could not be decoded');
    expect(() => decodeIdToken('!!!.???.sig')).toThrow('ID token could not be decoded');
    expect(() => decodeIdToken(`${encode([1])}.${encode({})}.sig`)).toThrow('ID token could not be decoded');
  });
});
