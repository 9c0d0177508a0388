import type { Queryable } from '../../db/database';
import { generateToken, hashToken } from '../../platform/tokens';
import { findCredentialsByEmail } from './credentials-repository';
import { insertLoginToken } from './login-token-repository';

export const LOGIN_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/** A one-time sign-in link token, valid 15 minutes; only its hash is stored. */
export async function issueLoginToken(
  db: Queryable,
  options: { userId: string; disableTrackEvents: boolean; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(options.now.getTime() + LOGIN_TOKEN_LIFETIME_MS);
  await insertLoginToken(db, {
    userId: options.userId,
    tokenHash: hashToken(token),
    disableTrackEvents: options.disableTrackEvents,
    now: options.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The account an email address signs in to, and its role: whom a sign-in link may be made for. */
export async function findAccountByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: string; email: string; role: string } | null> {
  const user = await findCredentialsByEmail(db, email);
  return user ? { id: user.id, email: user.email, role: user.role } : null;
}
