import { rootRedirect } from '@fathom/domain/root-redirect';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageLoading } from '../components/page-loading';
import { rememberReturnTo, takeReturnTo } from '../lib/return-to';
import { useSession } from '../lib/session-store';
import type { RouteAccess } from './route-table';
import { useLoginToken } from './session/login-token-handler';
import { useProviderSignIn } from './session/provider-silent-sign-in';

function SendToLogin() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    rememberReturnTo(`${location}${search ? `?${search}` : ''}${window.location.hash}`);
    navigate('/login', { replace: true });
  }, [location, search, navigate]);
  return <PageLoading label="Taking you to sign in…" />;
}

function SendSignedInVisitorOn() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const session = useSession.getState();
    navigate(takeReturnTo() ?? rootRedirect(session), { replace: true });
  }, [navigate]);
  return <PageLoading />;
}

/** Logged-out visitors of signed-in pages go to /login; signed-in visitors of guest pages go on. */
export function RouteGuard({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const loginTokenPending = useLoginToken((state) => state.pending);
  const providerSignInPending = useProviderSignIn((state) => state.pending);
  if (loginTokenPending || providerSignInPending) return <PageLoading label="Signing you in…" />;
  if (access === 'required' && !isLoggedIn) return <SendToLogin />;
  if (access === 'guest' && isLoggedIn) return <SendSignedInVisitorOn />;
  return <>{children}</>;
}
