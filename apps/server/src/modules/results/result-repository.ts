import type { LabResultsRequest } from '@fathom/contract/results';
import { receivedByLabAt } from '@fathom/domain/kits';
import type { Queryable } from '../../db/database';
import { markKitAnalysed, markKitResultsOut } from '../kits';

const measuredColumns = [
  'total_count',
  'total_motile_sperm',
  'total_motility',
  'concentration',
  'actual_ejaculate_concentration',
  'volume',
  'normal',
  'dna_fragmentation',
  'post_thaw_motility',
] as const;

type MeasuredRow = Record<(typeof measuredColumns)[number], string | null>;

export interface ResultRow extends MeasuredRow {
  id: string;
  item_id: string;
  ready_at: Date;
  is_azoospermic: boolean;
  lab_notes: string | null;
  corrected_at: Date | null;
}

/** The columns of a result row, from the table under the alias (for this room's repositories only). */
export const resultColumns = (alias: string) =>
  ['id', 'item_id', 'ready_at', 'is_azoospermic', 'lab_notes', 'corrected_at', ...measuredColumns]
    .map((column) => `${alias}.${column}`)
    .join(', ');

/** A released result with what its report reads of the analysed kit (see `analysedItemResource`). */
export interface ReleasedResultRow extends ResultRow {
  storage_status: string | null;
  considering_freezing: string | null;
  has_cryogenic_addons: boolean;
}

const releasedResultSql = `SELECT ${resultColumns('r')}, i.storage_status, i.considering_freezing,
    EXISTS (SELECT 1 FROM items cryo WHERE cryo.matched_analysis_id = r.item_id) AS has_cryogenic_addons
  FROM result_documents r JOIN items i ON i.id = r.item_id
  WHERE r.id = $1 AND r.client_id = $2 AND r.ready_at IS NOT NULL`;

/**
 * A released result of the account with its kit's storage facts, or null: unreleased results and other
 * accounts' are not found. Read together, so the report needs no second request for the kit.
 */
export async function findReleasedResult(
  db: Queryable,
  clientId: string,
  resultId: string,
  now: Date,
): Promise<ReleasedResultRow | null> {
  // Released by now: compared here, so the query's answer does not change with the moment (db/read-cache.ts).
  const { rows } = await db.query<ReleasedResultRow>(releasedResultSql, [resultId, clientId]);
  const row = rows[0];
  return row && new Date(row.ready_at) <= now ? row : null;
}

/** Every analysis of the account released by now, oldest first, with the day its sample was collected. */
export async function listReleasedResults(
  db: Queryable,
  clientId: string,
  now: Date,
): Promise<(ResultRow & { collected_on: string | null })[]> {
  // Released by now: compared here, so the query's answer does not change with the moment (db/read-cache.ts).
  const { rows } = await db.query<ResultRow & { collected_on: string | null }>(
    `SELECT ${resultColumns('r')}, r.collected_on FROM result_documents r
      WHERE r.client_id = $1 AND r.ready_at IS NOT NULL ORDER BY r.ready_at, r.id`,
    [clientId],
  );
  return rows.filter((row) => new Date(row.ready_at) <= now);
}

export function resultResource(row: ResultRow) {
  const number = (value: string | null) => (value === null ? null : Number(value));
  return {
    id: row.id,
    type: 'result-documents' as const,
    attributes: {
      item_id: row.item_id,
      ready_at: new Date(row.ready_at).toISOString(),
      is_azoospermic: row.is_azoospermic,
      ...Object.fromEntries(measuredColumns.map((column) => [column, number(row[column])])),
      lab_notes: row.lab_notes,
      corrected_at: row.corrected_at ? new Date(row.corrected_at).toISOString() : null,
    } as {
      item_id: string;
      ready_at: string;
      is_azoospermic: boolean;
      lab_notes: string | null;
      corrected_at: string | null;
    } & Record<(typeof measuredColumns)[number], number | null>,
  };
}

/**
 * What the report reads of the analysed kit, in the words of the kit's own answer (kits/items/item-resource.ts):
 * the stored sample's state (post-thaw motility reads Withdrawn after a withdrawal), and whether storage was
 * bought for it or is being considered (the report's sentence on storage).
 */
