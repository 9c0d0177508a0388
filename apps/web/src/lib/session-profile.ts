import type { UserResource } from '@fathom/contract/user';
import { api, type RequestOptions } from './http/client';
import { useSession } from './session-store';

export const PROFILE_RELATIONS = 'client.latestReadyResult';

/** GET /api/restify/profile with the client and its latest ready result embedded. */
export function getProfile(options: Omit<RequestOptions, 'query'> = {}): Promise<UserResource> {
  return api.get<UserResource>('/restify/profile', { ...options, query: { related: PROFILE_RELATIONS } });
}

/** Reads the profile again (with its client and latest ready result), keeps it in the session and answers it. */
export async function loadProfile(): Promise<UserResource> {
  const user = await getProfile();
  useSession.getState().setUser(user);
  return user;
}
