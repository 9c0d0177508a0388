import { describe, expect, it } from 'vitest';
import {
  dismissAnnouncement,
  dismissedAnnouncementIds,
  isAnnouncementRunning,
  mergeAnnouncements,
  shouldLoadAnnouncements,
} from './announcements';

const announcement = (id: string, title = `Title ${id}`) => ({
  id,
  type: 'announcements',
  attributes: { title, location: 'home' as const },
});

describe('mergeAnnouncements', () => {
  it('starts a new announcement undismissed', () => {
    const merged = mergeAnnouncements([], [announcement('a')]);
    expect(merged).toEqual([
      {
        id: 'a',
        type: 'announcements',
        attributes: { title: 'Title a', location: 'home', is_dismissed: false },
      },
    ]);
  });

  it('carries the dismissed flag over by id from the previous list', () => {
    const previous = dismissAnnouncement(mergeAnnouncements([], [announcement('a'), announcement('b')]), 'a');
    const merged = mergeAnnouncements(previous, [
      announcement('b'),
      announcement('a', 'Updated'),
      announcement('c'),
    ]);
    expect(merged.map((item) => [item.id, item.attributes.is_dismissed])).toEqual([
      ['b', false],
      ['a', true],
      ['c', false],
    ]);
    expect(merged[1]?.attributes.title).toBe('Updated');
  });

  it('keeps remembered dismissed ids dismissed after a refresh with no previous list', () => {
    const merged = mergeAnnouncements([], [announcement('a'), announcement('b')], ['b']);
    expect(dismissedAnnouncementIds(merged)).toEqual(['b']);
  });

  it('drops announcements that are no longer in the new list', () => {
    const previous = mergeAnnouncements([], [announcement('a')]);
    expect(mergeAnnouncements(previous, [])).toEqual([]);
  });
});

describe('dismissAnnouncement', () => {
  it('dismisses only the announcement with that id and leaves the input untouched', () => {
    const list = mergeAnnouncements([], [announcement('a'), announcement('b')]);
    const after = dismissAnnouncement(list, 'b');
    expect(dismissedAnnouncementIds(after)).toEqual(['b']);
    expect(dismissedAnnouncementIds(list)).toEqual([]);
  });
});

describe('shouldLoadAnnouncements', () => {
  it('loads on portal pages', () => {
    expect(shouldLoadAnnouncements('/home')).toBe(true);
    expect(shouldLoadAnnouncements('/analysis')).toBe(true);
    expect(shouldLoadAnnouncements('/onboarding/item/abc')).toBe(true);
  });
  it('does not load on the root path', () => {
    expect(shouldLoadAnnouncements('/')).toBe(false);
  });
  it('does not load on the client-onboarding page', () => {
    expect(shouldLoadAnnouncements('/onboarding/client/7f1c')).toBe(false);
  });
});

describe('isAnnouncementRunning', () => {
  const startsAt = new Date('2026-12-01T09:00:00Z');
  const endsAt = new Date('2026-12-08T09:00:00Z');
  const second = 1_000;

  it('runs from its start, included, until its end, excluded', () => {
    expect(isAnnouncementRunning({ startsAt, endsAt }, new Date(startsAt.getTime() - second))).toBe(false);
    expect(isAnnouncementRunning({ startsAt, endsAt }, startsAt)).toBe(true);
    expect(isAnnouncementRunning({ startsAt, endsAt }, new Date(endsAt.getTime() - second))).toBe(true);
    expect(isAnnouncementRunning({ startsAt, endsAt }, endsAt)).toBe(false);
  });

  it('runs on without an end', () => {
    expect(isAnnouncementRunning({ startsAt, endsAt: null }, new Date('2036-01-01T00:00:00Z'))).toBe(true);
  });
});
