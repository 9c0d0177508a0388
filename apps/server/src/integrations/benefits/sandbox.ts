import type { BenefitsVerifier } from './index';

/** Works offline and always answers the same (README): a member id starting ELIG is eligible. */
export function createSandboxBenefitsVerifier(): BenefitsVerifier {
  return {
    async check({ memberId }) {
      return { eligible: memberId.trim().toUpperCase().startsWith('ELIG') };
    },
  };
}
