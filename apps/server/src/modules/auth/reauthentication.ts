import { reauthMessages } from '@fathom/contract/auth';
import { msg } from '@lingui/core/macro';
import type { Database } from '../../db/database';
import { DomainError } from '../../http/domain-errors';
import type { Said } from '../../http/said';
import type { AuthUser } from '../../platform/auth-context';
import { findCredentialsById } from './credentials-repository';
import { acceptAuthenticatorCode } from './one-time-codes';
import type { PasswordHasher } from './passwords';

export const REAUTH_MESSAGES = reauthMessages;

const unprocessable = (field: string, message: Said) =>
  new DomainError('invalid', message, { [field]: [message] });

/**
 * The signed-in person proves it is them again before a sensitive change: the password, or the authenticator
 * code when two-factor sign-in is on. Wrong answers are 422 on the field, which callers count against a limit.
 */
export async function reauthenticate(
  deps: { db: Database; passwords: PasswordHasher; now: () => Date },
  user: AuthUser,
  proof: { password?: string | null; one_time_password?: string | null },
): Promise<void> {
  const credentials = await findCredentialsById(deps.db, user.id);
  if (!credentials)
    throw new DomainError('unauthenticated', msg`Your session has ended. Please sign in again.`);
  if (credentials.google2faSecret && credentials.google2faConfiguredAt) {
    if (!proof.one_time_password) throw unprocessable('one_time_password', REAUTH_MESSAGES.codeNeeded);
    const user = { id: credentials.id, secret: credentials.google2faSecret };
    if (!(await acceptAuthenticatorCode(deps.db, user, proof.one_time_password, deps.now()))) {
      throw unprocessable('one_time_password', REAUTH_MESSAGES.wrongCode);
    }
    return;
  }
  if (!proof.password) throw unprocessable('password', REAUTH_MESSAGES.passwordNeeded);
  if (!(await deps.passwords.verify(credentials.passwordHash, proof.password))) {
    throw unprocessable('password', REAUTH_MESSAGES.wrongPassword);
  }
}
