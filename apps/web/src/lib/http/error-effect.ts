import type { UserResource } from '@fathom/contract/user';
import { isConsolePath } from '@fathom/domain/console-path';
import {
  extractErrorMessage,
  isOneTimePasswordRequired,
  isUnauthenticated,
  messageForStatus,
  OTP_REQUIRED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@fathom/domain/http-errors';
import { ownClient, parentClient } from '@fathom/domain/user';
import type { ApiError } from './api-error';

/** What the app does about one failed call: the spec's toasts and redirects (section 8). */
export interface ErrorEffect {
  toast: string | null;
  logout: boolean;
  redirectTo: '/login' | '/unauthorized' | '/2fa-login' | null;
  clearNotifications: boolean;
  maintenance: boolean;
}

export interface ErrorEffectSession {
  isLoggedIn: boolean;
  user: UserResource | null;
}

/** Where the failed call was made from: the path of the page open at the time. */
export interface ErrorEffectPlace {
  path: string;
}

const nothing: ErrorEffect = {
  toast: null,
  logout: false,
  redirectTo: null,
  clearNotifications: false,
  maintenance: false,
};

function isMaintenanceAnswer(error: ApiError): boolean {
  const body = error.body;
  return (
    error.status === 503 &&
    typeof body === 'object' &&
    body !== null &&
    (body as { maintenance?: unknown }).maintenance === true
  );
}

/**
 * Staff accounts have no client of their own and none through a parent. The role says so even when only the
 * user's frame is known (after a reload, before the profile is read again: no client record is kept).
 */
function isNonClientUser(user: UserResource): boolean {
  if (
    user.attributes.role !== 'staff' &&
    user.relationships.client === null &&
    user.relationships.parent_user === null
  ) {
    return false;
  }
  return ownClient(user) === null && parentClient(user) === null;
}

export function errorEffectFor(
  error: ApiError,
  session: ErrorEffectSession,
  place: ErrorEffectPlace = { path: '' },
): ErrorEffect {
  if (error.kind === 'canceled') return nothing;
  if (isMaintenanceAnswer(error)) return { ...nothing, maintenance: true };
  const toast = (text: string) => (error.handled ? null : text);

  if (error.sessionless) {
    // A public address's 401 (a wrong passcode) is its own refusal, told in its own words.
    const ownWords = error.status === 401 || error.status === 428 ? extractErrorMessage(error.body) : null;
    const fallback = error.status === 0 ? error.message : messageForStatus(error.status, error.body);
    return { ...nothing, toast: toast(ownWords ?? fallback) };
  }
  if (error.status !== 0 && isUnauthenticated(error.status, error.body)) {
    // In the console a 401 is a staff session that ended (15 minutes idle, or signed out elsewhere): sign in again
    // and come back. Elsewhere a signed-in non-client is shown the spec's /unauthorized.
    if (session.isLoggedIn && session.user && isNonClientUser(session.user) && !isConsolePath(place.path)) {
      return { ...nothing, redirectTo: '/unauthorized', clearNotifications: true };
    }
    return { ...nothing, toast: toast(SESSION_EXPIRED_MESSAGE), logout: true, redirectTo: '/login' };
  }
  if (isOneTimePasswordRequired(error.status)) {
    return { ...nothing, toast: toast(OTP_REQUIRED_MESSAGE), redirectTo: '/2fa-login' };
  }
  if (error.status === 0) return { ...nothing, toast: toast(error.message) };
  return { ...nothing, toast: toast(messageForStatus(error.status, error.body)) };
}
