import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeBase32, totp, unusedTotp } from './totp';

// RFC 6238 appendix B, SHA-1 secret "12345678901234567890", last six of the eight published digits.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totp', () => {
  it('decodes base32 to the secret bytes', () => {
    expect(decodeBase32(rfcSecret).toString('ascii')).toBe('12345678901234567890');
  });

  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
    [20_000_000_000, '353130'],
  ])('gives the RFC 6238 code at %i seconds', (seconds, code) => {
    expect(totp(rfcSecret, new Date(seconds * 1000))).toBe(code);
  });
});

describe('codes for the staff accounts the workers share', () => {
  it('never gives one step of an account twice, though asked at once', async () => {
    // A new secret of 160 bits, in base32: no other test's reservations.
    const secret = [...randomBytes(32)].map((byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[byte % 32]).join('');
    const codes = await Promise.all([unusedTotp(secret), unusedTotp(secret)]);
    expect(new Set(codes).size).toBe(2);
  });
});
