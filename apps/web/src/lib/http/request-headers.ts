import { VIEW_AS_HEADER } from '@fathom/contract/view-as-header';
import { XSRF_CHECKED_METHODS, XSRF_COOKIE, XSRF_HEADER } from '@fathom/contract/xsrf';
import { VIEW_AS_ID_KEY } from '../view-as-id';
import { readCookie } from './cookies';
import { resolveSplitUser } from './split-user';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

export interface HeaderContext {
  token: string | null;
  useOldAuthentication: boolean;
  userUuid: string | null;
  search: string;
  /** The document's cookies, read only when a request needs them: each read is a call into the browser. */
  cookies: () => string;
}

/** The headers of every API request (spec section 7), on top of what the caller set. */
export function buildRequestHeaders(
  method: string,
  context: HeaderContext,
  callerHeaders: HeadersInit | undefined,
  hasJsonBody: boolean,
): Headers {
  const headers = new Headers(callerHeaders);
  headers.set('Accept', JSON_API_MEDIA_TYPE);
  if (hasJsonBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (context.token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${context.token}`);
  if (context.useOldAuthentication) headers.set('Use-Old-Authentication', 'true');
  // While support views this tab as a customer (lib/view-as.ts), every request carries the view.
  const viewAs = sessionStorage.getItem(VIEW_AS_ID_KEY);
  if (viewAs) headers.set(VIEW_AS_HEADER, viewAs);
  const splitUser = resolveSplitUser(context.search, context.userUuid);
  if (splitUser && !headers.has('Split-User')) headers.set('Split-User', splitUser);
  // The server checks the header on changes alone, so a read does not ask the browser for its cookies.
  if (XSRF_CHECKED_METHODS.has(method) && !headers.has(XSRF_HEADER)) {
    const xsrfToken = readCookie(XSRF_COOKIE, context.cookies());
    if (xsrfToken) headers.set(XSRF_HEADER, xsrfToken);
  }
  return headers;
}
