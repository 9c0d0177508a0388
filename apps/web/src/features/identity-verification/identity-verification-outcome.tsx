import type { IdentityVerification } from '@fathom/contract/identity-verification';
import {
  IDENTITY_VERIFICATION_PROVIDER_NAME as PROVIDER,
  type VerificationPurpose,
} from '@fathom/domain/identity-verification';
import { MARKETING_PATHS, marketingLink } from '@fathom/domain/navigation';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { appConfig } from '../../lib/config';
import { useSession } from '../../lib/session-store';
import { completeIdentityVerification } from './api/complete-identity-verification';
import { StartError } from './identity-verification-panel';
import { useStartVerification } from './use-start-verification';

/** What the provider put in the return address: a code to check, its own error, or nothing. */
type Returned =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'provider-error'; error: string }
  | { kind: 'nothing' };

function readReturn(search: string): Returned {
  const params = new URLSearchParams(search);
  const error = params.get('error_description') ?? params.get('error');
  if (error) return { kind: 'provider-error', error: error.replace(/[_+]/g, ' ') };
  const code = params.get('code');
  const state = params.get('state');
  return code && state ? { kind: 'code', code, state } : { kind: 'nothing' };
}

type Phase =
  | { kind: 'verifying' }
  | { kind: 'outcome'; verification: IdentityVerification }
  | { kind: 'failed'; message: string };

/** Where the outcome leads back to, and the link's words. */
interface Return {
  path: string;
  label: MessageDescriptor;
}

const defaultReturn: Record<VerificationPurpose, Return> = {
  account: { path: '/profile', label: msg`Back to your account information` },
  'benefits-check': { path: '/home', label: msg`Back to your account` },
};

function returnLink(purpose: VerificationPurpose, returnPath: string | null): Return {
  if (!returnPath || returnPath === defaultReturn[purpose].path) return defaultReturn[purpose];
  return {
    path: returnPath,
    label: purpose === 'benefits-check' ? msg`Back to your benefits check` : msg`Back to where you started`,
  };
}

/**
 * The page the provider sends the customer back to: the code and state go to the server, which asks the
 * provider; the page shows only what the server answers. The code leaves the address bar at once.
 */
export function IdentityVerificationOutcome({ purpose }: { purpose: VerificationPurpose }) {
  const { t } = useLingui();
  const search = useSearch();
  const [returned] = useState(() => readReturn(search));
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const [phase, setPhase] = useState<Phase>({ kind: 'verifying' });
  const sent = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (returned.kind === 'nothing') return;
    // A reload, a bookmark or the history must not carry the provider's code (or error) again.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (returned.kind !== 'code' || !isLoggedIn || sent.current) return;
    sent.current = true;
    completeIdentityVerification({ code: returned.code, state: returned.state, purpose }).then(
      (verification) => setPhase({ kind: 'outcome', verification }),
      (error: unknown) =>
        setPhase({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  }, [returned, isLoggedIn, purpose]);

  useEffect(() => {
    if (phase.kind !== 'verifying') titleRef.current?.focus();
  }, [phase]);

  const heading = (text: string) => (
    <h1 id="identity-verification-title" ref={titleRef} className="page-title" tabIndex={-1}>
      {text}
    </h1>
  );

  let content: ReactNode;
  if (returned.kind === 'nothing') {
    content = (
      <>
        {heading(t`Nothing to verify here`)}
        <p className="page-lead">
          <Trans>
            This page finishes a verification with {PROVIDER}. Start one from your account information.
          </Trans>
        </p>
        <ReturnLink to={defaultReturn.account} />
      </>
    );
  } else if (!isLoggedIn) {
    content = (
      <>
        {heading(t`Sign in to finish your verification`)}
        <p className="page-lead">
          <Trans>
            Your session ended while you were with {PROVIDER}. Sign in, then start the verification again.
          </Trans>
        </p>
        <p className="mt-6">
          <Link href="/login" className="text-link">
            <Trans>Sign in</Trans>
          </Link>
        </p>
      </>
    );
  } else if (returned.kind === 'provider-error') {
    content = (
      <>
        {heading(t`Identity verification did not finish`)}
        <p className="page-lead">
          <Trans>{PROVIDER} reported a problem:</Trans>
        </p>
        <OutcomeMessage tone="error">{returned.error}</OutcomeMessage>
        <TryAgain purpose={purpose} returnPath={undefined} />
      </>
    );
  } else if (phase.kind === 'verifying') {
    content = (
      <>
        {heading(t`Verifying…`)}
        <p className="page-lead" role="status">
          <Spinner /> <Trans>We are checking your verification with {PROVIDER}. This takes a moment.</Trans>
        </p>
      </>
    );
  } else if (phase.kind === 'failed') {
    content = (
      <>
        {heading(t`Identity verification did not finish`)}
        <OutcomeMessage tone="error">{phase.message}</OutcomeMessage>
        <TryAgain purpose={purpose} returnPath={undefined} />
      </>
    );
  } else {
    const { verification } = phase;
    const back = returnLink(verification.purpose, verification.return_path);
    content =
      verification.status === 'verified' ? (
        <>
          {heading(t`Your identity is verified`)}
          <OutcomeMessage tone="success">{verification.message}</OutcomeMessage>
          <ReturnLink to={back} />
        </>
      ) : (
        <>
          {heading(t`We could not verify your identity`)}
          <OutcomeMessage tone="warning">{verification.message}</OutcomeMessage>
          <TryAgain purpose={verification.purpose} returnPath={verification.return_path ?? undefined} />
          <ReturnLink to={back} />
        </>
      );
  }

  return <section aria-labelledby="identity-verification-title">{content}</section>;
}

const toneClasses = {
  error: 'bg-error-50 text-error-700',
  success: 'bg-[var(--color-success-50)]',
  warning: 'bg-[var(--color-warning-50)]',
} as const;

/** What came of the verification, in its colour; a failure is announced at once, an outcome politely. */
function OutcomeMessage({ tone, children }: { tone: keyof typeof toneClasses; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`mt-3 rounded-lg p-3 ${toneClasses[tone]}`}
      data-testid="verification-outcome"
    >
      {children}
    </p>
  );
}

function ReturnLink({ to }: { to: Return }) {
  const { t } = useLingui();
  return (
    <p className="mt-6">
      <Link href={to.path} className="text-link">
        {t(to.label)}
      </Link>
    </p>
  );
}

function TryAgain({ purpose, returnPath }: { purpose: VerificationPurpose; returnPath: string | undefined }) {
  const { start, starting, error } = useStartVerification(purpose, returnPath);
  return (
    <div className="mt-6 space-y-3">
      <Button onClick={() => void start()} loading={starting}>
        <Trans>Try again with {PROVIDER}</Trans>
      </Button>
      <StartError error={error} />
      <p>
        <Trans>
          Still stuck?{' '}
          <a href={marketingLink(appConfig.marketingUrl, MARKETING_PATHS.contact)} className="text-link">
            Contact us
          </a>
        </Trans>
      </p>
    </div>
  );
}
