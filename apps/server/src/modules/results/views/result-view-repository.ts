import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@fathom/domain/staff-roles';
import type { Queryable } from '../../../db/database';
import { deleteBatch } from '../../../db/delete-batch';

export type ResultViewer = 'owner' | 'partner' | 'staff' | 'shared_link';
export type ResultViewChannel = 'portal' | 'report' | 'shared_link' | 'staff' | 'fhir' | 'health_link';

export interface ResultView {
  clientId: string;
  itemId: string;
  viewer: ResultViewer;
  viewerUserId: string | null;
  /** A staff member's role at the time of the read. */
  viewerStaffRole?: StaffRole | null;
  shareLinkId?: string | null;
  /** The SMART Health Link it was read through, and who said they were opening it. */
  healthLinkId?: string | null;
  recipient?: string | null;
  channel: ResultViewChannel;
  at: Date;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The reads to write: the owner's own reads once per result, channel and day (UTC), at the latest (the table keeps
 * them so too, migration 0124); everyone else's each time.
 */
function viewsToKeep(views: readonly ResultView[]): ResultView[] {
  const owners = new Map<string, ResultView>();
  const others: ResultView[] = [];
  for (const view of views) {
    if (view.viewer !== 'owner') {
      others.push(view);
      continue;
    }
    const key = `${view.clientId} ${view.itemId} ${view.channel} ${utcDay(view.at)}`;
    const kept = owners.get(key);
    if (!kept || kept.at < view.at) owners.set(key, view);
  }
  return [...others, ...owners.values()];
}

/**
 * Several reads in one statement (one round trip whatever their number), passed as one JSON parameter: the
 * driver writes it natively, where eight arrays are escaped element by element in JavaScript. An owner's read of a
 * result already read that day through the same channel moves that day's row to the later time.
 */
export async function recordResultViews(db: Queryable, views: readonly ResultView[]): Promise<void> {
  await db.write(
    ['result_views'],
    `INSERT INTO result_views (id, client_id, item_id, viewer, viewer_user_id, viewer_staff_role, share_link_id,
                               health_link_id, recipient, channel, viewed_at)
     SELECT id, client_id, item_id, viewer, viewer_user_id, viewer_staff_role, share_link_id, health_link_id,
            recipient, channel, viewed_at
       FROM json_to_recordset($1::json) AS v(id uuid, client_id uuid, item_id uuid, viewer text,
                                             viewer_user_id uuid, viewer_staff_role text, share_link_id uuid,
                                             health_link_id uuid, recipient text, channel text,
                                             viewed_at timestamptz)
     ON CONFLICT (client_id, item_id, channel, ((viewed_at AT TIME ZONE 'UTC')::date)) WHERE viewer = 'owner'
     DO UPDATE SET viewed_at = greatest(result_views.viewed_at, excluded.viewed_at)`,
    [
      JSON.stringify(
        viewsToKeep(views).map((view) => ({
          id: randomUUID(),
          client_id: view.clientId,
          item_id: view.itemId,
          viewer: view.viewer,
          viewer_user_id: view.viewerUserId,
          viewer_staff_role: view.viewerStaffRole ?? null,
          share_link_id: view.shareLinkId ?? null,
          health_link_id: view.healthLinkId ?? null,
          recipient: view.recipient ?? null,
          channel: view.channel,
          viewed_at: view.at,
        })),
      ),
    ],
  );
}

export interface ResultViewRow {
  id: string;
  item_id: string;
  item_title: string;
  viewer: ResultViewer;
  viewer_name: string | null;
  viewer_staff_role: StaffRole | null;
  recipient: string | null;
  channel: ResultViewChannel;
  viewed_at: Date;
}

/**
 * The reads of the account's results that were not the owner's own, and the owner's latest read alone, newest
 * first: the owner reads their results on every visit (several reads a page), and a list of those tells them
 * nothing and grows without end; who else read them is what the list is for.
 */
const listedViews = `SELECT v.id, v.item_id, v.viewer, v.viewer_user_id, v.viewer_staff_role, v.recipient, v.channel,
         v.viewed_at
    FROM result_views v WHERE v.client_id = $1 AND v.viewer <> 'owner'
  UNION ALL
  (SELECT v.id, v.item_id, v.viewer, v.viewer_user_id, v.viewer_staff_role, v.recipient, v.channel, v.viewed_at
     FROM result_views v WHERE v.client_id = $1 AND v.viewer = 'owner'
    ORDER BY v.viewed_at DESC, v.id LIMIT 1)`;

export async function listResultViews(
  db: Queryable,
  clientId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ResultViewRow[]; total: number }> {
  const { rows } = await db.query<ResultViewRow>(
    `SELECT v.id, v.item_id, i.title AS item_title, v.viewer, v.viewer_staff_role, v.recipient, v.channel, v.viewed_at,
            CASE WHEN v.viewer = 'partner' THEN u.first_name || ' ' || u.last_name END AS viewer_name
       FROM (${listedViews}) v JOIN items i ON i.id = v.item_id LEFT JOIN users u ON u.id = v.viewer_user_id
      ORDER BY v.viewed_at DESC, v.id LIMIT $2 OFFSET $3`,
    [clientId, page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${listedViews}) v`, [
    clientId,
  ]);
  return { rows, total: count.rows[0]?.total ?? 0 };
}

/** Reads of results made before `cutoff`. */
export function deleteResultViewsBefore(db: Queryable, cutoff: Date, limit: number): Promise<number> {
  return deleteBatch(db, {
    table: 'result_views',
    key: 'id',
    condition: 'viewed_at < $1',
    params: [cutoff],
    limit,
  });
}
