import { rootRedirect } from '@fathom/domain/root-redirect';
import { useLingui } from '@lingui/react/macro';
import { Redirect } from 'wouter';
import { PageLoading } from '../components/page-loading';
import { useSession } from '../lib/session-store';
import { useLoginToken } from './session/login-token-handler';

/** "/": an authorized user goes to /analysis, anyone else signed in to /home, everyone else to /login. */
export function RootRedirect() {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const user = useSession((state) => state.user);
  const loginTokenPending = useLoginToken((state) => state.pending);
  const { t } = useLingui();
  if (loginTokenPending) return <PageLoading label={t`Signing you in…`} />;
  return <Redirect to={rootRedirect({ isLoggedIn, user })} replace />;
}
