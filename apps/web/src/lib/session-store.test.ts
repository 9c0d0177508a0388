import type { AnnouncementResource } from '@fathom/contract/announcements';
import { afterEach, describe, expect, it } from 'vitest';
import { userFixture } from '../test/user-fixture';
import { SESSION_STORAGE_KEY, useSession } from './session-store';

function announcement(id: string): AnnouncementResource {
  return {
    id,
    type: 'announcements',
    attributes: {
      title: `Announcement ${id}`,
      body: 'Body',
      location: 'home',
      variant: 'info',
      starts_at: '2025-01-01T00:00:00.000Z',
      ends_at: null,
    },
  } as AnnouncementResource;
}

function persisted(): Record<string, unknown> {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : {};
}

describe('session store', () => {
  afterEach(() => useSession.getState().logout());

  it('persists only isLoggedIn, the frame of the user and disableTrackEvents: no token, no health data', () => {
    const user = userFixture();
    useSession.getState().login('secret-token', user, { disableTrackEvents: true });
    useSession.getState().setAnnouncements([announcement('a1')]);
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
    useSession.getState().setAnnouncements([announcement('a1')]);
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({
      isLoggedIn: false,
      token: null,
      user: null,
      disableTrackEvents: false,
      announcements: [],
      useOldAuthentication: false,
    });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('restores isLoggedIn and user from storage after a reload', async () => {
    const user = userFixture();
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ state: { isLoggedIn: true, user, disableTrackEvents: false }, version: 0 }),
    );
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ isLoggedIn: true, user, token: null });
  });

  it('keeps dismissed announcements dismissed when the list reloads, per user', () => {
    useSession.getState().login('t', userFixture({ uuid: 'sam' }));
    useSession.getState().setAnnouncements([announcement('a1'), announcement('a2')]);
    useSession.getState().dismissAnnouncement('a1');
    useSession.getState().setAnnouncements([announcement('a1'), announcement('a2'), announcement('a3')]);
    const flags = useSession.getState().announcements.map((item) => [item.id, item.attributes.is_dismissed]);
    expect(flags).toEqual([
      ['a1', true],
      ['a2', false],
      ['a3', false],
    ]);

    // A fresh session of the same user (after a reload) still remembers it.
    useSession.getState().logout();
    useSession.getState().login('t', userFixture({ uuid: 'sam' }));
    useSession.getState().setAnnouncements([announcement('a1')]);
    expect(useSession.getState().announcements[0]?.attributes.is_dismissed).toBe(true);
  });
});
