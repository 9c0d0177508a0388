import type { EnableTwoFactorRequest } from '@fathom/contract/auth';
import type { UserResource } from '@fathom/contract/user';
import { api } from '../../../lib/http/client';

/**
 * POST /api/restify/users/actions?action=enable-two-factor-auth with the account password typed again: a wrong
 * password or code answers 422 on its field, too many tries 429.
 */
export function enableTwoFactor(body: EnableTwoFactorRequest): Promise<UserResource> {
  return api.post<UserResource>('/restify/users/actions', body, {
    query: { action: 'enable-two-factor-auth' },
  });
}
