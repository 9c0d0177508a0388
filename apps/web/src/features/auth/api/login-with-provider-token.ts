import type { LoginResponse, ProviderTokenRequest } from '@fathom/contract/auth';
import { api } from '../../../lib/http/client';

/** POST /api/login/provider-token: the identity provider's access token traded for the portal's own session. */
export function loginWithProviderToken(body: ProviderTokenRequest): Promise<LoginResponse['data']> {
  return api.post<LoginResponse['data']>('/login/provider-token', body);
}
