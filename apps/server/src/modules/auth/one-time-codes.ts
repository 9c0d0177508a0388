import { hash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import {
  claimAuthenticatorStep,
  countUnusedRecoveryCodes,
  replaceRecoveryCodes,
  useRecoveryCode,
} from './one-time-code-repository';
import { matchTotpStep } from './totp';

const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * An authenticator code is accepted once: its time step is claimed for the user, so the same code (seen over
 * a shoulder, or replayed from a captured request) never opens a second session within its 90 seconds.
 */
export async function acceptAuthenticatorCode(
  db: Queryable,
  user: { id: string; secret: string },
  code: string,
  now: Date,
): Promise<boolean> {
  return (await checkAuthenticatorCode(db, user, code, now)) === 'accepted';
}

/**
 * The same, telling a wrong code from a right one already used (its time step claimed by an earlier sign-in),
 * which the customer can only answer by waiting for their app's next code.
 */
export async function checkAuthenticatorCode(
  db: Queryable,
  user: { id: string; secret: string },
  code: string,
  now: Date,
): Promise<'accepted' | 'wrong' | 'used'> {
  const step = await matchTotpStep(user.secret, code, now);
  if (step === null) return 'wrong';
  return (await claimAuthenticatorStep(db, user.id, step)) ? 'accepted' : 'used';
}

/** Recovery codes carry 50 random bits each: a plain SHA-256 digest is enough to keep them unreadable. */
function digest(code: string): string {
  return hash('sha256', code.replace(/[\s-]/g, '').toLowerCase(), 'base64url');
}

function newRecoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** Ten new single-use codes, shown to the customer once; only their digests are kept. */
export async function makeRecoveryCodes(db: Queryable, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(db, userId, codes.map(digest), now);
  return codes;
}

export function acceptRecoveryCode(db: Queryable, userId: string, code: string, now: Date): Promise<boolean> {
  return useRecoveryCode(db, userId, digest(code), now);
}

export function remainingRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  return countUnusedRecoveryCodes(db, userId);
}
