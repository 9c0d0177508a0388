/**
 * The pages of the partner's reduced view (spec sections 2 and 6): the shared analysis, their own account
 * information and sign-in settings, and contracts. Route patterns, as the route table writes them.
 */
export const PARTNER_PAGES: ReadonlySet<string> = new Set([
  '/analysis',
  '/profile',
  '/contracts',
  '/contracts/request-processing',
  '/public-results/:id',
  '/for-medical-professionals',
  '/2fa-login',
  '/logout',
  '/unauthorized',
]);

/** Where a partner who opens another page is sent: their landing page, never the holder's pages. */
export const PARTNER_LANDING = '/analysis';

/** Whether the partner may open the page of this route pattern; the not-found page (no pattern) stays. */
export function partnerMayOpen(routePath: string | null): boolean {
  return routePath === null || PARTNER_PAGES.has(routePath);
}
