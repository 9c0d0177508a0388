import type {
  RecoveryCodesStatusResponse,
  RenewRecoveryCodesRequest,
  RenewRecoveryCodesResponse,
} from '@fathom/contract/auth';
import { api } from '../../../lib/http/client';

/** GET /api/restify/users/recovery-codes: how many recovery codes are still unused. */
export function getRecoveryCodesStatus(): Promise<RecoveryCodesStatusResponse['data']> {
  return api.get('/restify/users/recovery-codes');
}

/** POST /api/restify/users/recovery-codes with a current authenticator code: ten new codes, the old ones retired. */
export async function renewRecoveryCodes(body: RenewRecoveryCodesRequest): Promise<string[]> {
  const answer = await api.post<RenewRecoveryCodesResponse['data']>('/restify/users/recovery-codes', body);
  return answer.recovery_codes;
}
