import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { AuthUser } from '../auth/auth-context';

export type ResultViewer = 'owner' | 'partner' | 'staff' | 'shared_link';
export type ResultViewChannel = 'portal' | 'report' | 'shared_link' | 'staff';

export interface ResultView {
  clientId: string;
  itemId: string;
  viewer: ResultViewer;
  viewerUserId: string | null;
  shareLinkId?: string | null;
  channel: ResultViewChannel;
  at: Date;
}

/** Who a signed-in reader is to the results they open. */
export function viewerOf(user: AuthUser): Exclude<ResultViewer, 'shared_link'> {
  if (user.role === 'staff') return 'staff';
  return user.role === 'authorized_user' ? 'partner' : 'owner';
}

/** Every read of a result is written down, so its owner can see who looked and when. */
export async function recordResultView(db: Queryable, view: ResultView): Promise<void> {
  await db.query(
    `INSERT INTO result_views (id, client_id, item_id, viewer, viewer_user_id, share_link_id, channel, viewed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      randomUUID(),
      view.clientId,
      view.itemId,
      view.viewer,
      view.viewerUserId,
      view.shareLinkId ?? null,
      view.channel,
      view.at,
    ],
  );
}

export interface ResultViewRow {
  id: string;
  item_id: string;
  item_title: string;
  viewer: ResultViewer;
  viewer_name: string | null;
  channel: ResultViewChannel;
  viewed_at: Date;
}

/** The account's result reads, newest first. */
export async function listResultViews(
  db: Queryable,
  clientId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: ResultViewRow[]; total: number }> {
  const { rows } = await db.query<ResultViewRow>(
    `SELECT v.id, v.item_id, i.title AS item_title, v.viewer, v.channel, v.viewed_at,
            CASE WHEN v.viewer = 'partner' THEN u.first_name || ' ' || u.last_name END AS viewer_name
       FROM result_views v JOIN items i ON i.id = v.item_id LEFT JOIN users u ON u.id = v.viewer_user_id
      WHERE v.client_id = $1 ORDER BY v.viewed_at DESC, v.id LIMIT $2 OFFSET $3`,
    [clientId, page.limit, page.offset],
  );
  const count = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM result_views WHERE client_id = $1',
    [clientId],
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}
