import { isAuthorizedUser } from '@fathom/domain/authorized-user';
import { PARTNER_LANDING, partnerMayOpen } from '@fathom/domain/partner-pages';
import { rootRedirect } from '@fathom/domain/root-redirect';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { Button } from '../components/button';
import { PageLoading } from '../components/page-loading';
import { rememberReturnTo, takeReturnTo } from '../lib/return-to';
import { useSession } from '../lib/session-store';
import { DefaultLayoutSkeleton } from './layouts/default-layout-skeleton';
import { pageShellMessages } from './page-shell-messages';
import type { LayoutName, RouteAccess } from './route-table';
import { useLoginToken } from './session/login-token-handler';
import { useProviderSignIn } from './session/provider-silent-sign-in';
import { refreshProfile, useProfileRefresh } from './session/refresh-profile-on-start';

function SendToLogin() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { t } = useLingui();
  useEffect(() => {
    rememberReturnTo(`${location}${search ? `?${search}` : ''}${window.location.hash}`);
    navigate('/login', { replace: true });
  }, [location, search, navigate]);
  return <PageLoading label={t`Taking you to sign in…`} />;
}

function SendSignedInVisitorOn() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const session = useSession.getState();
    navigate(takeReturnTo() ?? rootRedirect(session), { replace: true });
  }, [navigate]);
  return <PageLoading />;
}

/**
 * While the profile is read again after a reload (in the signed-in layout's frame, as index.html drew it, for
 * the pages of that layout); with "Try again" when reading it failed.
 */
function ProfileLoading({ layout }: { layout: LayoutName | undefined }) {
  const failed = useProfileRefresh((state) => state.failed);
  const { i18n } = useLingui();
  if (!failed)
    return layout === 'default' ? (
      <DefaultLayoutSkeleton />
    ) : (
      <PageLoading label={i18n._(pageShellMessages.loadingAccount)} />
    );
  return (
    <div
      className="flex min-h-[40vh] flex-col items-center justify-center gap-4 px-4 text-center"
      role="alert"
    >
      <p>
        <Trans>We could not load your account. Check your connection and try again.</Trans>
      </p>
      <Button onClick={refreshProfile}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

function SigningIn() {
  const { t } = useLingui();
  return <PageLoading label={t`Signing you in…`} />;
}

/**
 * Logged-out visitors of signed-in pages go to /login; signed-in visitors of guest pages go on. A signed-in
 * page waits for this visit's profile: between visits the browser keeps only the user's frame.
 */
export function RouteGuard({
  access,
  routePath = null,
  layout,
  children,
}: {
  access: RouteAccess;
  /** The route's layout: its frame is drawn while the account loads. */
  layout?: LayoutName;
  /** The route's pattern, for the partner's reduced view; none for the not-found page. */
  routePath?: string | null;
  children: ReactNode;
}) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const isPartner = useSession((state) => (state.user ? isAuthorizedUser(state.user) : false));
  // The page appears once the profile has arrived in a render of its own that yields to the browser (a
  // deferred value), rather than in the store update's render, which would hold the main thread for the whole
  // layout and page.
  const profileFresh = useDeferredValue(useSession((state) => state.profileFresh));
  const loginTokenPending = useLoginToken((state) => state.pending);
  const providerSignInPending = useProviderSignIn((state) => state.pending);
  if (loginTokenPending || providerSignInPending) return <SigningIn />;
  if (access === 'required' && !isLoggedIn) return <SendToLogin />;
  if (access === 'guest' && isLoggedIn) return <SendSignedInVisitorOn />;
  if (isLoggedIn && isPartner && !partnerMayOpen(routePath)) return <Redirect to={PARTNER_LANDING} replace />;
  if (isLoggedIn && !profileFresh) return <ProfileLoading layout={layout} />;
  return <>{children}</>;
}
