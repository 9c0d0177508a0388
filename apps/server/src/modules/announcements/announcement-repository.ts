import type { AnnouncementResource } from '@fathom/contract/announcements';
import type { Queryable } from '../../db/database';

interface AnnouncementRow {
  id: string;
  title: string;
  body: string;
  location: AnnouncementResource['attributes']['location'];
  variant: AnnouncementResource['attributes']['variant'];
  starts_at: Date;
  ends_at: Date | null;
}

function toResource(row: AnnouncementRow): AnnouncementResource {
  return {
    id: row.id,
    type: 'announcements',
    attributes: {
      title: row.title,
      body: row.body,
      location: row.location,
      variant: row.variant,
      starts_at: row.starts_at.toISOString(),
      ends_at: row.ends_at ? row.ends_at.toISOString() : null,
    },
  };
}

export interface AnnouncementFilter {
  /** Announcements for everyone plus those for these clients (own and, for an authorized user, the parent's). */
  clientIds: [string | null, string | null];
  activeAt: Date | null;
  limit: number;
  offset: number;
}

const visibleTo = `(client_id IS NULL OR client_id = $1 OR client_id = $2)
  AND ($3::timestamptz IS NULL OR (starts_at <= $3 AND (ends_at IS NULL OR ends_at > $3)))`;

/** A page and the total in one round trip; a second one counts only when the page is past the last. */
export async function listAnnouncements(
  db: Queryable,
  filter: AnnouncementFilter,
): Promise<{ announcements: AnnouncementResource[]; total: number }> {
  const params = [filter.clientIds[0], filter.clientIds[1], filter.activeAt];
  const page = await db.query<AnnouncementRow & { total: number }>(
    `SELECT id, title, body, location, variant, starts_at, ends_at, count(*) OVER ()::int AS total
       FROM announcements
      WHERE ${visibleTo}
      ORDER BY starts_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [...params, filter.limit, filter.offset],
  );
  const announcements = page.rows.map(toResource);
  if (page.rows[0]) return { announcements, total: page.rows[0].total };
  if (filter.offset === 0) return { announcements, total: 0 };
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM announcements WHERE ${visibleTo}`,
    params,
  );
  return { announcements, total: count.rows[0]?.total ?? 0 };
}
