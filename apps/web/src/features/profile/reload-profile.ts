import type { UserResource } from '@fathom/contract/user';
import { useSession } from '../../lib/session-store';
import { getProfile } from './api/get-profile';

/** Reads the profile again (with its client and latest ready result) and keeps it in the session. */
export async function reloadProfile(): Promise<UserResource> {
  const user = await getProfile();
  useSession.getState().setUser(user);
  return user;
}
