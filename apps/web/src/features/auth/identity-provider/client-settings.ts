import { IDENTITY_PROVIDER_TIMINGS, providerScope } from '@fathom/domain/identity-provider';
import type { UserManagerSettings } from 'oidc-client-ts';
import type { AppConfig } from '../../../lib/config';

export const CALLBACK_PATH = '/auth/callback';
export const POPUP_CALLBACK_PATH = '/auth/popup-callback';
export const SILENT_CALLBACK_PATH = '/auth/silent-callback';

/** Query parameters a hosted provider needs beyond OpenID Connect's: the API audience and organization. */
export function extraAuthorizeParameters(provider: AppConfig['identityProvider']): Record<string, string> {
  return {
    ...(provider.audience ? { audience: provider.audience } : {}),
    ...(provider.organization ? { organization: provider.organization } : {}),
  };
}

/**
 * The OIDC client's settings: code flow with PKCE (the library's default), the three return pages and the
 * spec's timings (10 s per HTTP call, 60 s for a popup or hidden frame, a 400 by 600 popup). The portal
 * checks the ID token's claims itself (identity-token-checks in the domain package), and drives renewal
 * through its silent sign-in rather than the library's timer.
 */
export function clientSettings(
  provider: AppConfig['identityProvider'],
  origin: string,
  store: UserManagerSettings['userStore'],
): UserManagerSettings {
  return {
    authority: new URL(provider.authority, origin).toString(),
    client_id: provider.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    popup_redirect_uri: `${origin}${POPUP_CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/login`,
    response_type: 'code',
    response_mode: 'query',
    scope: providerScope(true),
    extraQueryParams: extraAuthorizeParameters(provider),
    automaticSilentRenew: false,
    requestTimeoutInSeconds: IDENTITY_PROVIDER_TIMINGS.httpTimeoutSeconds,
    silentRequestTimeoutInSeconds: IDENTITY_PROVIDER_TIMINGS.childWindowTimeoutSeconds,
    popupWindowFeatures: { ...IDENTITY_PROVIDER_TIMINGS.popup },
    userStore: store,
  };
}
