import type {
  IdentityVerificationStartRequest,
  IdentityVerificationStartResponse,
} from '@fathom/contract/identity-verification';
import { api } from '../../../lib/http/client';

/** POST /api/identity-verification/start: the provider's address, with a state the server keeps for this session. */
export const startIdentityVerification = (body: IdentityVerificationStartRequest) =>
  api.post<IdentityVerificationStartResponse['data']>('/identity-verification/start', body, {
    handled: true,
  });
