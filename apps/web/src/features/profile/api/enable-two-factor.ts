import type { EnableTwoFactorRequest, EnableTwoFactorResponse } from '@fathom/contract/auth';
import { api } from '../../../lib/http/client';

/**
 * POST /api/restify/users/actions?action=enable-two-factor-auth with the account password typed again: a wrong
 * password or code answers 422 on its field, too many tries 429. Answers the ten recovery codes made with it,
 * which are shown this once.
 */
export async function enableTwoFactor(body: EnableTwoFactorRequest): Promise<{ recoveryCodes: string[] }> {
  const answer = await api.raw.post<EnableTwoFactorResponse>('/restify/users/actions', body, {
    query: { action: 'enable-two-factor-auth' },
  });
  return { recoveryCodes: answer.meta?.recovery_codes ?? [] };
}
