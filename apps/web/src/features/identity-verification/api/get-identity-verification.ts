import type { IdentityVerificationStatus } from '@fathom/contract/identity-verification';
import { api } from '../../../lib/http/client';

/** GET /api/identity-verification: whether the customer is verified, and their latest verification. */
export const getIdentityVerification = () =>
  api.get<IdentityVerificationStatus>('/identity-verification', { handled: true });
