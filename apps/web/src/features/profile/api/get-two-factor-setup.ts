import type { TwoFactorSetupResponse } from '@fathom/contract/auth';
import { api } from '../../../lib/http/client';

export type TwoFactorSetup = TwoFactorSetupResponse['data'];

/** GET /api/restify/users/two-factor-setup: a fresh secret and its QR code, confirmed by enabling. */
export function getTwoFactorSetup(): Promise<TwoFactorSetup> {
  return api.get<TwoFactorSetup>('/restify/users/two-factor-setup');
}
