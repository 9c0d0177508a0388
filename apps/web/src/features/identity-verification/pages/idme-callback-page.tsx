import { IdentityVerificationOutcome } from '../identity-verification-outcome';

export default function IdmeCallbackPage() {
  return <IdentityVerificationOutcome purpose="and will apply it to your account" />;
}
