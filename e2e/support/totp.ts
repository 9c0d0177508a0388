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

// One reservation per checkout, server, account secret and step. Each server keeps its own accounts (a database of its
// own: support/test.ts), so two workers' servers never refuse each other's codes; another checkout's run keeps its own.
const checkout = createHash('sha256')
  .update(import.meta.dirname)
  .digest('hex')
  .slice(0, 12);
const reservationKey = (server: string, secret: string) =>
  createHash('sha256')
    .update(`${new URL(server).origin} ${secret}`)
    .digest('hex')
    .slice(0, 12);

/**
 * Takes this step of this secret on this server for one code, for every worker at once: the file is created only if
 * none is there (a worker that reads, then writes, a list of used steps can give the step another worker has just
 * taken).
 */
function reserve(server: string, secret: string, step: number): boolean {
  try {
    closeSync(
      openSync(join(tmpdir(), `fathom-e2e-totp-${checkout}-${reservationKey(server, secret)}-${step}`), 'wx'),
    );
    return true;
  } catch {
    return false;
  }
}

const stepMs = 30_000;

/**
 * The steps whose codes the server accepts at `nowMs` and still `seconds` later, oldest first (the first to go out of
 * use): it accepts the step before now's, now's and the one after (a phone's clock drift), each once per account.
 */
export function acceptedSteps(nowMs: number, seconds: number): number[] {
  const now = Math.floor(nowMs / stepMs);
  // A step is accepted until the end of the step after it.
  return [now - 1, now, now + 1].filter((step) => (step + 2) * stepMs - nowMs >= seconds * 1000);
}

const waitForNextStep = () => new Promise((wait) => setTimeout(wait, stepMs - (Date.now() % stepMs) + 200));

/**
 * A code no other code of this run took on this server (a staff sign-in as a test's set-up, or a code typed into
 * the page), still accepted `seconds` from now, so that the server reads it in time: of the steps the server accepts,
 * the oldest not yet taken. A test waits for the next step only when all three are taken.
 *
 * @param server the address of the server the code is for (any URL of it: its origin names it)
 */
export async function unusedTotp(secret: string, server: string, seconds = 10): Promise<string> {
  for (;;) {
    for (const step of acceptedSteps(Date.now(), seconds)) {
      if (reserve(server, secret, step)) return totp(secret, new Date(step * stepMs));
    }
    await waitForNextStep();
  }
}
