import type { UserResource } from '@fathom/contract/user';
import { rootRedirect } from '@fathom/domain/navigation';
import { takeReturnTo } from '../../lib/return-to';
import { useSession } from '../../lib/session-store';
import { getProfile } from '../profile/api/get-profile';

/**
 * Finishes a password or one-time-password sign-in: loads the full profile with the new token, signs
 * the session in and answers where to go (the page the visitor was heading for, else the root rule's
 * target). The profile is read before the session flips to signed in, so the guest-page guard never
 * races this navigation with a half-loaded user.
 */
export async function completeSignIn(token: string): Promise<string> {
  const profile: UserResource = await getProfile({ headers: { Authorization: `Bearer ${token}` } });
  const destination = takeReturnTo() ?? rootRedirect({ isLoggedIn: true, user: profile });
  useSession.getState().login(token, profile, { useOldAuthentication: true });
  return destination;
}
