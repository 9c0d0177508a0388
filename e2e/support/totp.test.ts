import { describe, expect, it } from 'vitest';
import { decodeBase32, totp } from './totp';

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
