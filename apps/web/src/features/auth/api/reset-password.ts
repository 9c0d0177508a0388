import type { ResetPasswordRequest } from '@fathom/contract/auth';
import type { MessageData } from '@fathom/contract/common';
import { api } from '../../../lib/http/client';

/** POST /api/reset-password: an invalid or expired link answers 422 with its message. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageData['data']> {
  return api.post<MessageData['data']>('/reset-password', body);
}
