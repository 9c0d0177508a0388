import type { DisableTwoFactorRequest } from '@fathom/contract/auth';
import type { UserResource } from '@fathom/contract/user';
import { api } from '../../../lib/http/client';

/** POST /api/restify/users/actions?action=disable-two-factor-auth: a wrong code answers 422. */
export function disableTwoFactor(body: DisableTwoFactorRequest): Promise<UserResource> {
  return api.post<UserResource>('/restify/users/actions', body, {
    query: { action: 'disable-two-factor-auth' },
  });
}
