import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearNotifications, useToastStore } from '../../components/toast/notify';
import { takeReturnTo } from '../../lib/return-to';
import { userFrame, useSession } from '../../lib/session-store';
import { mockApi } from '../../test/mock-api';
import { userFixture } from '../../test/user-fixture';
import { confirmKeptSession } from './confirm-kept-session';

/** The state a reload leaves: signed in, with only the user's frame read back from the browser's storage. */
function afterReload(path: string) {
  window.history.replaceState(null, '', path);
  useSession.setState({ isLoggedIn: true, user: userFrame(userFixture()), profileFresh: false });
}

const profileRefused = () =>
  mockApi([
    { method: 'GET', path: '/api/restify/profile', status: 401, body: { message: 'Unauthenticated.' } },
  ]);

const toastMessages = () => useToastStore.getState().toasts.map((toast) => toast.message);

describe("confirming the browser's kept session before a prerendered page is taken over", () => {
  beforeEach(() => {
    clearNotifications();
    takeReturnTo();
  });
  afterEach(() => {
    clearNotifications();
    useSession.getState().logout();
  });

  it("keeps this visit's profile when the session holds", async () => {
    const user = userFixture();
    mockApi([{ method: 'GET', path: '/api/restify/profile', body: { data: user } }]);
    afterReload('/login');
    await confirmKeptSession();
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, profileFresh: true, user });
    expect(window.location.pathname).toBe('/login');
  });

  it('signs out without a word on the sign-in page when the server no longer knows the session', async () => {
    profileRefused();
    afterReload('/login');
    await confirmKeptSession();
    expect(useSession.getState()).toMatchObject({ isLoggedIn: false, user: null });
    expect(window.location.pathname).toBe('/login');
    expect(toastMessages()).toEqual([]);
  });

  it('elsewhere ends the session as any 401 does: the toast, and sign-in, coming back after', async () => {
    profileRefused();
    afterReload('/checkouts?step=2');
    await confirmKeptSession();
    expect(useSession.getState().isLoggedIn).toBe(false);
    expect(window.location.pathname).toBe('/login');
    expect(toastMessages()).toEqual(['Your session expired. Please login in again to use the application']);
    expect(takeReturnTo()).toBe('/checkouts?step=2');
  });

  it('leaves any other failure to the signed-in pages, still signed in', async () => {
    mockApi([
      { method: 'GET', path: '/api/restify/profile', status: 500, body: { message: 'Server Error' } },
    ]);
    afterReload('/login');
    await confirmKeptSession();
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, profileFresh: false });
  });
});
