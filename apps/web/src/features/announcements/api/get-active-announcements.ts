import type { AnnouncementResource } from '@fathom/contract/announcements';
import { api } from '../../../lib/http/client';

/** GET /api/restify/announcements?active=true: the announcements running now. */
export function getActiveAnnouncements(): Promise<AnnouncementResource[]> {
  return api.get<AnnouncementResource[]>('/restify/announcements', { query: { active: 'true' } });
}
