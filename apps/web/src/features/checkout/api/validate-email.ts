import type { ValidateEmailRequest, ValidateEmailResponse } from '@fathom/contract/discounts';
import { api } from '../../../lib/http/client';

/** POST /api/validate-email: whether the address can receive mail. */
export async function validateEmail(email: string): Promise<boolean> {
  const body: ValidateEmailRequest = { email };
  const answer = await api.post<ValidateEmailResponse['data']>('/validate-email', body, { handled: true });
  return answer.valid;
}
