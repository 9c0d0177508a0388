import { newPasswordSchema } from '@fathom/contract/auth';
import { HttpError } from '../../http/errors';
import type { AuthContext } from '../auth/auth-context';
import type { AuthDeps } from '../auth/auth-deps';
import { findCredentialsById, updatePasswordHash } from '../auth/credentials-repository';
import type { StartedSession } from '../auth/login-service';
import { revokeSession, revokeSessionsOfUser } from '../auth/session-repository';
import type { SessionKind } from '../auth/session-rules';
import { issueSession } from '../auth/session-service';
import { findKitSession, NO_PASSWORD } from './kit-session-repository';

export const KIT_PASSWORD_WRONG = 'This password does not match our records.';

/** What a kit registration's limited session shows: the kit's registration and order details, nothing else. */
export async function loadKitSession(deps: Pick<AuthDeps, 'db'>, auth: AuthContext) {
  const row = await findKitSession(deps.db, auth.user.id, auth.session.kitItemId);
  if (!row) throw new HttpError(404, 'Not found.');
  return {
    first_name: row.first_name,
    has_password: row.has_password,
    kit: {
      item_id: row.item_id,
      title: row.title,
      kit_identifier: row.kit_identifier,
      registered_at: new Date(row.registered_at).toISOString(),
      registered_with: row.method === 'qr_code' ? ('qr_code' as const) : ('po_number' as const),
      po_number: row.po_number,
      ordered_at: new Date(row.ordered_at).toISOString(),
      tracking_stage: row.tracking_stage,
      order_details_completed: row.order_details_completed_at !== null,
    },
  };
}

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
  if (!user) throw new HttpError(401, 'Unauthenticated.');
  const now = deps.now();
  const choosing = user.passwordHash === NO_PASSWORD;
  let newHash: string | null = null;
  if (choosing) {
    const rules = newPasswordSchema.safeParse(password);
    if (!rules.success) {
      const message = rules.error.issues[0]?.message ?? 'Choose a longer password.';
      throw new HttpError(422, message, { password: [message] });
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
