import { isLanguage, type Language } from '@fathom/domain/languages';
import type { Queryable } from '../../db/database';

export interface UserCredentials {
  id: string;
  email: string;
  role: 'client' | 'authorized_user' | 'staff';
  passwordHash: string;
  google2faSecret: string | null;
  google2faConfiguredAt: Date | null;
  /** Set when the password changes: identity-provider tokens and sessions from before it are void. */
  providerTokensValidAfter: Date | null;
  /** The language they read their e-mails in; null until chosen. */
  language: Language | null;
}

interface CredentialsRow {
  id: string;
  email: string;
  role: UserCredentials['role'];
  password_hash: string;
  google2fa_secret: string | null;
  google2fa_configured_at: Date | null;
  provider_tokens_valid_after: Date | null;
  language: string | null;
}

function toCredentials(row: CredentialsRow): UserCredentials {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    passwordHash: row.password_hash,
    google2faSecret: row.google2fa_secret,
    google2faConfiguredAt: row.google2fa_configured_at,
    providerTokensValidAfter: row.provider_tokens_valid_after,
    language: isLanguage(row.language) ? row.language : null,
  };
}

/** A removed partner (disabled) has no credentials: they cannot sign in, reset a password or be found by email. */
const selectCredentials =
  'SELECT id, email, role, password_hash, google2fa_secret, google2fa_configured_at, provider_tokens_valid_after, language FROM users WHERE disabled_at IS NULL';

/** Emails are unique without regard to case (index users_email_lower). */
export async function findCredentialsByEmail(db: Queryable, email: string): Promise<UserCredentials | null> {
  const { rows } = await db.query<CredentialsRow>(`${selectCredentials} AND lower(email) = lower($1)`, [
    email,
  ]);
  return rows[0] ? toCredentials(rows[0]) : null;
}

export async function findCredentialsById(db: Queryable, userId: string): Promise<UserCredentials | null> {
  const { rows } = await db.query<CredentialsRow>(`${selectCredentials} AND id = $1`, [userId]);
  return rows[0] ? toCredentials(rows[0]) : null;
}

export async function updatePasswordHash(
  db: Queryable,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  // Tokens an identity provider issued before the change stop working with it.
  await db.write(
    ['users'],
    'UPDATE users SET password_hash = $2, updated_at = $3, provider_tokens_valid_after = $3 WHERE id = $1',
    [userId, passwordHash, now],
  );
}
