import { isEmailAddress } from '@fathom/domain/validation/rules';
import type { EmailVerifier } from './index';

/**
 * Works offline and always answers the same (README): an address is refused when its shape is not an
 * email's, its domain ends in .invalid or .test, or its mailbox is "bounce"; every other is accepted.
 */
export function createSandboxEmailVerifier(): EmailVerifier {
  return {
    async verify(address) {
      const trimmed = address.trim().toLowerCase();
      if (!isEmailAddress(trimmed)) return { valid: false };
      const [mailbox, domain = ''] = trimmed.split('@');
      const refused = mailbox === 'bounce' || domain.endsWith('.invalid') || domain.endsWith('.test');
      return { valid: !refused };
    },
  };
}
