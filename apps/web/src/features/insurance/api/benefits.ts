import { api } from '../../../lib/http/client';

export interface BenefitsProviderMember {
  provider: string;
  provider_name: string;
  first_name: string;
  last_name: string;
  eligible: boolean;
  message: string;
}

export interface BenefitsCheck {
  member_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
}

/** POST /api/benefits-providers/{provider}/check/: answers benefits_provider_member. */
export async function checkBenefits(provider: string, body: BenefitsCheck): Promise<BenefitsProviderMember> {
  const answer = await api.post<{ benefits_provider_member: BenefitsProviderMember }>(
    `/benefits-providers/${encodeURIComponent(provider)}/check/`,
    body,
  );
  return answer.benefits_provider_member;
}
