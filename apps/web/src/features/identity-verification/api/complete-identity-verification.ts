import type {
  IdentityVerification,
  IdentityVerificationCallbackRequest,
} from '@fathom/contract/identity-verification';
import { api } from '../../../lib/http/client';

/** POST /api/identity-verification/callbacks: the server exchanges the provider's code and answers the outcome. */
export const completeIdentityVerification = (body: IdentityVerificationCallbackRequest) =>
  api.post<IdentityVerification>('/identity-verification/callbacks', body, { handled: true });
