import { createHash, createHmac } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function decodeBase32(secret: string): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of secret.replace(/=+$/, '').toUpperCase()) {
    const value = base32Alphabet.indexOf(character);
    if (value === -1) throw new Error(`"${character}" is not a base32 character.`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238 time-based one-time password: HMAC-SHA1, 30-second steps, 6 digits (what authenticator apps use). */
export function totp(secret: string, at: Date = new Date()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 1000 / 30)));
  const digest = createHmac('sha1', decodeBase32(secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}

// One reservation per checkout, account secret and step: the workers of a run share its servers' accounts, while
// another checkout's run (its own servers) keeps its own.
const checkout = createHash('sha256')
  .update(import.meta.dirname)
  .digest('hex')
  .slice(0, 12);
const secretKey = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 12);

/**
 * Takes this step of this secret for one code, for every worker at once: the file is created only if none is there
 * (a worker that reads, then writes, a list of used steps can give the step another worker has just taken).
 */
function reserve(secret: string, step: number): boolean {
  try {
    closeSync(openSync(join(tmpdir(), `fathom-e2e-totp-${checkout}-${secretKey(secret)}-${step}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

const stepNow = () => Math.floor(Date.now() / 1000 / 30);
const waitForNextStep = () =>
  new Promise((wait) => setTimeout(wait, (30 - ((Date.now() / 1000) % 30) + 0.2) * 1000));

/**
 * A code for a staff sign-in (a test's set-up, or typed into the page): the server accepts the step before now's,
 * now's and the one after, each once per account. This gives now's step, or the next when few seconds of now's
 * are left or now's was taken, so it is still accepted when the server reads it; a test waits for the next step
 * only when both are taken.
 */
export async function unusedTotp(secret: string): Promise<string> {
  for (;;) {
    const almostOver = 30 - ((Date.now() / 1000) % 30) < 5;
    const now = stepNow();
    for (const step of almostOver ? [now + 1] : [now, now + 1]) {
      if (reserve(secret, step)) return totp(secret, new Date(step * 30_000));
    }
    await waitForNextStep();
  }
}

/**
 * A code with at least `seconds` of validity left, so that it is still current when the server checks it, and of a
 * step no other code of this run took for this secret: the server accepts each step once per account.
 */
export async function freshTotp(secret: string, seconds = 5): Promise<string> {
  for (;;) {
    if (30 - ((Date.now() / 1000) % 30) < seconds) await waitForNextStep();
    if (reserve(secret, stepNow())) return totp(secret);
    await waitForNextStep();
  }
}
