import { isApiError } from '../../lib/http/api-error';
import { loadProfile } from '../../lib/session-profile';
import { useSession } from '../../lib/session-store';

/**
 * Confirms the signed-in frame the browser kept by reading this visit's profile (which is then kept), before
 * the app takes over a prerendered page. A session the server no longer knows ends as any 401 does (H-20), but
 * on the page that would lead to (sign-in) it ends without a word, so that page is taken over as it was sent,
 * with what the visitor has typed. Any other failure is left to the signed-in pages, which offer to try again.
 */
export async function confirmKeptSession(): Promise<void> {
  try {
    await loadProfile();
  } catch (error) {
    if (!isApiError(error)) return;
    const [{ errorEffectFor }, { applyApiErrorEffects }] = await Promise.all([
      import('../../lib/http/error-effect'),
      import('../http-error-effects'),
    ]);
    const session = useSession.getState();
    const effect = errorEffectFor(error, session, { path: window.location.pathname });
    if (!effect.logout) return;
    if (effect.redirectTo === window.location.pathname) session.logout();
    else applyApiErrorEffects(error);
  }
}
