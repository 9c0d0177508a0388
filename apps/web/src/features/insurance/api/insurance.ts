import type { InsuranceCheck, InsuranceCheckRequest, InsuranceProvider } from '@fathom/contract/insurance';
import { api } from '../../../lib/http/client';

export type { InsuranceCheck, InsuranceCheckRequest, InsuranceProvider } from '@fathom/contract/insurance';

/** GET /api/insurance/providers: each accepted provider once, with its states. */
export function getInsuranceProviders(): Promise<InsuranceProvider[]> {
  return api.get<InsuranceProvider[]>('/insurance/providers');
}

/** POST /api/insurance/check: the member's coverage; the form shows the field messages of a refusal. */
export function checkInsurance(request: InsuranceCheckRequest): Promise<InsuranceCheck> {
  return api.post<InsuranceCheck>('/insurance/check', request, { handled: true });
}
