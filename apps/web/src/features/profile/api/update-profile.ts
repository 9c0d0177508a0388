import type { ProfileUpdateRequest, UserResource } from '@fathom/contract/user';
import { api } from '../../../lib/http/client';

/** POST /api/restify/profile: the customer's own names. */
export function updateProfile(body: ProfileUpdateRequest): Promise<UserResource> {
  return api.post<UserResource>('/restify/profile', body);
}
