import { api } from '../../../lib/http/client';

export interface InsuranceProvider {
  provider_name: string;
  states: string[];
}

export interface InsuranceCheckRequest {
  provider_name: string;
  state: string;
  member_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
}

export interface InsuranceCheck {
  application_uuid: string;
  provider_name: string;
  covered: boolean;
  message: string;
}

/** GET /api/insurance/providers: each accepted provider once, with its states. */
export function getInsuranceProviders(): Promise<InsuranceProvider[]> {
  return api.get<InsuranceProvider[]>('/insurance/providers');
}

/** POST /api/insurance/check: the member's coverage; the form shows the field messages of a refusal. */
export function checkInsurance(request: InsuranceCheckRequest): Promise<InsuranceCheck> {
  return api.post<InsuranceCheck>('/insurance/check', request, { handled: true });
}
