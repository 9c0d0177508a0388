import { t } from '@lingui/core/macro';
import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';

/** The identity provider's failures, by kind, with the spec's messages (section 8). */
export type ProviderErrorKind =
  | 'popup_blocked'
  | 'popup_closed'
  | 'login_required'
  | 'mfa_required'
  | 'missing_refresh_token'
  | 'timeout'
  | 'invalid_state'
  | 'no_query'
  | 'provider';

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly kind: ProviderErrorKind,
    message: string,
  ) {
    super(message);
  }
}

export const POPUP_BLOCKED_MESSAGE = 'Unable to open a popup for loginWithPopup - window.open returned null';
export const NO_QUERY_MESSAGE = 'There are no query params available for parsing.';
export const LOGIN_REQUIRED_ISOLATED_MESSAGE =
  'Login required: this page is cross-origin isolated, so the hidden sign-in frame could not reach the identity provider. Sign in again.';

export function missingRefreshToken(audience: string, scope: string): ProviderError {
  return new ProviderError(
    'missing_refresh_token',
    `Missing Refresh Token (audience: '${audience}', scope: '${scope}')`,
  );
}

/** Names what the OIDC library threw in the portal's terms. */
export function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof ErrorResponse) {
    if (error.error === 'login_required')
      return new ProviderError(
        'login_required',
        globalThis.crossOriginIsolated
          ? LOGIN_REQUIRED_ISOLATED_MESSAGE
          : (error.error_description ?? 'Login required'),
      );
    if (error.error === 'mfa_required')
      return new ProviderError(
        'mfa_required',
        error.error_description ?? 'Multi-factor authentication required',
      );
    return new ProviderError(
      'provider',
      error.error_description ?? error.error ?? 'The identity provider refused.',
    );
  }
  if (error instanceof ErrorTimeout) return new ProviderError('timeout', 'Timeout when executing fetch');
  const message = error instanceof Error ? error.message : String(error);
  if (message === 'Attempted to navigate on a disposed window')
    return new ProviderError('popup_blocked', POPUP_BLOCKED_MESSAGE);
  if (message === 'Popup closed by user' || message === 'Popup closed')
    return new ProviderError('popup_closed', 'Popup closed');
  if (message === 'No matching state found in storage')
    return new ProviderError('invalid_state', 'Invalid state');
  if (message === 'No state in response') return new ProviderError('no_query', NO_QUERY_MESSAGE);
  return new ProviderError('provider', message);
}

/** What to tell the visitor when the popup sign-in does not finish. */
export function popupFailureMessage(error: ProviderError): string {
  if (error.kind === 'popup_blocked')
    return t`Your browser blocked the sign-in window. Allow pop-ups for this site, or sign in with your account provider in this window.`;
  if (error.kind === 'popup_closed')
    return t`The sign-in window was closed before you finished. Try again when you are ready.`;
  const reason = error.message;
  return t`Your account provider did not confirm the sign-in (${reason}). Try again.`;
}
