import { IdentityVerificationOutcome } from '../identity-verification-outcome';

/** /idme/callback: back from the provider after verifying from the account page. */
export default function IdmeCallbackPage() {
  return <IdentityVerificationOutcome purpose="account" />;
}
