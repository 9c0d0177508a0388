import { ANALYTICS_EVENTS, EMAIL_VALIDATION_FAILED_SOURCE } from '@fathom/domain/analytics';
import { DEBOUNCE_MS } from '@fathom/domain/constants';
import { BYPASS_EMAIL_VALIDATION_KEY, checkEmail } from '@fathom/domain/validation/email-check';
import { isEmailAddress } from '@fathom/domain/validation/rules';
import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../components/toast/notify';
import { analytics } from '../../lib/analytics';
import { validateEmail } from './api/validate-email';

function readBypassFlag(): string | null {
  try {
    return localStorage.getItem(BYPASS_EMAIL_VALIDATION_KEY);
  } catch {
    return null;
  }
}

/**
 * Asks the verifier about the address 500 ms after the customer stops typing (one call per burst).
 * Answers the field's error, or null; `pending` while an answer is awaited.
 */
export function useEmailVerification(email: string) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const checked = useRef<string | null>(null);

  useEffect(() => {
    const address = email.trim();
    if (!address || !isEmailAddress(address)) {
      setError(null);
      setPending(false);
      return;
    }
    if (checked.current === address) return;
    let current = true;
    setPending(true);
    const timer = setTimeout(() => {
      checkEmail(address, validateEmail, readBypassFlag())
        .then((decision) => {
          if (!current) return;
          checked.current = address;
          if (decision.passes) {
            setError(null);
            return;
          }
          setError(decision.message);
          const { failedEmail } = decision;
          notify({
            type: 'error',
            title: t`Email validation failed`,
            message: t`We could not verify ${failedEmail}. Please check the address.`,
          });
          analytics.track(ANALYTICS_EVENTS.emailValidationFailed, {
            source: EMAIL_VALIDATION_FAILED_SOURCE,
            email: decision.failedEmail,
          });
        })
        // The verifier being unreachable must not stop a customer from ordering.
        .catch(() => {
          if (current) setError(null);
        })
        .finally(() => {
          if (current) setPending(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email]);

  return { error, pending };
}
