import type { RecommendationResource } from '@fathom/contract/recommendations';
import type { Language } from '@fathom/domain/languages';
import type { Queryable } from '../../../db/database';
import { clinicWordsIn } from '../../../i18n/clinic-words';

export interface RecommendationRow {
  id: string;
  title: string;
  body: string;
  category: string;
  sort_order: number;
  link_url: string | null;
  /** The title and body in other languages than English (migration 0134). */
  translations: unknown;
}

/** A recommendation as its reader reads it: in their language where the clinic wrote it, else in English. */
export function toRecommendationResource(row: RecommendationRow, language: Language): RecommendationResource {
  const { title, body } = clinicWordsIn(row, language);
  return {
    id: row.id,
    type: 'recommendations',
    attributes: {
      title,
      body,
      category: row.category,
      sort_order: row.sort_order,
      link_url: row.link_url,
    },
  };
}

/** Recommendations for everyone plus those written for this client, in display order, in the reader's language. */
export async function listRecommendationsForClient(
  db: Queryable,
  clientId: string | null,
  language: Language,
): Promise<RecommendationResource[]> {
  const { rows } = await db.query<RecommendationRow>(
    `SELECT id, title, body, category, sort_order, link_url, translations
       FROM recommendations
      WHERE client_id IS NULL OR client_id = $1
      ORDER BY sort_order ASC, title ASC, id ASC`,
    [clientId],
  );
  return rows.map((row) => toRecommendationResource(row, language));
}

/**
 * The same list as a JSON array in one column, for a query that reads a client with its recommendations
 * in one round trip (every language's words: `toRecommendationResource` picks the reader's); `clientIdSql` is the
 * SQL naming the client's id.
 */
export function recommendationsJsonOf(clientIdSql: string): string {
  return `coalesce((
    SELECT json_agg(json_build_object('id', r.id, 'title', r.title, 'body', r.body, 'category', r.category,
             'sort_order', r.sort_order, 'link_url', r.link_url, 'translations', r.translations)
             ORDER BY r.sort_order ASC, r.title ASC, r.id ASC)
      FROM recommendations r WHERE r.client_id IS NULL OR r.client_id = ${clientIdSql}), '[]'::json)`;
}
