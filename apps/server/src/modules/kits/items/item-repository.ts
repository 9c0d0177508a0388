import type { Queryable } from '../../../db/database';
import { refreshUnmatchedStorageFlag } from '../../account';

export interface ItemRow {
  id: string;
  client_id: string;
  product_id: string | null;
  product_key: string | null;
  product_title: string | null;
  product_price_cents: number | null;
  title: string;
  category: 'analysis' | 'sti' | 'supplement' | 'consultation' | 'cryogenic';
  po_number: string | null;
  status_step: string | null;
  tracking_stage: number | null;
  storage_status: string | null;
  considering_freezing: string | null;
  delivery_carrier: string | null;
  tracking_number: string | null;
  stage_reached_at: Record<string, string>;
  remaining_vials_count: number;
  created_at: Date;
  shipping_address: Record<string, string | null> | null;
  kit_delivery_type: string | null;
  preferred_delivery_date: string | null;
  order_details_completed_at: Date | null;
  needs_mdi_validation: boolean;
  registered: boolean;
  held_at_lab: boolean;
  has_cryogenic_addons: boolean;
  order_id: string | null;
  order_po_number: string | null;
  order_created_at: Date | null;
  package_id: string | null;
  package_key: string | null;
  package_title: string | null;
}

/** A released result by reference; its values are read (and the read recorded) through the results routes. */
export interface ResultDocumentRow {
  id: string;
  item_id: string;
  ready_at: Date;
}

const itemColumns = `i.id, i.client_id, i.product_id, p.key AS product_key, p.title AS product_title,
  p.price_cents AS product_price_cents, i.title, i.category, i.po_number, i.status_step, i.tracking_stage,
  i.storage_status, i.considering_freezing, i.delivery_carrier, i.tracking_number, i.stage_reached_at, i.created_at, i.shipping_address,
  i.kit_delivery_type, to_char(i.preferred_delivery_date, 'YYYY-MM-DD') AS preferred_delivery_date,
  i.order_details_completed_at, i.needs_mdi_validation,
  EXISTS (SELECT 1 FROM kit_registrations k WHERE k.item_id = i.id) AS registered,
  (i.lab_received_at IS NOT NULL) AS held_at_lab,
  EXISTS (SELECT 1 FROM items cryo WHERE cryo.matched_analysis_id = i.id) AS has_cryogenic_addons,
  o.id AS order_id, o.po_number AS order_po_number, o.created_at AS order_created_at,
  pkg.id AS package_id, pkg.key AS package_key, pkg.title AS package_title,
  (SELECT count(*)::int FROM vials v WHERE v.item_id = i.id AND v.status <> 'destroyed') AS remaining_vials_count`;

/** Items with their product, order and the package they came in (one of the order's lines holding the product). */
const itemSources = `items i LEFT JOIN products p ON p.id = i.product_id
  LEFT JOIN orders o ON o.id = i.order_id
  LEFT JOIN LATERAL (
    SELECT pp_line.id, pp_line.key, pp_line.title FROM order_items oi
      JOIN package_products pp ON pp.package_id = oi.product_id AND pp.product_id = i.product_id
      JOIN products pp_line ON pp_line.id = oi.product_id
     WHERE oi.order_id = i.order_id LIMIT 1) pkg ON true`;

/** Shipping of a withdrawal is bought like a product but is not something the customer keeps. */
const displayableFilter = "(p.key IS NULL OR p.key <> 'withdrawal_shipping')";

const unmatchedAnalysis = `i.category = 'analysis' AND NOT EXISTS (
  SELECT 1 FROM items cryo WHERE cryo.matched_analysis_id = i.id)`;
const unmatchedStorage = "i.category = 'cryogenic' AND i.matched_analysis_id IS NULL";

interface ItemFilter {
  displayableOnly: boolean;
  analysesWithoutStorage?: boolean;
  unmatchedStorage?: boolean;
}

const filterOf = (options: ItemFilter) =>
  [
    options.displayableOnly ? `AND ${displayableFilter}` : '',
    options.analysesWithoutStorage ? `AND ${unmatchedAnalysis}` : '',
    options.unmatchedStorage ? `AND ${unmatchedStorage}` : '',
  ].join(' ');

/**
 * One text per filter, made once: the items are read on most pages, and the read cache finds a text it has
 * seen by reference rather than by hashing a new copy of it.
 */
function textPerFilter(write: (filter: string) => string): (options: ItemFilter) => string {
  const texts = new Map<string, string>();
  return (options) => {
    const key = `${options.displayableOnly} ${options.analysesWithoutStorage} ${options.unmatchedStorage}`;
    let text = texts.get(key);
    if (text === undefined) {
      text = write(filterOf(options));
      texts.set(key, text);
    }
    return text;
  };
}

const listSqlOf = textPerFilter(
  (filter) => `SELECT ${itemColumns}, count(*) OVER ()::int AS total,
            coalesce((
              SELECT json_agg(json_build_object('id', r.id, 'item_id', r.item_id, 'ready_at', r.ready_at)
                              ORDER BY r.ready_at DESC)
                FROM result_documents r WHERE r.item_id = i.id AND r.ready_at IS NOT NULL
            ), '[]'::json) AS result_documents
       FROM ${itemSources}
      WHERE i.client_id = $1 ${filter} ORDER BY i.created_at DESC, i.id LIMIT $2 OFFSET $3`,
);

