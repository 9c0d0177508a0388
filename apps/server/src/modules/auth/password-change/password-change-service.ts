import type { AuthDeps } from '../auth-deps';
import { updatePasswordHash } from '../credentials-repository';
import { revokeOtherSessions } from '../session-repository';

/**
 * A signed-in person's new password (their current one already confirmed): in one transaction it is kept, their
 * other sessions end and they are emailed; once committed, the sessions cached for them are forgotten. Answers how
 * many sessions ended.
 */
export async function changePassword(
  deps: AuthDeps,
  person: { userId: string; sessionId: string; email: string },
  password: string,
): Promise<number> {
  const now = deps.now();
  const passwordHash = await deps.passwords.hash(password);
  const signedOut = await deps.db.transaction(async (tx) => {
    await updatePasswordHash(tx, person.userId, passwordHash, now);
    const revoked = await revokeOtherSessions(tx, person.userId, person.sessionId, now);
    await deps.outbox.queue(tx, {
      to: person.email,
      subject: `Your ${deps.config.productName} password was changed`,
      text: `The password of your ${deps.config.productName} account was changed. If it was not you, reset it now with "Forgot password" on the sign-in page and contact us.`,
    });
    return revoked;
  });
  await deps.sessionCache.forgetUser(person.userId);
  return signedOut;
}
