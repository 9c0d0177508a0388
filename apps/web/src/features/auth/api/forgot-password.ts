import type { ForgotPasswordRequest } from '@fathom/contract/auth';
import type { MessageData } from '@fathom/contract/common';
import { api } from '../../../lib/http/client';

/** POST /api/forgot-password: always answers the same neutral sentence, whether the account exists or not. */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageData['data']> {
  return api.post<MessageData['data']>('/forgot-password', body);
}
