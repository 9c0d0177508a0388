/** Dismissed announcements are remembered per user under their own key, apart from the persisted session. */
export function dismissedAnnouncementsKey(userUuid: string): string {
  return `fathom-dismissed-announcements:${userUuid}`;
}

export function readDismissedAnnouncementIds(userUuid: string | undefined): string[] {
  if (!userUuid) return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(dismissedAnnouncementsKey(userUuid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeDismissedAnnouncementIds(userUuid: string | undefined, ids: readonly string[]): void {
  if (!userUuid) return;
  try {
    localStorage.setItem(dismissedAnnouncementsKey(userUuid), JSON.stringify([...new Set(ids)]));
  } catch {
    // Storage full or blocked: the flag then lasts for this visit only.
  }
}
