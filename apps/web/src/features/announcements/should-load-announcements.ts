/**
 * Announcements load on every route change except on the root path, which only redirects, and on the
 * client-onboarding page, which is reached before the customer's portal is set up.
 */
export function shouldLoadAnnouncements(path: string): boolean {
  return path !== '/' && !path.startsWith('/onboarding/client/');
}
