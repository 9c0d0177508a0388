import { ErrorResponse, type SigninSilentArgs, type User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { ProviderError } from './provider-errors';
import { getTokenSilently, type SilentClient } from './silent-token';

const session = (fields: { expiresIn: number; refreshToken?: string; accessToken?: string }) =>
  ({
    access_token: fields.accessToken ?? 'access',
    refresh_token: fields.refreshToken,
    expires_in: fields.expiresIn,
    expired: fields.expiresIn <= 0,
  }) as unknown as User;

/** A stand-in OIDC client that records what silent retrieval asked of it, in order. */
function client(
  stored: User | null,
  answers: { refresh?: () => User; frame?: () => User },
): SilentClient & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async getUser() {
      calls.push('cache');
      return stored;
    },
    async signinSilent(args?: SigninSilentArgs) {
      const viaFrame = args?.forceIframeAuth === true || !stored?.refresh_token;
      calls.push(viaFrame ? `frame${args?.nonce ? ` nonce=${args.nonce}` : ''}` : 'refresh');
      const answer = viaFrame ? answers.frame : answers.refresh;
      if (!answer) throw new Error('not expected');
      return answer();
    },
  };
}

const options = (overrides: Partial<Parameters<typeof getTokenSilently>[1]> = {}) => {
  const events: string[] = [];
  return {
    events,
    audience: 'fathom-api',
    scope: 'openid profile email offline_access',
    hiddenFrameFallback: true,
    newNonce: () => 'n-1',
    withLock: async <T>(work: () => Promise<T>) => {
      events.push('lock');
      return work();
    },
    ...overrides,
  };
};

describe('getTokenSilently', () => {
  it('answers a fresh cached session without the lock or the provider', async () => {
    const stub = client(session({ expiresIn: 300, accessToken: 'cached' }), {});
    const settings = options();
    expect((await getTokenSilently(stub, settings)).access_token).toBe('cached');
    expect(stub.calls).toEqual(['cache']);
    expect(settings.events).toEqual([]);
  });

  it('treats a session within 60 s of expiry as stale: cache, lock, cache again, then the refresh token', async () => {
    const stub = client(session({ expiresIn: 59, refreshToken: 'refresh-1' }), {
      refresh: () => session({ expiresIn: 600, accessToken: 'renewed' }),
    });
    const settings = options();
    expect((await getTokenSilently(stub, settings)).access_token).toBe('renewed');
    expect(stub.calls).toEqual(['cache', 'cache', 'cache', 'refresh']);
    expect(settings.events).toEqual(['lock']);
  });

  it('without a refresh token, asks a hidden frame (with a fresh nonce) when the fallback is on', async () => {
    const stub = client(session({ expiresIn: 0 }), {
      frame: () => session({ expiresIn: 600, accessToken: 'framed' }),
    });
    expect((await getTokenSilently(stub, options())).access_token).toBe('framed');
    expect(stub.calls.at(-1)).toBe('frame nonce=n-1');
  });

  it('without a refresh token and without the fallback, fails with Missing Refresh Token (audience, scope)', async () => {
    const stub = client(null, {});
    await expect(getTokenSilently(stub, options({ hiddenFrameFallback: false }))).rejects.toThrow(
      "Missing Refresh Token (audience: 'fathom-api', scope: 'openid profile email offline_access')",
    );
  });

  it('falls back to the hidden frame when the provider refuses the refresh token', async () => {
    const stub = client(session({ expiresIn: 0, refreshToken: 'used' }), {
      refresh: () => {
        throw new ErrorResponse({ error: 'invalid_grant', error_description: 'used' });
      },
      frame: () => session({ expiresIn: 600, accessToken: 'framed' }),
    });
    expect((await getTokenSilently(stub, options())).access_token).toBe('framed');
    expect(stub.calls.slice(-2)).toEqual(['refresh', 'frame nonce=n-1']);
  });

  it('reports login_required from the hidden frame as its own kind', async () => {
    const stub = client(null, {
      frame: () => {
        throw new ErrorResponse({ error: 'login_required', error_description: 'Sign-in is required.' });
      },
    });
    const failure = await getTokenSilently(stub, options()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect((failure as ProviderError).kind).toBe('login_required');
  });

  it('turns a lock it could not obtain into a timeout', async () => {
    const stub = client(null, {});
    const failure = await getTokenSilently(
      stub,
      options({
        withLock: async () => {
          throw new ProviderError('timeout', 'Timeout: the sign-in lock was not obtained in time');
        },
      }),
    ).catch((error: unknown) => error);
    expect((failure as ProviderError).kind).toBe('timeout');
  });
});
