import { createHash, createHmac } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
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

// One file per checkout: the workers of a run share its servers' accounts, but another checkout's run (its own
// servers) writing the same file could lower a step this run used.
const checkout = createHash('sha256')
  .update(import.meta.dirname)
  .digest('hex')
  .slice(0, 12);
const usedStepsFile = join(tmpdir(), `fathom-e2e-totp-steps-${checkout}.json`);

function readUsedSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(usedStepsFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

const stepNow = () => Math.floor(Date.now() / 1000 / 30);
const waitForNextStep = () =>
  new Promise((wait) => setTimeout(wait, (30 - ((Date.now() / 1000) % 30) + 0.2) * 1000));

/**
 * A code for a staff sign-in (a test's set-up, or typed into the page): the server accepts the step before now's,
 * now's and the one after, each once per account. This gives now's step, or the next when few seconds of now's
 * are left or now's was used, so it is still accepted when the server reads it; a test waits for the next step
 * only when both are used (for as many steps as the steps already given out are ahead of the clock).
 */
export async function unusedTotp(secret: string): Promise<string> {
  const pick = () => {
    const used = readUsedSteps()[secret] ?? -1;
    const almostOver = 30 - ((Date.now() / 1000) % 30) < 5;
    return Math.max(stepNow() + (almostOver ? 1 : 0), used + 1);
  };
  let step = pick();
  // Steps given out quickly (two sign-ins of one account in a test, runs one after another) can run ahead of the
  // clock: wait until the server would take the step, however many steps that is.
  while (step > stepNow() + 1) {
    await waitForNextStep();
    step = pick();
  }
  writeFileSync(usedStepsFile, JSON.stringify({ ...readUsedSteps(), [secret]: step }));
  return totp(secret, new Date(step * 30_000));
}

/**
 * A code with at least `seconds` of validity left, so that it is still current when the server checks it,
 * and of a step no earlier test used for this secret: the server accepts each step once per account. The steps
 * used are kept in a file, as tests of several workers share the server.
 */
export async function freshTotp(secret: string, seconds = 5): Promise<string> {
  const intoStep = (Date.now() / 1000) % 30;
  if (30 - intoStep < seconds) await waitForNextStep();
  if ((readUsedSteps()[secret] ?? -1) >= stepNow()) await waitForNextStep();
  writeFileSync(usedStepsFile, JSON.stringify({ ...readUsedSteps(), [secret]: stepNow() }));
  return totp(secret);
}
