import { describe, expect, it } from 'vitest';
import { generateTotp, generateTotpSecret, totpUri, verifyTotp } from './totp';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const now = new Date('2025-03-01T10:00:10Z');

describe('TOTP', () => {
  it('generates base32 secrets of 20 bytes', () => {
    const fresh = generateTotpSecret();
    expect(fresh).toMatch(/^[A-Z2-7]{32}$/);
    expect(generateTotpSecret()).not.toBe(fresh);
  });

  it('accepts the code of the current step', async () => {
    expect(await verifyTotp(secret, await generateTotp(secret, now), now)).toBe(true);
  });

  it('accepts the code of the previous and of the next step', async () => {
    const previous = await generateTotp(secret, new Date(now.getTime() - 30_000));
    const next = await generateTotp(secret, new Date(now.getTime() + 30_000));
    expect(await verifyTotp(secret, previous, now)).toBe(true);
    expect(await verifyTotp(secret, next, now)).toBe(true);
  });

  it('refuses the code of two steps ago', async () => {
    const old = await generateTotp(secret, new Date(now.getTime() - 60_000));
    expect(await verifyTotp(secret, old, now)).toBe(false);
  });

  it('refuses a code made with another secret', async () => {
    const other = generateTotpSecret();
    expect(await verifyTotp(secret, await generateTotp(other, now), now)).toBe(false);
  });

  it('refuses, without throwing, when the secret is too short', async () => {
    expect(await verifyTotp('JBSWY3DP', '123456', now)).toBe(false);
  });

  it('builds an otpauth URL naming the issuer and account', () => {
    const uri = totpUri({ issuer: 'Fathom', accountName: 'drew@example.com', secret });
    expect(uri).toMatch(/^otpauth:\/\/totp\/Fathom:drew(%40|@)example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Fathom');
  });
});
