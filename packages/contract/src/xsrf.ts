/**
 * Double-submit protection of the session cookie: the server sets the readable XSRF-TOKEN cookie, and the
 * browser app copies it into the X-XSRF-TOKEN header of every request that may change something.
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** The methods whose cookie-authenticated requests must carry the header; a read is never checked. */
export const XSRF_CHECKED_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
