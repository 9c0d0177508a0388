import type { PasswordChangeRequest, PasswordChangeResponse } from '@fathom/contract/auth';
import { api } from '../../../lib/http/client';

/** POST /api/restify/users/password: the new password after the current one; the other sessions end. */
export function changePassword(body: PasswordChangeRequest): Promise<PasswordChangeResponse['data']> {
  return api.post<PasswordChangeResponse['data']>('/restify/users/password', body);
}
