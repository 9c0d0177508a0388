import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { acceptedSteps, decodeBase32, totp, unusedTotp } from './totp';

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

describe("codes for the accounts of the tests' servers", () => {
  // A new secret of 160 bits, in base32: no other test's reservations.
  const newSecret = () =>
    [...randomBytes(32)].map((byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'[byte % 32]).join('');

  it('never gives one step of an account on one server twice, though asked at once', async () => {
    const secret = newSecret();
    const server = 'http://127.0.0.1:40001';
    const codes = await Promise.all([unusedTotp(secret, server), unusedTotp(secret, `${server}/staff`)]);
    expect(new Set(codes).size).toBe(2);
  });

  it("gives each server's accounts their own steps: another server's database never saw the code", async () => {
    const secret = newSecret();
    // At the start of a step, each server gets the oldest step it accepts.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(1_000 * 30_000);
      const first = await unusedTotp(secret, 'http://127.0.0.1:40002');
      const second = await unusedTotp(secret, 'http://127.0.0.1:40003');
      expect([first, second]).toEqual([
        totp(secret, new Date(999 * 30_000)),
        totp(secret, new Date(999 * 30_000)),
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers the steps the server accepts (the one before, now and the one after) while they last, oldest first', () => {
    const stepStart = 1_000 * 30_000;
    expect(acceptedSteps(stepStart, 10)).toEqual([999, 1_000, 1_001]);
    // The step before goes out of use at the end of now's: with 10 seconds left it is still offered, not with 9.
    expect(acceptedSteps(stepStart + 20_000, 10)).toEqual([999, 1_000, 1_001]);
    expect(acceptedSteps(stepStart + 21_000, 10)).toEqual([1_000, 1_001]);
    // Asked for a code accepted 40 seconds on: only the step after is.
    expect(acceptedSteps(stepStart + 25_000, 40)).toEqual([1_001]);
  });
});
