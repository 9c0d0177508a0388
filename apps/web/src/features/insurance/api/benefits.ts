import type {
  BenefitsCheckRequest,
  BenefitsCheckResponse,
  BenefitsProviderMember,
} from '@fathom/contract/insurance';
import { api } from '../../../lib/http/client';

export type { BenefitsProviderMember } from '@fathom/contract/insurance';

/** POST /api/benefits-providers/{provider}/check/: answers benefits_provider_member. */
export async function checkBenefits(
  provider: string,
  body: BenefitsCheckRequest,
): Promise<BenefitsProviderMember> {
  const answer = await api.post<BenefitsCheckResponse['data']>(
    `/benefits-providers/${encodeURIComponent(provider)}/check/`,
    body,
  );
  return answer.benefits_provider_member;
}
