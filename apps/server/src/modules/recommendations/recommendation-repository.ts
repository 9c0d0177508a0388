import type { RecommendationResource } from '@fathom/contract/recommendations';
import type { Queryable } from '../../db/database';

interface RecommendationRow {
  id: string;
  title: string;
  body: string;
  category: string;
  sort_order: number;
  link_url: string | null;
}

function toResource(row: RecommendationRow): RecommendationResource {
  return {
    id: row.id,
    type: 'recommendations',
    attributes: {
      title: row.title,
      body: row.body,
      category: row.category,
      sort_order: row.sort_order,
      link_url: row.link_url,
    },
  };
}

/** Recommendations for everyone plus those written for this client, in display order. */
export async function listRecommendationsForClient(
  db: Queryable,
  clientId: string | null,
): Promise<RecommendationResource[]> {
  const { rows } = await db.query<RecommendationRow>(
    `SELECT id, title, body, category, sort_order, link_url
       FROM recommendations
      WHERE client_id IS NULL OR client_id = $1
      ORDER BY sort_order ASC, title ASC, id ASC`,
    [clientId],
  );
  return rows.map(toResource);
}
