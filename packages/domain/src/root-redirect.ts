/** The root path's rule (specification section 2), apart from the menus so the app shell reads it alone. */
import { isAuthorizedUser } from './authorized-user';
import type { UserView } from './user';

export interface RootSession {
  isLoggedIn: boolean;
  user: UserView | null;
}

/** Where the root path sends the visitor: staff to the clinic's console (issue 47). */
export function rootRedirect(session: RootSession): '/analysis' | '/home' | '/login' | '/staff' {
  if (!session.isLoggedIn) return '/login';
  if (session.user?.attributes.role === 'staff') return '/staff';
  return session.user && isAuthorizedUser(session.user) ? '/analysis' : '/home';
}
