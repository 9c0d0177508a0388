import { IdentityVerificationOutcome } from '../identity-verification-outcome';

/** /idme/bc-callback: back from the provider after verifying for a benefits check. */
export default function IdmeBcCallbackPage() {
  return <IdentityVerificationOutcome purpose="benefits-check" />;
}
