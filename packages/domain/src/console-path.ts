/**
 * Whether a path is the clinic's console (its overview or one of its pages). Its own module: every page's error
 * handling asks it, and the console's other rules stay out of the customer pages' first load.
 */
export function isConsolePath(path: string): boolean {
  return path === '/staff' || path.startsWith('/staff/');
}
