import {
  describeVerifiedGroups,
  IDENTITY_VERIFICATION_PROVIDER_NAME as PROVIDER,
  type VerificationPurpose,
} from '@fathom/domain/identity-verification';
import { isAuthorizedUser, ownClient } from '@fathom/domain/user';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Button } from '../../components/button';
import { formatDay } from '../../lib/format';
import { usePageLanguage } from '../../lib/i18n/use-page-language';
import { rememberReturnTo } from '../../lib/return-to';
import { useSession } from '../../lib/session-store';
import { useRequest } from '../../lib/use-request';
import { getIdentityVerification } from './api/get-identity-verification';
import { useStartVerification } from './use-start-verification';

interface Props {
  purpose: VerificationPurpose;
  /** The page the outcome links back to. */
  returnPath: string;
  /** Why this page offers the verification, in the page's language. */
  intro: string;
}

/**
 * The customer's identity verification and the button that starts one, for the account holder; a visitor is
 * asked to sign in first (ADR 013), and a partner or staff sees nothing. Pages load it lazily.
 */
export default function IdentityVerificationPanel({ purpose, returnPath, intro }: Props) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const user = useSession((state) => state.user);
  if (isLoggedIn && (!user || isAuthorizedUser(user) || !ownClient(user))) return null;
  return (
    <section className="card p-6" aria-labelledby="identity-verification-panel-title">
      <h2 id="identity-verification-panel-title" className="text-lg font-semibold">
        <Trans>Verify with {PROVIDER}</Trans>
      </h2>
      <p className="mt-1 text-ink-soft">{intro}</p>
      {isLoggedIn ? (
        <VerificationStatus purpose={purpose} returnPath={returnPath} />
      ) : (
        <p className="mt-4">
          <Link href="/login" className="text-link" onClick={() => rememberReturnTo(returnPath)}>
            <Trans>Sign in to verify with {PROVIDER}</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}

function VerificationStatus({ purpose, returnPath }: { purpose: VerificationPurpose; returnPath: string }) {
  const status = useRequest(getIdentityVerification);
  const { start, starting, error } = useStartVerification(purpose, returnPath);
  const language = usePageLanguage();
  const latest = status.status === 'success' ? status.data.latest : null;
  const groups = latest ? describeVerifiedGroups(latest.groups, language) : '';
  return (
    <div className="mt-4 space-y-3">
      {latest ? (
        <p data-testid="identity-verification-status">
          <VerifiedOn day={formatDay(latest.completed_at)} groups={groups} />
        </p>
      ) : status.status === 'success' ? (
        <p data-testid="identity-verification-status">
          <Trans>Not verified yet.</Trans>
        </p>
      ) : null}
      <Button variant={latest ? 'secondary' : 'primary'} loading={starting} onClick={() => void start()}>
        {latest ? <Trans>Verify again with {PROVIDER}</Trans> : <Trans>Verify with {PROVIDER}</Trans>}
      </Button>
      <StartError error={error} />
    </div>
  );
}

/** "Verified by ID.me on Dec 4, 2026: military and veteran." — the groups the provider confirmed, when it named any. */
function VerifiedOn({ day, groups }: { day: string; groups: string }) {
  return groups ? (
    <Trans>
      <span className="font-semibold">Verified</span> by {PROVIDER} on {day}: {groups}.
    </Trans>
  ) : (
    <Trans>
      <span className="font-semibold">Verified</span> by {PROVIDER} on {day}.
    </Trans>
  );
}

/** Why the verification could not start (the provider or the server refused), or nothing. */
export function StartError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="text-error-700">
      {error}
    </p>
  ) : null;
}
