import { loginWithToken } from '../../features/auth/api/login-with-token';
import { rememberPendingTwoFactor } from '../../features/auth/pending-two-factor';
import { loadProfile } from '../../lib/session-profile';
import { useSession } from '../../lib/session-store';

/**
 * Signs in with a one-time login token (from an email or a support link) and answers where to go: /home with
 * the profile loaded, or /2fa-login when the account also asks its authenticator code.
 */
export async function signInWithLoginToken(loginToken: string): Promise<'/home' | '/2fa-login'> {
  const session = await loginWithToken({ login_token: loginToken });
  if (session.user.attributes.google2fa_configured_at) {
    rememberPendingTwoFactor(session.token, session.user.attributes.email, session.disable_track_events);
    return '/2fa-login';
  }
  useSession
    .getState()
    .login(session.token, session.user, { disableTrackEvents: session.disable_track_events });
  await loadProfile();
  return '/home';
}
