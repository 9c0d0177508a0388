import type { AuthContext, SessionKind } from '../../platform/auth-context';
import { hashToken } from '../../platform/tokens';
import type { AuthDeps } from './auth-deps';
import { findCredentialsByEmail, findCredentialsById } from './credentials-repository';
import { consumeLoginToken } from './login-token-repository';
import { acceptRecoveryCode, checkAuthenticatorCode } from './one-time-codes';
import { issuedBeforePasswordChange, type ProviderIdentity } from './provider-tokens';
import { revokeSession } from './session-repository';
import { type IssuedSession, issueSession } from './session-service';
import { endViewAsGrants } from './view-as-repository';

export interface StartedSession extends IssuedSession {
  userId: string;
  kind: SessionKind;
  disableTrackEvents: boolean;
}

/**
 * Password sign-in. A user with two-factor authentication gets a session that only reaches the
 * one-time-password step. Null when the email or the password is wrong (which of the two is not told).
 */
export async function loginWithPassword(
  deps: AuthDeps,
  credentials: { email: string; password: string },
): Promise<StartedSession | null> {
  const user = await findCredentialsByEmail(deps.db, credentials.email);
  if (!user) {
    await deps.passwords.verifyNobody(credentials.password);
    return null;
  }
  if (!(await deps.passwords.verify(user.passwordHash, credentials.password))) return null;
  const kind = user.google2faConfiguredAt ? 'pending_2fa' : 'full';
  const session = await issueSession(deps.db, {
    userId: user.id,
    kind,
    disableTrackEvents: false,
    now: deps.now(),
  });
  return { ...session, userId: user.id, kind, disableTrackEvents: false };
}

/**
 * Second step: a right authenticator code (each accepted once) or an unused recovery code replaces the
 * session by a full one. Otherwise why not: the code is wrong, or it is right but was already used.
 */
export async function completeTwoFactorLogin(
  deps: AuthDeps,
  auth: AuthContext,
  proof: { oneTimePassword?: string; recoveryCode?: string },
): Promise<StartedSession | 'wrong' | 'used'> {
  const user = await findCredentialsById(deps.db, auth.user.id);
  const now = deps.now();
  if (!user?.google2faSecret) return 'wrong';
  const outcome = proof.recoveryCode
    ? (await acceptRecoveryCode(deps.db, user.id, proof.recoveryCode, now))
      ? 'accepted'
      : 'wrong'
    : await checkAuthenticatorCode(
        deps.db,
        { id: user.id, secret: user.google2faSecret },
        proof.oneTimePassword ?? '',
        now,
      );
  if (outcome !== 'accepted') return outcome;
  const disableTrackEvents = auth.session.disableTrackEvents;
  const session = await deps.db.transaction(async (tx) => {
    await revokeSession(tx, auth.session.id, now);
    return issueSession(tx, { userId: user.id, kind: 'full', disableTrackEvents, now });
  });
  await deps.sessionCache.forgetUser(auth.user.id);
  return { ...session, userId: user.id, kind: 'full', disableTrackEvents };
}

/** Sign-in through a one-time login link. Null when the token is unknown, used or expired. */
export async function loginWithLoginToken(
  deps: AuthDeps,
  loginToken: string,
): Promise<StartedSession | null> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const token = await consumeLoginToken(tx, hashToken(loginToken), now);
    if (!token) return null;
    // A link stands in for the password, never for the authenticator: two-factor accounts still give a code.
    const user = await findCredentialsById(tx, token.userId);
    const kind: SessionKind = user?.google2faConfiguredAt ? 'pending_2fa' : 'full';
    const session = await issueSession(tx, {
      userId: token.userId,
      kind,
      disableTrackEvents: token.disableTrackEvents,
      now,
    });
    return { ...session, userId: token.userId, kind, disableTrackEvents: token.disableTrackEvents };
  });
}

/** Sign-in with an identity provider's verified access token: the user its verified email names. */
export async function loginWithProviderIdentity(
  deps: AuthDeps,
  identity: Pick<ProviderIdentity, 'email' | 'issuedAt'>,
): Promise<StartedSession | null> {
  const user = await findCredentialsByEmail(deps.db, identity.email);
  if (!user || issuedBeforePasswordChange(identity, user.providerTokensValidAfter)) return null;
  const session = await issueSession(deps.db, {
    userId: user.id,
    kind: 'full',
    disableTrackEvents: false,
    now: deps.now(),
  });
  return { ...session, userId: user.id, kind: 'full', disableTrackEvents: false };
}

export async function logout(deps: AuthDeps, auth: AuthContext): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, auth.session.id, now);
    // A staff member's view as a customer ends with their session, and the record says when.
    if (auth.user.role === 'staff') await endViewAsGrants(tx, { staffSessionId: auth.session.id, now });
  });
  await deps.sessionCache.forgetUser(auth.user.id);
}
