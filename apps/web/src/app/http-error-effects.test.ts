import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearNotifications, notify, useToastStore } from '../components/toast/notify';
import { ApiError } from '../lib/http/api-error';
import { api } from '../lib/http/client';
import { serverFieldErrors } from '../lib/http/server-field-errors';
import { takeReturnTo } from '../lib/return-to';
import { useSession } from '../lib/session-store';
import { mockApi } from '../test/mock-api';
import { userFixture } from '../test/user-fixture';
import { applyApiErrorEffects, installHttpErrorEffects } from './http-error-effects';

function failure(status: number, body: unknown = {}): ApiError {
  return new ApiError({
    status,
    body,
    kind: status >= 500 ? 'bad_response' : 'bad_request',
    message: 'x',
    method: 'GET',
    path: '/x',
  });
}

const visibleMessages = () =>
  useToastStore
    .getState()
    .toasts.filter((toast) => toast.visible)
    .map((toast) => toast.message);

describe('shared HTTP error effects', () => {
  beforeEach(() => {
    clearNotifications();
    window.history.replaceState(null, '', '/analysis?id=7');
  });
  afterEach(() => {
    clearNotifications();
    useSession.getState().logout();
  });

  it('on 401 shows the session-expired toast, logs out and goes to /login, remembering the page', () => {
    useSession.getState().login('token', userFixture());
    applyApiErrorEffects(failure(401, { message: 'Unauthenticated.' }));
    expect(visibleMessages()).toEqual(['Your session expired. Please login in again to use the application']);
    // The toast is about the page the failure leads to: arriving there does not make it stale.
    expect(useToastStore.getState().toasts[0]?.page).toBe('/login');
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(useSession.getState().token).toBeNull();
    expect(window.location.pathname).toBe('/login');
    expect(takeReturnTo()).toBe('/analysis?id=7');
  });

  it('sends signed-in staff to /unauthorized and clears pending toasts', () => {
    useSession.getState().login('token', userFixture({ role: 'staff', client: null }));
    notify({ type: 'info', message: 'Earlier note' });
    applyApiErrorEffects(failure(401));
    expect(visibleMessages()).toEqual([]);
    expect(window.location.pathname).toBe('/unauthorized');
    expect(useSession.getState().isLoggedIn).toBe(true);
  });

  it("ends a staff member's session that ended in the console: sign in again, then back to the same list", () => {
    window.history.replaceState(null, '', '/staff/lab?page=2');
    useSession.getState().login('token', userFixture({ role: 'staff', client: null }));
    applyApiErrorEffects(failure(401, { message: 'Unauthenticated.' }));
    expect(visibleMessages()).toEqual(['Your session expired. Please login in again to use the application']);
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(window.location.pathname).toBe('/login');
    expect(takeReturnTo()).toBe('/staff/lab?page=2');
  });

  it('on 428 goes to /2fa-login with its toast', () => {
    applyApiErrorEffects(failure(428));
    expect(visibleMessages()).toEqual([
      'One time password confirmation is required in order to perform this action',
    ]);
    expect(window.location.pathname).toBe('/2fa-login');
  });

  it('shows one error toast for concurrent failures', () => {
    applyApiErrorEffects(failure(500));
    applyApiErrorEffects(failure(500));
    applyApiErrorEffects(failure(403));
    expect(visibleMessages()).toEqual(['A server error occurred during request execution']);
  });

  it('shows no error toast while another notification is pending', () => {
    notify({ type: 'success', message: 'Saved.' });
    applyApiErrorEffects(failure(500));
    expect(visibleMessages()).toEqual(['Saved.']);
  });

  it('tags a toast with the page it was shown on when the failure leads nowhere else', () => {
    applyApiErrorEffects(failure(500));
    expect(useToastStore.getState().toasts[0]?.page).toBe('/analysis');
  });
});

describe('validation errors shown by a form', () => {
  const wrong = 'The current password is not correct.';
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  let uninstall: () => void;

  beforeEach(() => {
    clearNotifications();
    uninstall = installHttpErrorEffects();
    mockApi([
      {
        method: 'POST',
        path: '/api/restify/users/password',
        status: 422,
        body: { message: wrong, errors: { current_password: [wrong] } },
      },
      { method: 'POST', path: '/api/restify/orders', status: 422, body: { message: 'Refused.' } },
    ]);
  });
  afterEach(() => {
    uninstall();
    clearNotifications();
    vi.unstubAllGlobals();
  });

  it('are not also toasted when the form shows their messages by its fields', async () => {
    const shown = await api.post('/restify/users/password', {}).catch(serverFieldErrors);
    expect(shown).toEqual({ current_password: wrong });
    await nextTask();
    expect(visibleMessages()).toEqual([]);
  });

  it('are toasted when the caller does not show them by any field', async () => {
    await api.post('/restify/users/password', {}).catch(() => undefined);
    await nextTask();
    expect(visibleMessages()).toEqual([wrong]);
  });

  it('a 422 with a message only is toasted at once: no form can show it by a field', async () => {
    await api.post('/restify/orders', {}).catch(serverFieldErrors);
    expect(visibleMessages()).toEqual(['Refused.']);
  });
});
