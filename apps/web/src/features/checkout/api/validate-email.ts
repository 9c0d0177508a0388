import { api } from '../../../lib/http/client';

/** POST /api/validate-email: whether the address can receive mail. */
export async function validateEmail(email: string): Promise<boolean> {
  const answer = await api.post<{ valid: boolean }>('/validate-email', { email }, { handled: true });
  return answer.valid;
}
