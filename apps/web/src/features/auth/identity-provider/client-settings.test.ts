import { describe, expect, it } from 'vitest';
import { clientSettings, extraAuthorizeParameters } from './client-settings';
import { providerReturnFailedPath } from './return-paths';

const provider = { authority: '/oidc', clientId: 'fathom-portal' };

describe('the identity provider client settings', () => {
  it('asks for openid profile email, plus offline_access for refresh tokens', () => {
    expect(clientSettings(provider, 'https://portal.example', undefined).scope).toBe(
      'openid profile email offline_access',
    );
  });

  it('uses the code flow with query responses, the three return pages and the spec timings', () => {
    const settings = clientSettings(provider, 'https://portal.example', undefined);
    expect(settings).toMatchObject({
      authority: 'https://portal.example/oidc',
      client_id: 'fathom-portal',
      response_type: 'code',
      response_mode: 'query',
      redirect_uri: 'https://portal.example/auth/callback',
      popup_redirect_uri: 'https://portal.example/auth/popup-callback',
      silent_redirect_uri: 'https://portal.example/auth/silent-callback',
      requestTimeoutInSeconds: 10,
      silentRequestTimeoutInSeconds: 60,
      popupWindowFeatures: { width: 400, height: 600 },
      automaticSilentRenew: false,
    });
  });

  it('sends the audience and organization only when configured', () => {
    expect(extraAuthorizeParameters(provider)).toEqual({});
    expect(extraAuthorizeParameters({ ...provider, audience: 'fathom-api', organization: 'org_1' })).toEqual({
      audience: 'fathom-api',
      organization: 'org_1',
    });
  });

  it('sends a failed return to the configured error path, else the root', () => {
    expect(providerReturnFailedPath(provider)).toBe('/');
    expect(providerReturnFailedPath({ ...provider, errorPath: '/sign-in-problem' })).toBe('/sign-in-problem');
    expect(providerReturnFailedPath({ ...provider, errorPath: '//evil.example' })).toBe('/');
  });
});
