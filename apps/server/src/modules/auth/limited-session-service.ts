import { newPasswordSchema } from '@fathom/contract/auth';
import { DomainError } from '../../http/domain-errors';
import type { AuthContext, SessionKind } from '../../platform/auth-context';
import type { AuthDeps } from './auth-deps';
import { findCredentialsById, updatePasswordHash } from './credentials-repository';
import type { StartedSession } from './login-service';
import { NO_PASSWORD } from './passwords';
import { revokeSession, revokeSessionsOfUser } from './session-repository';
import { issueSession } from './session-service';

/**
 * The password opens the account: the one on file, or for a customer who has none yet, the one chosen now.
 * The limited session ends and a session of the account begins (still waiting for the one-time password when
 * the account uses two-factor authentication). Null when the password on file does not match.
 */
export async function openAccountWithPassword(
  deps: AuthDeps,
  auth: AuthContext,
  password: string,
): Promise<StartedSession | null> {
  const user = await findCredentialsById(deps.db, auth.user.id);
  if (!user) throw new DomainError('unauthenticated', 'Unauthenticated.');
  const now = deps.now();
  const choosing = user.passwordHash === NO_PASSWORD;
  let newHash: string | null = null;
  if (choosing) {
    const rules = newPasswordSchema.safeParse(password);
    if (!rules.success) {
      const message = rules.error.issues[0]?.message ?? 'Choose a longer password.';
      throw new DomainError('invalid', message, { password: [message] });
    }
    newHash = await deps.passwords.hash(password);
  } else if (!(await deps.passwords.verify(user.passwordHash, password))) {
    return null;
  }
  const kind: SessionKind = user.google2faConfiguredAt ? 'pending_2fa' : 'full';
  const session = await deps.db.transaction(async (tx) => {
    if (newHash) {
      await updatePasswordHash(tx, user.id, newHash, now);
      await revokeSessionsOfUser(tx, user.id, now);
    } else {
      await revokeSession(tx, auth.session.id, now);
    }
    return issueSession(tx, { userId: user.id, kind, disableTrackEvents: false, now });
  });
  await deps.sessionCache.forgetUser(user.id);
  return { ...session, userId: user.id, kind, disableTrackEvents: false };
}
