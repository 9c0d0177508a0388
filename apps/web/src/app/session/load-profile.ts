import type { UserResource } from '@fathom/contract/user';
import { getProfile } from '../../features/profile/api/get-profile';
import { useSession } from '../../lib/session-store';

/** Loads the profile into the session and answers it. */
export async function loadProfile(): Promise<UserResource> {
  const user = await getProfile();
  useSession.getState().setUser(user);
  return user;
}
