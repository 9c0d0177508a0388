import { navigate } from 'wouter/use-browser-location';
import { enterMaintenance } from '../components/maintenance-message';
import { clearNotifications, hasPendingNotifications, notify } from '../components/toast/notify';
import type { ApiError } from '../lib/http/api-error';
import { onApiError } from '../lib/http/api-error-events';
import { errorEffectFor } from '../lib/http/error-effect';
import { rememberReturnTo } from '../lib/return-to';
import { useSession } from '../lib/session-store';

export function applyApiErrorEffects(error: ApiError): void {
  const session = useSession.getState();
  const effect = errorEffectFor(error, session);
  if (effect.maintenance) enterMaintenance();
  if (effect.clearNotifications) clearNotifications();
  // One error toast at a time: concurrent failures would otherwise stack the same sentence.
  if (effect.toast && !hasPendingNotifications()) notify({ type: 'error', message: effect.toast });
  if (effect.logout) {
    if (effect.redirectTo === '/login' && session.isLoggedIn) {
      rememberReturnTo(`${window.location.pathname}${window.location.search}${window.location.hash}`);
    }
    session.logout();
  }
  if (effect.redirectTo && window.location.pathname !== effect.redirectTo) navigate(effect.redirectTo);
}

/** The one place that turns failed API calls into the spec's toasts and redirects. */
export function installHttpErrorEffects(): () => void {
  return onApiError(applyApiErrorEffects);
}
