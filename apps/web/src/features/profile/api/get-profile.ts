import type { UserResource } from '@fathom/contract/user';
import { api, type RequestOptions } from '../../../lib/http/client';

export const PROFILE_RELATIONS = 'client.latestReadyResult';

/** GET /api/restify/profile with the client and its latest ready result embedded. */
export function getProfile(options: Omit<RequestOptions, 'query'> = {}): Promise<UserResource> {
  return api.get<UserResource>('/restify/profile', { ...options, query: { related: PROFILE_RELATIONS } });
}
