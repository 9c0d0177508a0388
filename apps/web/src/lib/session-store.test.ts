import { afterEach, describe, expect, it } from 'vitest';
import { userFixture } from '../test/user-fixture';
import { keptSession, SESSION_STORAGE_KEY, useSession } from './session-store';

function persisted(): Record<string, unknown> {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : {};
}

describe('session store', () => {
  afterEach(() => useSession.getState().logout());

  it('persists only isLoggedIn, the frame of the user and disableTrackEvents: no token, no health data', () => {
    const user = userFixture();
    useSession.getState().login('secret-token', user, { disableTrackEvents: true });
    expect(Object.keys(persisted()).sort()).toEqual(['disableTrackEvents', 'isLoggedIn', 'user']);
    expect(persisted()).toEqual({
      isLoggedIn: true,
      user: { ...user, relationships: { client: null, parent_user: null } },
      disableTrackEvents: true,
    });
    const stored = localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    for (const secret of ['secret-token', 'date_of_birth', 'phone', 'is_azoospermic', 'has_results_ready']) {
      expect(stored).not.toContain(secret);
    }
    expect(useSession.getState().user).toEqual(user);
  });

  it('keeps the token and old-authentication flag in memory after login', () => {
    useSession.getState().login('secret-token', userFixture());
    expect(useSession.getState()).toMatchObject({
      token: 'secret-token',
      useOldAuthentication: true,
      isLoggedIn: true,
    });
  });

  it('clears everything on logout and removes the persisted key', () => {
    useSession.getState().login('secret-token', userFixture(), { disableTrackEvents: true });
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({
      isLoggedIn: false,
      token: null,
      user: null,
      disableTrackEvents: false,
      useOldAuthentication: false,
    });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('restores isLoggedIn and user from storage after a reload', () => {
    const user = userFixture();
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { isLoggedIn: true, user, disableTrackEvents: false }, version: 0 }),
    );
    useSession.setState(keptSession());
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, user, token: null });
  });
});
