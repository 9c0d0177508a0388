import { IdentityVerificationOutcome } from '../identity-verification-outcome';

export default function IdmeBcCallbackPage() {
  return <IdentityVerificationOutcome purpose="for your benefits check and will apply it to your order" />;
}
