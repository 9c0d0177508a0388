import type { ClientUpdateRequest } from '@fathom/contract/user';
import type { Queryable } from '../../../db/database';
import { type RecommendationRow, recommendationsJsonOf } from '../recommendations/recommendation-repository';

/** A client with the facts derived from its items, results and vials, and the recommendations it reads. */
export interface ClientView {
  id: string;
  number: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  hasActiveFertilityConsultation: boolean;
  hasUnmatchedSubscriptions: boolean;
  hasActiveSubscriptions: boolean;
  hasCryogenic: boolean;
  latestAnalysis: {
    id: string;
    createdAt: Date;
    trackingStage: number | null;
    registered: boolean;
    heldAtLab: boolean;
  } | null;
  latestReadyResult: { id: string; readyAt: Date; itemId: string; isAzoospermic: boolean } | null;
  recommendations: RecommendationRow[];
}

interface ClientViewRow {
  id: string;
  number: string;
  email: string;
  phone: string | null;
  date_of_birth: string | null;
  has_active_fertility_consultation: boolean;
  has_unmatched_subscriptions: boolean;
  has_active_subscriptions: boolean;
  has_cryogenic: boolean;
  latest_analysis_id: string | null;
  latest_analysis_created_at: Date | null;
  latest_analysis_tracking_stage: number | null;
  latest_analysis_registered: boolean | null;
  latest_analysis_held_at_lab: boolean | null;
  latest_result_id: string | null;
  latest_result_ready_at: Date | null;
  latest_result_item_id: string | null;
  latest_result_is_azoospermic: boolean | null;
  recommendations: RecommendationRow[];
}

function toClientView(row: ClientViewRow): ClientView {
  return {
    id: row.id,
    number: row.number,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.date_of_birth,
    hasActiveFertilityConsultation: row.has_active_fertility_consultation,
    hasUnmatchedSubscriptions: row.has_unmatched_subscriptions,
    hasActiveSubscriptions: row.has_active_subscriptions,
    hasCryogenic: row.has_cryogenic,
    latestAnalysis:
      row.latest_analysis_id && row.latest_analysis_created_at
        ? {
            id: row.latest_analysis_id,
            createdAt: row.latest_analysis_created_at,
            trackingStage: row.latest_analysis_tracking_stage,
            registered: row.latest_analysis_registered === true,
            heldAtLab: row.latest_analysis_held_at_lab === true,
          }
        : null,
    latestReadyResult:
      row.latest_result_id && row.latest_result_ready_at && row.latest_result_item_id
        ? {
            id: row.latest_result_id,
            readyAt: row.latest_result_ready_at,
            itemId: row.latest_result_item_id,
            isAzoospermic: row.latest_result_is_azoospermic === true,
          }
        : null,
    recommendations: row.recommendations,
  };
}

const clientViewSql = `SELECT c.id, c.number, c.email, c.phone, c.date_of_birth, c.has_active_fertility_consultation,
            c.has_unmatched_subscriptions, c.has_active_subscriptions,
            EXISTS (
              SELECT 1 FROM items i JOIN vials v ON v.item_id = i.id
               WHERE i.client_id = c.id AND i.category = 'cryogenic' AND v.status <> 'destroyed' AND v.withdrawn_at IS NULL
            ) AS has_cryogenic,
            analysis.id AS latest_analysis_id, analysis.created_at AS latest_analysis_created_at,
            analysis.tracking_stage AS latest_analysis_tracking_stage,
            analysis.registered AS latest_analysis_registered, analysis.held_at_lab AS latest_analysis_held_at_lab,
            result.id AS latest_result_id, result.ready_at AS latest_result_ready_at,
            result.item_id AS latest_result_item_id, result.is_azoospermic AS latest_result_is_azoospermic,
            ${recommendationsJsonOf('c.id')} AS recommendations
       FROM clients c
       LEFT JOIN LATERAL (
         SELECT i.id, i.created_at, i.tracking_stage,
                EXISTS (SELECT 1 FROM kit_registrations k WHERE k.item_id = i.id) AS registered,
                (i.lab_received_at IS NOT NULL) AS held_at_lab
           FROM items i
          WHERE i.client_id = c.id AND i.category = 'analysis'
          ORDER BY i.created_at DESC, i.id DESC LIMIT 1
       ) analysis ON true
       LEFT JOIN LATERAL (
         SELECT r.id, r.ready_at, r.item_id, r.is_azoospermic FROM result_documents r
          WHERE r.client_id = c.id AND r.ready_at IS NOT NULL
          ORDER BY r.ready_at DESC, r.id DESC LIMIT 1
       ) result ON true
      WHERE c.id = $1`;

/** One round trip: the client, its latest analysis and ready result, and its recommendations. */
export async function findClientView(db: Queryable, clientId: string): Promise<ClientView | null> {
  const { rows } = await db.query<ClientViewRow>(clientViewSql, [clientId]);
  return rows[0] ? toClientView(rows[0]) : null;
}

export async function clientExists(db: Queryable, clientId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM clients WHERE id = $1', [clientId]);
  return rows.length > 0;
}

export async function updateClientContact(
  db: Queryable,
  clientId: string,
  changes: ClientUpdateRequest,
  now: Date,
): Promise<void> {
  const assignments: string[] = [];
  const values: unknown[] = [clientId];
  const set = (column: string, value: unknown) => {
    values.push(value);
    assignments.push(`${column} = $${values.length}`);
  };
  if (changes.phone !== undefined) set('phone', changes.phone);
  if (changes.date_of_birth !== undefined) set('date_of_birth', changes.date_of_birth);
  if (changes.email !== undefined) set('email', changes.email);
  set('updated_at', now);
  await db.write(['clients'], `UPDATE clients SET ${assignments.join(', ')} WHERE id = $1`, values);
}
