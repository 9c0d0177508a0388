import { randomUUID } from 'node:crypto';
import type { StiOutcome } from '@fathom/domain/results';
import { STI_CLINICIAN_REVIEW_HOURS } from '@fathom/domain/sti-results';
import type { Queryable } from '../../../db/database';
import { markKitResultsOut, redateKitResultsOut } from '../../kits';

export interface StiResultRow {
  test_key: string;
  outcome: StiOutcome;
  value: string;
}

export interface StiReport {
  itemId: string;
  clientId: string;
  /** The kit's product, which the pages name the panel by; null for a kit without one in the catalogue. */
  productKey: string | null;
  title: string;
  enteredAt: Date | null;
  releasedAt: Date | null;
  /** The clinician's care message released with the panel (only a reviewed panel has one). */
  careMessage: string | null;
  results: StiResultRow[];
}

/** An STI kit of the account with its report and results (whether or not the customer may read them yet). */
export async function findStiReport(
  db: Queryable,
  clientId: string | null,
  itemId: string,
): Promise<StiReport | null> {
  const [report] = await stiReportsWhere(db, 'i.id = $1 AND ($2::uuid IS NULL OR i.client_id = $2::uuid)', [
    itemId,
    clientId,
  ]);
  return report ?? null;
}

/** Every STI kit of the account with its report and results, newest kit first; two round trips. */
export function listStiReports(db: Queryable, clientId: string): Promise<StiReport[]> {
  return stiReportsWhere(db, 'i.client_id = $1', [clientId]);
}

/** The STI kits the condition (on `items i`) selects, newest first, each with its report and results. */
async function stiReportsWhere(db: Queryable, condition: string, params: unknown[]): Promise<StiReport[]> {
  const { rows } = await db.query<{
    id: string;
    client_id: string;
    product_key: string | null;
    title: string;
    entered_at: Date | null;
    released_at: Date | null;
    care_message: string | null;
  }>(
    `SELECT i.id, i.client_id, p.key AS product_key, i.title, r.entered_at, r.released_at, m.text AS care_message
       FROM items i LEFT JOIN products p ON p.id = i.product_id
       LEFT JOIN sti_reports r ON r.item_id = i.id
       LEFT JOIN care_messages m ON m.item_id = i.id
      WHERE ${condition} AND i.category = 'sti'
      ORDER BY i.created_at DESC, i.id`,
    params,
  );
  if (rows.length === 0) return [];
  const results = await db.query<StiResultRow & { item_id: string }>(
    'SELECT item_id, test_key, outcome, value FROM sti_results WHERE item_id = ANY($1::uuid[]) ORDER BY test_key',
    [rows.map((row) => row.id)],
  );
  return rows.map((item) => ({
    itemId: item.id,
    clientId: item.client_id,
    productKey: item.product_key,
    title: item.title,
    enteredAt: item.entered_at,
    releasedAt: item.released_at,
    careMessage: item.care_message,
    results: results.rows
      .filter((result) => result.item_id === item.id)
      .map(({ test_key, outcome, value }) => ({ test_key, outcome, value })),
  }));
}

export type SaveStiOutcome =
  | { saved: true; email: string; hasPositive: boolean }
  | { saved: false; reason: 'not_found' | 'released' };

/**
 * The lab's results of an STI panel. Entering them again before release corrects them; once a clinician has
 * released them they cannot change. In the caller's transaction, which holds the kit's row locked until it ends.
 */
export async function saveStiResults(
  tx: Queryable,
  itemId: string,
  results: readonly StiResultRow[],
  now: Date,
): Promise<SaveStiOutcome> {
  const item = await tx.query<{ client_id: string; email: string }>(
    `SELECT i.client_id, c.email FROM items i JOIN clients c ON c.id = i.client_id
      WHERE i.id = $1 AND i.category = 'sti' FOR UPDATE OF i`,
    [itemId],
  );
  const owner = item.rows[0];
  if (!owner) return { saved: false, reason: 'not_found' };
  const report = await tx.query<{ released_at: Date | null }>(
    'SELECT released_at FROM sti_reports WHERE item_id = $1',
    [itemId],
  );
  if (report.rows[0]?.released_at) return { saved: false, reason: 'released' };
  await tx.write(['sti_results'], 'DELETE FROM sti_results WHERE item_id = $1', [itemId]);
  for (const result of results) {
    await tx.write(
      ['sti_results'],
      'INSERT INTO sti_results (id, item_id, test_key, outcome, value) VALUES ($1, $2, $3, $4, $5)',
      [randomUUID(), itemId, result.test_key, result.outcome, result.value],
    );
  }
  await tx.write(
    ['sti_reports'],
    `INSERT INTO sti_reports (item_id, client_id, entered_at) VALUES ($1, $2, $3)
     ON CONFLICT (item_id) DO UPDATE SET entered_at = EXCLUDED.entered_at`,
    [itemId, owner.client_id, now],
  );
  await markKitResultsOut(tx, itemId, true, now);
  return {
    saved: true,
    email: owner.email,
    hasPositive: results.some((result) => result.outcome === 'positive'),
  };
}

/** A clinician releases a reviewed panel; answers the customer's email, or null when nothing waits. */
export async function releaseStiResults(db: Queryable, itemId: string, now: Date): Promise<string | null> {
  const { rows } = await db.write<{ email: string }>(
    ['sti_reports'],
    `UPDATE sti_reports r SET released_at = $2 FROM clients c
      WHERE r.item_id = $1 AND r.released_at IS NULL AND c.id = r.client_id RETURNING c.email`,
    [itemId, now],
  );
  if (rows[0]) await dateResultsReadyByRelease(db, itemId);
  return rows[0]?.email ?? null;
}

/**
 * A panel with a positive result is readable from its release (or the end of the review window, whichever came
 * first: stiReadableAt), not from its entry: the kit's tracker dates "Results ready" then, as every page dates
 * the results.
 */
async function dateResultsReadyByRelease(db: Queryable, itemId: string): Promise<void> {
  const { rows } = await db.query<{ readable_at: Date }>(
    `SELECT least(r.released_at, r.entered_at + make_interval(hours => $2::int)) AS readable_at
       FROM sti_reports r
      WHERE r.item_id = $1
        AND EXISTS (SELECT 1 FROM sti_results s WHERE s.item_id = r.item_id AND s.outcome = 'positive')`,
    [itemId, STI_CLINICIAN_REVIEW_HOURS],
  );
  if (rows[0]) await redateKitResultsOut(db, itemId, rows[0].readable_at);
}

/** A kit's STI results as the lab sees them, released or not, and when they were released. */
export async function findLabStiResultsOfKit(db: Queryable, itemId: string) {
  const { rows } = await db.query<{
    test_key: string;
    outcome: string;
    value: string;
    released_at: Date | null;
  }>(
    `SELECT s.test_key, s.outcome, s.value, r.released_at FROM sti_results s
       LEFT JOIN sti_reports r ON r.item_id = s.item_id WHERE s.item_id = $1 ORDER BY s.test_key`,
    [itemId],
  );
  return {
    sti_results: rows.map(({ test_key, outcome, value }) => ({ test_key, outcome, value })),
    sti_released_at: rows[0]?.released_at ? new Date(rows[0].released_at).toISOString() : null,
  };
}
