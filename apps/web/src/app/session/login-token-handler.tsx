import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { create } from 'zustand';

export const LOGIN_TOKEN_PARAM = 'loginToken';

interface LoginTokenState {
  /** True from the first render while a ?loginToken= link is being used, so guards wait for it. */
  pending: boolean;
}

export const useLoginToken = create<LoginTokenState>()(() => ({
  pending:
    typeof window !== 'undefined' && new URLSearchParams(window.location.search).has(LOGIN_TOKEN_PARAM),
}));

const used = new Set<string>();

function stripLoginToken(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(LOGIN_TOKEN_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** ?loginToken= on any page: removed from the address, used to sign in, then /home (or the code step of two-factor accounts). */
export function LoginTokenHandler() {
  const search = useSearch();

  useEffect(() => {
    const loginToken = new URLSearchParams(search).get(LOGIN_TOKEN_PARAM);
    if (loginToken === null) return;
    stripLoginToken();
    // Tokens are one-time: a second render of the same address must not spend it again.
    if (used.has(loginToken)) return;
    if (!loginToken) {
      useLoginToken.setState({ pending: false });
      return;
    }
    used.add(loginToken);
    useLoginToken.setState({ pending: true });
    // Loaded only by a visit that brings a token: the first page of every other visit pays nothing for it.
    import('./sign-in-with-login-token')
      .then(({ signInWithLoginToken }) => signInWithLoginToken(loginToken))
      .then((destination) => navigate(destination, { replace: true }))
      .catch(() => {
        // The shared error effects tell the customer; the route guards then take over.
      })
      .finally(() => useLoginToken.setState({ pending: false }));
  }, [search]);

  return null;
}
