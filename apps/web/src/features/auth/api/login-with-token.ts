import type { LoginWithTokenRequest, LoginWithTokenResponse } from '@fathom/contract/auth';
import { api } from '../../../lib/http/client';

export type LoginWithTokenAnswer = LoginWithTokenResponse['data'];

/** POST /api/login/token: one-time login links minted by Fathom staff. */
export function loginWithToken(body: LoginWithTokenRequest): Promise<LoginWithTokenAnswer> {
  return api.post<LoginWithTokenAnswer>('/login/token', body);
}
