import type { EnableTwoFactorRequest } from '@fathom/contract/auth';
import type { UserResource } from '@fathom/contract/user';
import { api } from '../../../lib/http/client';

/** POST /api/restify/users/actions?action=enable-two-factor-auth: a wrong code answers 422. */
export function enableTwoFactor(body: EnableTwoFactorRequest): Promise<UserResource> {
  return api.post<UserResource>('/restify/users/actions', body, {
    query: { action: 'enable-two-factor-auth' },
  });
}
