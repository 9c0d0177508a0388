import { randomUUID } from 'node:crypto';
import type { ReviewKind } from '@fathom/domain/clinician-review';
import type { StiOutcome } from '@fathom/domain/results';
import type { Queryable } from '../../db/database';

/** What waits for a clinician: positive STI panels not released, and (with the second look) azoospermic analyses. */
const waitingSql = `
  SELECT r.item_id, 'sti' AS kind, r.entered_at, r.client_id
    FROM sti_reports r
   WHERE r.released_at IS NULL
     AND EXISTS (SELECT 1 FROM sti_results s WHERE s.item_id = r.item_id AND s.outcome = 'positive')
     AND ($1::text IS NULL OR $1::text = 'sti')
  UNION ALL
  SELECT d.item_id, 'azoospermia' AS kind, d.created_at AS entered_at, d.client_id
    FROM result_documents d
   WHERE d.ready_at IS NULL AND d.is_azoospermic AND $2::boolean
     AND ($1::text IS NULL OR $1::text = 'azoospermia')`;

const customerNameSql = (clientAlias: string) =>
  `coalesce((SELECT u.first_name || ' ' || u.last_name FROM users u
              WHERE u.client_id = ${clientAlias}.id AND u.role = 'client' LIMIT 1), ${clientAlias}.email)`;

export interface ReviewQueueRow {
  item_id: string;
  kind: ReviewKind;
  entered_at: Date;
  title: string;
  kit_identifier: string | null;
  client_number: string;
  customer_name: string;
  notes: number;
}

export interface ReviewQueueFilter {
  kind: ReviewKind | null;
  /** AZOOSPERMIA_SECOND_LOOK: azoospermic analyses wait for a clinician too. */
  secondLook: boolean;
  oldestFirst: boolean;
  limit: number;
  offset: number;
}

