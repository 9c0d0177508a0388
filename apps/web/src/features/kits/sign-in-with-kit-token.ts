import { displayName } from '@fathom/domain/user';
import { useSession } from '../../lib/session-store';
import { getProfile } from '../profile/api/get-profile';

/** Signs the kit's owner in with the token from the date-of-birth check, staying on the current page. */
export async function signInWithKitToken(token: string): Promise<string> {
  const profile = await getProfile({ headers: { Authorization: `Bearer ${token}` } });
  useSession.getState().login(token, profile, { useOldAuthentication: true });
  return displayName(profile);
}
