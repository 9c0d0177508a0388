import type { AnnouncementResource } from '@fathom/contract/announcements';
import { isAnnouncementRunning } from '@fathom/domain/announcements';
import type { Language } from '@fathom/domain/languages';
import type { Queryable } from '../../db/database';
import { clinicWordsIn } from '../../i18n/clinic-words';

interface AnnouncementRow {
  id: string;
  title: string;
  body: string;
  location: AnnouncementResource['attributes']['location'];
  variant: AnnouncementResource['attributes']['variant'];
  starts_at: Date;
  ends_at: Date | null;
  /** The title and body in other languages than English (migration 0134). */
  translations: unknown;
}

/** An announcement as its reader reads it: in their language where the clinic wrote it, else in English. */
export function toResource(row: AnnouncementRow, language: Language): AnnouncementResource {
  const { title, body } = clinicWordsIn(row, language);
  return {
    id: row.id,
    type: 'announcements',
    attributes: {
      title,
      body,
      location: row.location,
      variant: row.variant,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at ? row.ends_at.toISOString() : null,
    },
  };
}

export interface AnnouncementFilter {
  /** Announcements for everyone plus those for these clients (the user's own client; a partner has none). */
  clientIds: [string | null, string | null];
  /** The reader can buy (an account holder): announcements for buyers are theirs too. */
  canBuy: boolean;
  activeAt: Date | null;
  limit: number;
  offset: number;
}

const visibleAnnouncementsSql = `SELECT id, title, body, translations, location, variant, starts_at, ends_at
  FROM announcements
 WHERE (client_id IS NULL OR client_id = $1 OR client_id = $2) AND (NOT for_buyers OR $3::boolean)
 ORDER BY starts_at DESC, id DESC`;

/**
 * A page of the announcements the clients see, and their total. Every visible announcement is read (they are
 * few) and the running ones picked here rather than in the query: its answer then stays the same from one
 * moment to the next, so the read cache serves the portal's every-page request (db/read-cache.ts).
 */
export async function listAnnouncements(
  db: Queryable,
  filter: AnnouncementFilter,
): Promise<{ page: readonly AnnouncementRow[]; total: number; sources: object[] }> {
  const { rows } = await db.query<AnnouncementRow>(visibleAnnouncementsSql, [
    filter.clientIds[0],
    filter.clientIds[1],
    filter.canBuy,
  ]);
  const { activeAt } = filter;
  const listed = activeAt
    ? rows.filter((row) => isAnnouncementRunning({ startsAt: row.starts_at, endsAt: row.ends_at }, activeAt))
    : rows;
  // The rows read, for an answer written once per set of them (http/encoded-answers.ts).
  return {
    page: listed.slice(filter.offset, filter.offset + filter.limit),
    total: listed.length,
    sources: [rows],
  };
}
