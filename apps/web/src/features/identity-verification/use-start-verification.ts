import type { VerificationPurpose } from '@fathom/domain/identity-verification';
import { useState } from 'react';
import { startIdentityVerification } from './api/start-identity-verification';

/** Starts a verification and sends the browser to the provider; a refusal is kept to be shown beside the button. */
export function useStartVerification(purpose: VerificationPurpose, returnPath: string | undefined) {
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const { authorize_url } = await startIdentityVerification({ purpose, return_path: returnPath });
      window.location.assign(authorize_url);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setStarting(false);
    }
  };
  return { start, starting, error };
}