export function analysedItemResource(row: ReleasedResultRow) {
  return {
    id: row.item_id,
    type: 'items' as const,
    attributes: {
      storage_status: { status: row.storage_status },
      considering_freezing: row.considering_freezing,
      has_cryogenic_addons: row.has_cryogenic_addons,
    },
  };
}

/**
 * The lab's values for an analysis kit, kept unreleased (the customer sees nothing) until released. Entering
 * them again before release corrects them; a released result cannot be changed. In the caller's transaction,
 * which holds the kit's row locked until it ends.
 */
export async function saveLabResults(
  tx: Queryable,
  itemId: string,
  values: LabResultsRequest,
  id: string,
  now: Date,
): Promise<'saved' | 'not_found' | 'released'> {
  const item = await tx.query<{ client_id: string }>(
    "SELECT client_id FROM items WHERE id = $1 AND category = 'analysis' FOR UPDATE",
    [itemId],
  );
  const clientId = item.rows[0]?.client_id;
  if (!clientId) return 'not_found';
  const existing = await tx.query<{ ready_at: Date | null }>(
    'SELECT ready_at FROM result_documents WHERE item_id = $1',
    [itemId],
  );
  if (existing.rows[0]?.ready_at) return 'released';
  const columns = ['is_azoospermic', ...measuredColumns, 'lab_notes', 'collected_on'] as const;
  const params = columns.map((column) => values[column] ?? (column === 'is_azoospermic' ? false : null));
  await tx.write(
    ['result_documents'],
    `INSERT INTO result_documents (id, item_id, client_id, created_at, ${columns.join(', ')})
     VALUES ($1, $2, $3, $4, ${columns.map((_, index) => `$${index + 5}`).join(', ')})
     ON CONFLICT (item_id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
    [id, itemId, clientId, now, ...params],
  );
  await markKitAnalysed(tx, itemId, now);
  return 'saved';
}

/**
 * Releases an analysis's result to the customer, once, in the caller's transaction (with the kit's stage); answers
 * the customer's email, or null.
 */
export async function releaseResult(tx: Queryable, itemId: string, now: Date): Promise<string | null> {
  const { rows } = await tx.write<{ client_id: string }>(
    ['result_documents'],
    'UPDATE result_documents SET ready_at = $2 WHERE item_id = $1 AND ready_at IS NULL RETURNING client_id',
    [itemId, now],
  );
  const clientId = rows[0]?.client_id;
  if (!clientId) return null;
  await markKitResultsOut(tx, itemId, false, now);
  const client = await tx.query<{ email: string }>('SELECT email FROM clients WHERE id = $1', [clientId]);
  return client.rows[0]?.email ?? null;
}

export interface ReportContext {
  customerName: string;
  clientNumber: string;
  /** YYYY-MM-DD, or null when the account has none. */
  dateOfBirth: string | null;
  /** The day the sample was collected (YYYY-MM-DD), as the lab entered it. */
  collectedOn: string | null;
  /** When the lab received the kit, as its tracker shows it (receivedByLabAt). */
  receivedAt: string | null;
  storageStatus: string | null;
}

/** Who a report is about, when the sample was taken and reached the lab, and the storage state its post-thaw reading depends on. */
export async function reportContext(db: Queryable, itemId: string): Promise<ReportContext> {
  const { rows } = await db.query<{
    name: string | null;
    number: string;
    date_of_birth: string | null;
    collected_on: string | null;
    lab_received_at: Date | null;
    stage_reached_at: Record<string, string> | null;
    storage_status: string | null;
  }>(
    `SELECT u.first_name || ' ' || u.last_name AS name, c.number, c.date_of_birth, r.collected_on,
            i.lab_received_at, i.stage_reached_at, i.storage_status
       FROM items i JOIN clients c ON c.id = i.client_id
       LEFT JOIN users u ON u.client_id = c.id AND u.role = 'client'
       LEFT JOIN result_documents r ON r.item_id = i.id
      WHERE i.id = $1`,
    [itemId],
  );
  const row = rows[0];
  return {
    customerName: row?.name ?? '',
    clientNumber: row?.number ?? '',
    dateOfBirth: row?.date_of_birth ?? null,
    collectedOn: row?.collected_on ?? null,
    receivedAt: receivedByLabAt({
      labReceivedAt: row?.lab_received_at ? new Date(row.lab_received_at).toISOString() : null,
      stagesReached: Object.fromEntries(
        Object.entries(row?.stage_reached_at ?? {}).map(([stage, at]) => [stage, new Date(at).toISOString()]),
      ),
    }),
    storageStatus: row?.storage_status ?? null,
  };
}

/** A kit's result as the lab sees it, released or not (ready_at null until released); null before any values. */
export async function findLabResultOfKit(db: Queryable, itemId: string) {
  const { rows } = await db.query<Omit<ResultRow, 'ready_at'> & { ready_at: Date | null }>(
    `SELECT ${resultColumns('r')} FROM result_documents r WHERE r.item_id = $1`,
    [itemId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ...resultResource({ ...row, ready_at: row.ready_at ?? new Date(0) }).attributes,
    ready_at: row.ready_at ? new Date(row.ready_at).toISOString() : null,
  };
}

/** Whether the kit's analysis result is released: null when the kit has no result yet. */
export async function analysisReleased(db: Queryable, itemId: string): Promise<boolean | null> {
  const { rows } = await db.query<{ ready_at: Date | null }>(
    'SELECT ready_at FROM result_documents WHERE item_id = $1',
    [itemId],
  );
  return rows[0] ? rows[0].ready_at !== null : null;
}

/**
 * The lab corrected a released result (HL7 OBR-25 C): its values are replaced and the moment is kept. Answers the
 * customer's email, or null when the kit has no released result.
 */
export async function correctReleasedResult(
  db: Queryable,
  itemId: string,
  values: LabResultsRequest,
  now: Date,
): Promise<string | null> {
  const columns = ['is_azoospermic', ...measuredColumns, 'lab_notes', 'collected_on'] as const;
  const params = columns.map((column) => values[column] ?? (column === 'is_azoospermic' ? false : null));
  const { rows } = await db.write<{ client_id: string }>(
    ['result_documents'],
    `UPDATE result_documents SET ${columns.map((column, index) => `${column} = $${index + 3}`).join(', ')},
            corrected_at = $2
      WHERE item_id = $1 AND ready_at IS NOT NULL RETURNING client_id`,
    [itemId, now, ...params],
  );
  const clientId = rows[0]?.client_id;
  if (!clientId) return null;
  const client = await db.query<{ email: string }>('SELECT email FROM clients WHERE id = $1', [clientId]);
  return client.rows[0]?.email ?? null;
}

/**
 * Turns off every live link to an item's record: a link holds the record as it was when it was made (encrypted
 * under a key the server never keeps), so after a correction it would go on showing the earlier values. Answers
 * how many were turned off.
 */
export async function endHealthLinksToItem(db: Queryable, itemId: string, now: Date): Promise<number> {
  const { rows } = await db.write(
    ['health_links'],
    `UPDATE health_links SET revoked_at = $2
      WHERE item_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id`,
    [itemId, now],
  );
  return rows.length;
}

/** The lab cancelled the test: values not released yet are withdrawn. Answers whether there were any. */
export async function withdrawUnreleasedResult(db: Queryable, itemId: string): Promise<boolean> {
  const { rows } = await db.write(
    ['result_documents'],
    'DELETE FROM result_documents WHERE item_id = $1 AND ready_at IS NULL RETURNING id',
    [itemId],
  );
  return rows.length > 0;
}

/** When the lab received the sample, as its system reported it: kept with the result for the report. */
export async function recordLabReceivedAt(db: Queryable, itemId: string, at: Date): Promise<void> {
  await db.write(
    ['result_documents'],
    'UPDATE result_documents SET lab_received_at = $2 WHERE item_id = $1',
    [itemId, at],
  );
}

/** Whether the kit's analysis is entered, not released, and found no sperm (what a clinician's second look holds). */
export async function unreleasedAzoospermic(db: Queryable, itemId: string): Promise<boolean> {
  const { rows } = await db.query<{ held: boolean }>(
    'SELECT is_azoospermic AS held FROM result_documents WHERE item_id = $1 AND ready_at IS NULL',
    [itemId],
  );
  return rows[0]?.held === true;
}
