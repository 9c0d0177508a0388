import { loginWithToken } from '../../features/auth/api/login-with-token';
import { useSession } from '../../lib/session-store';
import { loadProfile } from './load-profile';

/** Signs in with a one-time login token (from an email or a support link) and loads the profile. */
export async function signInWithLoginToken(loginToken: string): Promise<void> {
  const session = await loginWithToken({ login_token: loginToken });
  useSession
    .getState()
    .login(session.token, session.user, { disableTrackEvents: session.disable_track_events });
  await loadProfile();
}
