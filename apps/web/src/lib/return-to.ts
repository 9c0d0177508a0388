/** Where a visitor was heading when sent to sign in, so that signing in can bring them back. */
const RETURN_TO_KEY = 'fathom-return-to';

const neverReturnTo = [
  '/login',
  '/logout',
  '/2fa-login',
  '/forgot-password',
  '/password/reset',
  '/unauthorized',
  '/login-as',
  '/auth/callback',
  '/auth/popup-callback',
  '/auth/silent-callback',
];

export function rememberReturnTo(pathWithQuery: string): void {
  const pathname = pathWithQuery.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/') || pathname === '/' || neverReturnTo.includes(pathname)) return;
  try {
    sessionStorage.setItem(RETURN_TO_KEY, pathWithQuery);
  } catch {
    // Storage blocked: the visitor lands on the default page after signing in.
  }
}

/** Answers the remembered path once, then forgets it. */
export function takeReturnTo(): string | null {
  try {
    const value = sessionStorage.getItem(RETURN_TO_KEY);
    sessionStorage.removeItem(RETURN_TO_KEY);
    return value?.startsWith('/') && !value.startsWith('//') ? value : null;
  } catch {
    return null;
  }
}
