import { describe, expect, it } from 'vitest';
import { IDENTITY_PROVIDER_TIMINGS, providerScope } from './identity-provider';

describe('identity provider', () => {
  it('asks for openid profile email, plus offline_access for refresh tokens', () => {
    expect(providerScope(false)).toBe('openid profile email');
    expect(providerScope(true)).toBe('openid profile email offline_access');
  });

  it('uses the spec timings', () => {
    expect(IDENTITY_PROVIDER_TIMINGS).toEqual({
      httpTimeoutSeconds: 10,
      childWindowTimeoutSeconds: 60,
      popup: { width: 400, height: 600 },
      staleBeforeExpirySeconds: 60,
      lockTimeoutMs: 5_000,
      markerLifetimeSeconds: 86_400,
    });
  });
});
