import type { LoginResponse, LoginTwoFactorRequest } from '@fathom/contract/auth';
import { api } from '../../../lib/http/client';

export type LoginTwoFactorAnswer = LoginResponse['data'];

/**
 * POST /api/login-2fa with the pending token from the password step. After a reload the pending
 * token is gone from memory and the session cookie set at the password step carries it instead.
 */
export function loginTwoFactor(
  body: LoginTwoFactorRequest,
  pendingToken: string | null,
): Promise<LoginTwoFactorAnswer> {
  return api.post<LoginTwoFactorAnswer>(
    '/login-2fa',
    body,
    pendingToken ? { headers: { Authorization: `Bearer ${pendingToken}` } } : undefined,
  );
}
