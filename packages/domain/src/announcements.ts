/** Announcements carry a browser-side is_dismissed flag that survives reloading the list. */

export interface AnnouncementView {
  id: string;
  attributes: object;
}

export type WithDismissed<T extends AnnouncementView> = T & {
  attributes: T['attributes'] & { is_dismissed: boolean };
};

/**
 * Marks each announcement of the new list dismissed when the previous list had it dismissed or its id
 * is among the remembered dismissed ids; every other announcement starts undismissed.
 */
export function mergeAnnouncements<T extends AnnouncementView>(
  previous: readonly WithDismissed<AnnouncementView>[],
  next: readonly T[],
  dismissedIds: Iterable<string> = [],
): WithDismissed<T>[] {
  const dismissed = new Set(dismissedIds);
  for (const announcement of previous) {
    if (announcement.attributes.is_dismissed) dismissed.add(announcement.id);
  }
  return next.map((announcement) => ({
    ...announcement,
    attributes: { ...announcement.attributes, is_dismissed: dismissed.has(announcement.id) },
  }));
}

export function dismissAnnouncement<T extends WithDismissed<AnnouncementView>>(
  announcements: readonly T[],
  id: string,
): T[] {
  return announcements.map((announcement) =>
    announcement.id === id
      ? { ...announcement, attributes: { ...announcement.attributes, is_dismissed: true } }
      : announcement,
  );
}

export function dismissedAnnouncementIds(
  announcements: readonly WithDismissed<AnnouncementView>[],
): string[] {
  return announcements.filter((announcement) => announcement.attributes.is_dismissed).map(({ id }) => id);
}

/**
 * Announcements load on every route change except on the root path, which only redirects, and on the
 * client-onboarding page, which is reached before the customer's portal is set up.
 */
export function shouldLoadAnnouncements(path: string): boolean {
  return path !== '/' && !path.startsWith('/onboarding/client/');
}

/** An announcement runs from its start (included) until its end (excluded); without an end it runs on. */
export function isAnnouncementRunning(
  announcement: { startsAt: Date; endsAt: Date | null },
  at: Date,
): boolean {
  return announcement.startsAt <= at && (announcement.endsAt === null || announcement.endsAt > at);
}
