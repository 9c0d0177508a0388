import { msg } from '@lingui/core/macro';
import { translatorFor } from '../../../i18n/translator';
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
    const { productName } = deps.config;
    await deps.outbox.queue(tx, {
      to: person.email,
      write(language) {
        const say = translatorFor(language);
        return {
          subject: say.text(msg`Your ${productName} password was changed`),
          text: say.text(
            msg`The password of your ${productName} account was changed. If it was not you, reset it now with "Forgot password" on the sign-in page and contact us.`,
          ),
        };
      },
    });
    return revoked;
  });
  await deps.sessionCache.forgetUser(person.userId);
  return signedOut;
}
