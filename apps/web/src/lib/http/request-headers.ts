import { readCookie } from './cookies';
import { resolveSplitUser } from './split-user';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

export interface HeaderContext {
  token: string | null;
  useOldAuthentication: boolean;
  userUuid: string | null;
  search: string;
  cookies: string;
}

/** The headers of every API request (spec section 7), on top of what the caller set. */
export function buildRequestHeaders(
  context: HeaderContext,
  callerHeaders: HeadersInit | undefined,
  hasJsonBody: boolean,
): Headers {
  const headers = new Headers(callerHeaders);
  headers.set('Accept', JSON_API_MEDIA_TYPE);
  if (hasJsonBody && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  if (context.token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${context.token}`);
  if (context.useOldAuthentication) headers.set('Use-Old-Authentication', 'true');
  const splitUser = resolveSplitUser(context.search, context.userUuid);
  if (splitUser && !headers.has('Split-User')) headers.set('Split-User', splitUser);
  const xsrfToken = readCookie('XSRF-TOKEN', context.cookies);
  if (xsrfToken && !headers.has('X-XSRF-TOKEN')) headers.set('X-XSRF-TOKEN', xsrfToken);
  return headers;
}
