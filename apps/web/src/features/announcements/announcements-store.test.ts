import type { AnnouncementResource } from '@fathom/contract/announcements';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../lib/session-store';
import { userFixture } from '../../test/user-fixture';
import { useAnnouncements } from './announcements-store';

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

describe('announcements store', () => {
  afterEach(() => useSession.getState().logout());

  it('keeps dismissed announcements dismissed when the list reloads, per user', () => {
    useSession.getState().login('t', userFixture({ uuid: 'sam' }));
    useAnnouncements.getState().setAnnouncements([announcement('a1'), announcement('a2')]);
    useAnnouncements.getState().dismissAnnouncement('a1');
    useAnnouncements
      .getState()
      .setAnnouncements([announcement('a1'), announcement('a2'), announcement('a3')]);
    const flags = useAnnouncements
      .getState()
      .announcements.map((item) => [item.id, item.attributes.is_dismissed]);
    expect(flags).toEqual([
      ['a1', true],
      ['a2', false],
      ['a3', false],
    ]);

    // A fresh session of the same user (after a reload) still remembers it.
    useSession.getState().logout();
    useSession.getState().login('t', userFixture({ uuid: 'sam' }));
    useAnnouncements.getState().setAnnouncements([announcement('a1')]);
    expect(useAnnouncements.getState().announcements[0]?.attributes.is_dismissed).toBe(true);
  });

  it('forgets the list when the session ends', () => {
    useSession.getState().login('t', userFixture());
    useAnnouncements.getState().setAnnouncements([announcement('a1')]);
    useSession.getState().logout();
    expect(useAnnouncements.getState().announcements).toEqual([]);
  });
});