const countSqlOf = textPerFilter(
  (filter) => `SELECT count(*)::int AS total FROM items i LEFT JOIN products p ON p.id = i.product_id
      WHERE i.client_id = $1 ${filter}`,
);

interface ListedItemRow extends ItemRow {
  total: number;
  result_documents: { id: string; item_id: string; ready_at: string }[];
}

const listedByRows = new WeakMap<
  readonly ListedItemRow[],
  { items: readonly ItemRow[]; documents: readonly ResultDocumentRow[] }
>();

/**
 * The items and every released document of a page's rows, worked out once per set of rows: the read cache
 * hands out the same frozen rows for as long as they are current, so repeated reads share the answer.
 */
function listedOf(rows: readonly ListedItemRow[]) {
  let listed = listedByRows.get(rows);
  if (!listed) {
    listed = {
      items: rows.map(({ total: _total, result_documents: _documents, ...item }) => item),
      documents: rows.flatMap((row) =>
        row.result_documents.map((document) => ({ ...document, ready_at: new Date(document.ready_at) })),
      ),
    };
    listedByRows.set(rows, listed);
  }
  return listed;
}

/**
 * A page of the client's items with the total and each item's released result documents, in one round
 * trip; a second one counts only when the page is past the last item.
 */
export async function listClientItems(
  db: Queryable,
  clientId: string,
  options: ItemFilter & {
    limit: number;
    offset: number;
    /** Result documents released by then are listed. */
    now: Date;
  },
): Promise<{
  items: readonly ItemRow[];
  documents: ResultDocumentRow[];
  total: number;
  sources: object[];
}> {
  const { rows } = await db.query<ListedItemRow>(listSqlOf(options), [
    clientId,
    options.limit,
    options.offset,
  ]);
  const listed = listedOf(rows);
  const items = listed.items;
  // Released by now: filtered here rather than in the query, whose answer then stays the same from one
  // moment to the next and can be cached (db/read-cache.ts).
  const documents = listed.documents.filter((document) => document.ready_at <= options.now);
  // The rows read, for an answer written once per set of them (http/encoded-answers.ts).
  const sources: object[] = [rows];
  if (rows[0]) return { items, documents, total: rows[0].total, sources };
  if (options.offset === 0) return { items, documents, total: 0, sources };
  const count = await db.query<{ total: number }>(countSqlOf(options), [clientId]);
  return { items, documents, total: count.rows[0]?.total ?? 0, sources: [...sources, count.rows] };
}

const clientItemSql = `SELECT ${itemColumns} FROM ${itemSources} WHERE i.id = $1 AND i.client_id = $2`;

export async function findClientItem(
  db: Queryable,
  clientId: string,
  itemId: string,
): Promise<ItemRow | null> {
  const { rows } = await db.query<ItemRow>(clientItemSql, [itemId, clientId]);
  return rows[0] ?? null;
}

/** The released result documents of several items, in one query. */
export async function releasedResultDocuments(
  db: Queryable,
  itemIds: readonly string[],
  now: Date,
): Promise<ResultDocumentRow[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await db.query<ResultDocumentRow>(
    `SELECT id, item_id, ready_at FROM result_documents
      WHERE item_id = ANY($1::uuid[]) AND ready_at IS NOT NULL AND ready_at <= $2
      ORDER BY ready_at DESC`,
    [itemIds, now],
  );
  return rows;
}

/**
 * Matches storage items to the analyses whose samples they hold, in the caller's transaction: every item must be
 * the customer's, of the right kind, and not matched yet. Answers false at the first that is not, the pairs before
 * it written: the caller rolls its transaction back, so that it is all or nothing (pairStorageWithAnalyses). Two
 * storage items cannot hold one analysis's sample: the unique index refuses the second, failing the transaction.
 */
export async function matchStorageWithAnalyses(
  tx: Queryable,
  clientId: string,
  pairs: readonly { cryogenicId: string; analysisId: string }[],
): Promise<boolean> {
  for (const pair of pairs) {
    const { rows } = await tx.write(
      ['items'],
      `UPDATE items cryo SET matched_analysis_id = $3
        WHERE cryo.id = $2 AND cryo.client_id = $1 AND cryo.category = 'cryogenic' AND cryo.matched_analysis_id IS NULL
          AND EXISTS (SELECT 1 FROM items a WHERE a.id = $3 AND a.client_id = $1 AND a.category = 'analysis')
        RETURNING cryo.id`,
      [clientId, pair.cryogenicId, pair.analysisId],
    );
    if (rows.length === 0) return false;
  }
  await refreshUnmatchedStorageFlag(tx, clientId);
  return true;
}

/** Whether the item is one of the account's stored samples (a cryogenic item). */
export async function isClientStoredSample(
  db: Queryable,
  itemId: string,
  clientId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    "SELECT id FROM items WHERE id = $1 AND client_id = $2 AND category = 'cryogenic'",
    [itemId, clientId],
  );
  return rows.length > 0;
}