/** A page of the results waiting for a clinician, by when they were entered, and how many wait in all. */
export async function listWaitingReviews(
  db: Queryable,
  filter: ReviewQueueFilter,
): Promise<{ rows: ReviewQueueRow[]; total: number }> {
  const direction = filter.oldestFirst ? 'ASC' : 'DESC';
  const params = [filter.kind, filter.secondLook];
  const { rows } = await db.query<ReviewQueueRow>(
    `SELECT w.item_id, w.kind, w.entered_at, i.title, i.kit_identifier, c.number AS client_number,
            ${customerNameSql('c')} AS customer_name,
            (SELECT count(*)::int FROM clinician_notes n WHERE n.item_id = w.item_id) AS notes
       FROM (SELECT * FROM (${waitingSql}) waiting
              ORDER BY entered_at ${direction}, item_id ${direction} LIMIT $3 OFFSET $4) w
       JOIN items i ON i.id = w.item_id
       JOIN clients c ON c.id = w.client_id
      ORDER BY w.entered_at ${direction}, w.item_id ${direction}`,
    [...params, filter.limit, filter.offset],
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (${waitingSql}) waiting`,
    params,
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}

export interface WaitingReview {
  item_id: string;
  kind: ReviewKind;
  entered_at: Date;
  title: string;
  kit_identifier: string | null;
  client_id: string;
  client_number: string;
  customer_name: string;
  customer_email: string;
  date_of_birth: string | null;
  /** The account holder's language (users.language), null when they chose none. */
  customer_language: string | null;
}

/** The kit's result when it waits for a clinician, else null. */
export async function findWaitingReview(
  db: Queryable,
  itemId: string,
  secondLook: boolean,
): Promise<WaitingReview | null> {
  const { rows } = await db.query<WaitingReview>(
    `SELECT w.item_id, w.kind, w.entered_at, i.title, i.kit_identifier, c.id AS client_id,
            c.number AS client_number, ${customerNameSql('c')} AS customer_name, c.email AS customer_email,
            to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
            (SELECT u.language FROM users u WHERE u.client_id = c.id AND u.role = 'client'
              ORDER BY u.created_at LIMIT 1) AS customer_language
       FROM (${waitingSql}) w
       JOIN items i ON i.id = w.item_id
       JOIN clients c ON c.id = w.client_id
      WHERE w.item_id = $3`,
    [null, secondLook, itemId],
  );
  return rows[0] ?? null;
}

/** A panel's results as the lab entered them. */
export async function stiResultsOf(
  db: Queryable,
  itemId: string,
): Promise<{ test_key: string; outcome: StiOutcome; value: string }[]> {
  const { rows } = await db.query<{ test_key: string; outcome: StiOutcome; value: string }>(
    'SELECT test_key, outcome, value FROM sti_results WHERE item_id = $1 ORDER BY test_key',
    [itemId],
  );
  return rows;
}

export interface AnalysisValuesRow {
  is_azoospermic: boolean;
  volume: string | null;
  concentration: string | null;
  total_count: string | null;
  total_motility: string | null;
  lab_notes: string | null;
  collected_on: string | null;
}

/** An analysis's values as the lab entered them, released or not. */
export async function analysisValuesOf(db: Queryable, itemId: string): Promise<AnalysisValuesRow | null> {
  const { rows } = await db.query<AnalysisValuesRow>(
    `SELECT is_azoospermic, volume, concentration, total_count, total_motility, lab_notes,
            to_char(collected_on, 'YYYY-MM-DD') AS collected_on
       FROM result_documents WHERE item_id = $1`,
    [itemId],
  );
  return rows[0] ?? null;
}

export interface HistoryKitRow {
  id: string;
  title: string;
  category: string;
  kit_identifier: string | null;
  ordered_at: Date;
  tracking_stage: number | null;
}

/** The customer's kits (analysis and STI), newest first: no orders' money, no payments. */
export async function kitsOfClient(db: Queryable, clientId: string): Promise<HistoryKitRow[]> {
  const { rows } = await db.query<HistoryKitRow>(
    `SELECT id, title, category, kit_identifier, created_at AS ordered_at, tracking_stage
       FROM items WHERE client_id = $1 AND category IN ('analysis', 'sti')
      ORDER BY created_at DESC, id LIMIT 100`,
    [clientId],
  );
  return rows;
}

export interface HistoryAnalysisRow {
  item_id: string;
  title: string;
  entered_at: Date;
  released_at: Date | null;
  is_azoospermic: boolean;
  concentration: string | null;
  total_motility: string | null;
}

export interface HistoryStiRow {
  item_id: string;
  title: string;
  entered_at: Date;
  released_at: Date | null;
  results: { test_key: string; outcome: StiOutcome }[];
}

/** The customer's other results (analyses and STI panels), released or not, but the one under review. */
export async function otherResultsOfClient(
  db: Queryable,
  clientId: string,
  exceptItemId: string,
): Promise<{ analyses: HistoryAnalysisRow[]; panels: HistoryStiRow[] }> {
  const analyses = await db.query<HistoryAnalysisRow>(
    `SELECT d.item_id, i.title, d.created_at AS entered_at, d.ready_at AS released_at, d.is_azoospermic,
            d.concentration, d.total_motility
       FROM result_documents d JOIN items i ON i.id = d.item_id
      WHERE d.client_id = $1 AND d.item_id <> $2 ORDER BY d.created_at DESC LIMIT 50`,
    [clientId, exceptItemId],
  );
  const panels = await db.query<{
    item_id: string;
    title: string;
    entered_at: Date;
    released_at: Date | null;
  }>(
    `SELECT r.item_id, i.title, r.entered_at, r.released_at
       FROM sti_reports r JOIN items i ON i.id = r.item_id
      WHERE r.client_id = $1 AND r.item_id <> $2 ORDER BY r.entered_at DESC LIMIT 50`,
    [clientId, exceptItemId],
  );
  const results = await db.query<{ item_id: string; test_key: string; outcome: StiOutcome }>(
    'SELECT item_id, test_key, outcome FROM sti_results WHERE item_id = ANY($1::uuid[]) ORDER BY test_key',
    [panels.rows.map((panel) => panel.item_id)],
  );
  return {
    analyses: analyses.rows,
    panels: panels.rows.map((panel) => ({
      ...panel,
      results: results.rows
        .filter((result) => result.item_id === panel.item_id)
        .map(({ test_key, outcome }) => ({ test_key, outcome })),
    })),
  };
}

export interface ClinicianNoteRow {
  id: string;
  author_name: string;
  at: Date;
  body: string;
}

/** The clinicians' notes on a kit's result, oldest first. */
export async function notesOnItem(db: Queryable, itemId: string): Promise<ClinicianNoteRow[]> {
  const { rows } = await db.query<ClinicianNoteRow>(
    `SELECT n.id, u.first_name || ' ' || u.last_name AS author_name, n.created_at AS at, n.body
       FROM clinician_notes n JOIN users u ON u.id = n.author_user_id
      WHERE n.item_id = $1 ORDER BY n.created_at, n.id LIMIT 500`,
    [itemId],
  );
  return rows;
}

export async function insertNote(
  db: Queryable,
  note: { itemId: string; clientId: string; authorUserId: string; body: string; at: Date },
): Promise<ClinicianNoteRow> {
  const id = randomUUID();
  await db.write(
    ['clinician_notes'],
    `INSERT INTO clinician_notes (id, item_id, client_id, author_user_id, body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, note.itemId, note.clientId, note.authorUserId, note.body, note.at],
  );
  const author = await db.query<{ name: string }>(
    "SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1",
    [note.authorUserId],
  );
  return { id, author_name: author.rows[0]?.name ?? '', at: note.at, body: note.body };
}

/** The care message a clinician released the kit's result with. */
export async function insertCareMessage(
  db: Queryable,
  message: { itemId: string; clientId: string; text: string; releasedBy: string; at: Date },
): Promise<void> {
  await db.write(
    ['care_messages'],
    `INSERT INTO care_messages (item_id, client_id, text, released_by, released_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [message.itemId, message.clientId, message.text, message.releasedBy, message.at],
  );
}
