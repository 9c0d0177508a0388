import type { UserResource } from '@fathom/contract/user';
import { rootRedirect } from '@fathom/domain/root-redirect';
import { takeReturnTo } from '../../lib/return-to';
import { getProfile } from '../../lib/session-profile';
import { useSession } from '../../lib/session-store';

const profileWith = (token: string): Promise<UserResource> =>
  getProfile({ headers: { Authorization: `Bearer ${token}` } });

const signIn = (token: string, profile: UserResource, disableTrackEvents = false) =>
  useSession.getState().login(token, profile, { useOldAuthentication: true, disableTrackEvents });

/** Loads the full profile with a new session token and signs the session in, staying on this page. */
export async function startPortalSession(token: string): Promise<void> {
  signIn(token, await profileWith(token));
}

/**
 * Finishes a password, one-time-password or provider sign-in and answers where to go: the page the
 * visitor was heading for, else the root rule's target. Both the profile and the destination are settled
 * before the session flips to signed in, so the guest-page guard never races this navigation.
 */
export async function completeSignIn(
  token: string,
  options: { disableTrackEvents?: boolean } = {},
): Promise<string> {
  const profile = await profileWith(token);
  const destination = takeReturnTo() ?? rootRedirect({ isLoggedIn: true, user: profile });
  signIn(token, profile, options.disableTrackEvents);
  return destination;
}
