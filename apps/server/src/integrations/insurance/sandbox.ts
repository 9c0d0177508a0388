import type { InsuranceVerifier } from './index';

/** Works offline and always answers the same (README): a member id starting COVERED is covered. */
export function createSandboxInsuranceVerifier(): InsuranceVerifier {
  return {
    async isCovered({ memberId }) {
      return memberId.trim().toUpperCase().startsWith('COVERED');
    },
  };
}
