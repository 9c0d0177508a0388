import { IDENTITY_PROVIDER } from '@fathom/domain/constants';

/** The OIDC client's token request (a code exchange or a refresh): a form POST that names its grant_type. */
export function isTokenRequest(init: RequestInit | undefined): boolean {
  return (
    init?.method?.toUpperCase() === 'POST' &&
    init.body instanceof URLSearchParams &&
    init.body.has('grant_type')
  );
}

/**
 * A fetch that sends the identity provider's token request again when it never reached an answer (the network
 * failed), up to the spec's three retries (A-37, BC-35), then fails with the last failure. An answer is final,
 * even an error: a code the provider has seen cannot be exchanged twice. The request's own signal is final too:
 * the OIDC client aborts the request, retries included, after the 10 s HTTP timeout.
 */
export function withTokenRequestRetries(
  send: typeof fetch,
  retries: number = IDENTITY_PROVIDER.tokenRequestRetries,
): typeof fetch {
  return async (input, init) => {
    if (!isTokenRequest(init)) return send(input, init);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await send(input, init);
      } catch (error) {
        if (attempt >= retries || init?.signal?.aborted) throw error;
      }
    }
  };
}

const retrying = Symbol('token request retries');

/**
 * oidc-client-ts sends its requests with the page's fetch and has no setting for retries: the page's fetch is
 * wrapped once, and leaves every request but the token request as it was.
 */
export function installTokenRequestRetries(target: { fetch: typeof fetch }): void {
  const current = target.fetch as typeof fetch & { [retrying]?: true };
  if (current[retrying]) return;
  const wrapped = Object.assign(withTokenRequestRetries(current.bind(target)), { [retrying]: true as const });
  target.fetch = wrapped;
}
