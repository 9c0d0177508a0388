/**
 * Reads a view as a customer never reaches: each hands out a secret of the customer's (a new authenticator secret,
 * recovery codes, a signed booking link, a kit's limited session, a SMART Health Link's file, whose ticket it spends).
 */
export const viewAsWithheldReads: ReadonlySet<string> = new Set([
  'GET /api/restify/users/two-factor-setup',
  'GET /api/restify/users/recovery-codes',
  'GET /api/schedule-results-call-link',
  'GET /api/kit-session',
  'GET /api/shl-files/:ticket',
]);

/**
 * What a request carrying a view as a customer may call: reads alone (GET, and HEAD, answered by the same route),
 * and not the withheld ones. Every other method of every route is refused before it runs, so a route added later
 * is read-only to a view by default.
 */
export function viewAsMayCall(method: string, routeUrl: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  return routeUrl !== undefined && !viewAsWithheldReads.has(`GET ${routeUrl}`);
}
