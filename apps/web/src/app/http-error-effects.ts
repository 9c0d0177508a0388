import { hasFieldErrors } from '@fathom/domain/http-errors';
import { navigate } from 'wouter/use-browser-location';
import { enterMaintenance } from '../components/maintenance';
import { clearNotifications, hasPendingNotifications, notify } from '../components/toast/notify';
import type { ApiError } from '../lib/http/api-error';
import { onApiError } from '../lib/http/api-error-events';
import { errorEffectFor } from '../lib/http/error-effect';
import { rememberReturnTo } from '../lib/return-to';
import { useSession } from '../lib/session-store';

function showErrorToast(message: string, page: string): void {
  // One error toast at a time: concurrent failures would otherwise stack the same sentence.
  if (!hasPendingNotifications()) notify({ type: 'error', message, page });
}

export function applyApiErrorEffects(error: ApiError): void {
  const session = useSession.getState();
  const effect = errorEffectFor(error, session, { path: window.location.pathname });
  if (effect.maintenance) enterMaintenance();
  if (effect.clearNotifications) clearNotifications();
  if (effect.toast) {
    const message = effect.toast;
    // The toast belongs to the page the failure leads to, so the redirect below does not make it stale.
    const page = effect.redirectTo ?? window.location.pathname;
    if (hasFieldErrors(error.status, error.body)) {
      // The failure reaches the caller after this report: a form that shows the messages by its fields
      // claims them in the meantime, and they are not told twice.
      setTimeout(() => {
        if (!error.shownInline) showErrorToast(message, page);
      }, 0);
    } else {
      showErrorToast(message, page);
    }
  }
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
