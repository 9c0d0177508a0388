import { randomBytes } from 'node:crypto';
import { generate, generateURI, verify } from 'otplib';

const STEP_SECONDS = 30;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function toBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
}

/** A fresh authenticator secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function generateTotpSecret(): string {
  return toBase32(randomBytes(20));
}

export function totpUri(options: { issuer: string; accountName: string; secret: string }): string {
  return generateURI({ issuer: options.issuer, label: options.accountName, secret: options.secret });
}

function epochSeconds(now: Date): number {
  return Math.floor(now.getTime() / 1000);
}

export async function generateTotp(secret: string, now: Date): Promise<string> {
  return generate({ secret, epoch: epochSeconds(now) });
}

/**
 * The RFC 6238 time step a code matches: the current 30-second step or one either side (clock drift of
 * phones). Null when it matches none. A caller accepts each step once per user (one-time-codes.ts).
 */
export async function matchTotpStep(secret: string, code: string, now: Date): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: epochSeconds(now),
      epochTolerance: STEP_SECONDS,
    });
    return result.valid ? Math.floor(epochSeconds(now) / STEP_SECONDS) + result.delta : null;
  } catch {
    // A secret that is malformed or too short can never confirm a code.
    return null;
  }
}

/** True when the code matches a step near now; for a secret not yet saved (confirming its set-up). */
export async function verifyTotp(secret: string, code: string, now: Date): Promise<boolean> {
  return (await matchTotpStep(secret, code, now)) !== null;
}
