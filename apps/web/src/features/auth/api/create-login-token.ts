import type { CreateLoginTokenRequest, CreateLoginTokenResponse } from '@fathom/contract/staff';
import { api } from '../../../lib/http/client';

export type CreatedLoginToken = CreateLoginTokenResponse['data'];

/** POST /api/staff/login-tokens (staff only): a one-time login link for a customer, valid 15 minutes. */
export function createLoginToken(body: CreateLoginTokenRequest): Promise<CreatedLoginToken> {
  return api.post<CreatedLoginToken>('/staff/login-tokens', body);
}
