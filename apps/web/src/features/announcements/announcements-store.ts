import type { AnnouncementResource } from '@fathom/contract/announcements';
import {
  dismissAnnouncement,
  dismissedAnnouncementIds,
  mergeAnnouncements,
} from '@fathom/domain/announcements';
import { create } from 'zustand';
import {
  readDismissedAnnouncementIds,
  writeDismissedAnnouncementIds,
} from '../../lib/dismissed-announcements';
import { onSessionEnd, useSession } from '../../lib/session-store';

export type SessionAnnouncement = AnnouncementResource & {
  attributes: AnnouncementResource['attributes'] & { is_dismissed: boolean };
};

interface AnnouncementsState {
  /** The active announcements of this signed-in visit, in memory only. */
  announcements: SessionAnnouncement[];
  /** Keeps dismissed flags from the previous list and from this user's remembered dismissals. */
  setAnnouncements: (list: AnnouncementResource[]) => void;
  dismissAnnouncement: (id: string) => void;
}

const userUuid = () => useSession.getState().user?.attributes.uuid;

/**
 * The signed-in visit's announcements, apart from the session store: only signed-in pages load them, and this code
 * with them; the first page a visitor sees signed out carries none of it.
 */
export const useAnnouncements = create<AnnouncementsState>()((set, get) => ({
  announcements: [],
  setAnnouncements: (list) => {
    const remembered = readDismissedAnnouncementIds(userUuid());
    set({ announcements: mergeAnnouncements(get().announcements, list, remembered) });
  },
  dismissAnnouncement: (id) => {
    const next = dismissAnnouncement(get().announcements, id);
    const uuid = userUuid();
    writeDismissedAnnouncementIds(uuid, [
      ...readDismissedAnnouncementIds(uuid),
      ...dismissedAnnouncementIds(next),
    ]);
    set({ announcements: next });
  },
}));

// A session's announcements end with it.
onSessionEnd(() => useAnnouncements.setState({ announcements: [] }));
