import type { Database, Queryable } from '../../db/database';
import type { QueuePage } from '../../db/queue-page';
import { listStorageToMatch, pairStorageWithAnalyses, storagePlanClient } from '../kits';

/**
 * Storage plans not yet paired with the analysis whose sample they hold, a page of them as the lab's console shows
 * them, each with the customer's analyses free to pair.
 */
export async function storageToMatch(db: Queryable, page: QueuePage) {
  const { rows, total } = await listStorageToMatch(db, page);
  return {
    rows: rows.map(({ client_id: _client, ...row }) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      analyses: row.analyses.map((analysis) => ({
        ...analysis,
        created_at: new Date(analysis.created_at).toISOString(),
      })),
    })),
    total,
  };
}

/**
 * The lab pairs a storage plan with the analysis whose sample it holds, by the rule and in the transaction of the
 * customer's own pairing. Answers 'not_found' for no such plan, 'refused' (nothing written) when the kits room
 * refuses the pair, or 'paired'.
 */
export async function pairStoragePlan(
  db: Database,
  itemId: string,
  analysisId: string,
): Promise<'paired' | 'not_found' | 'refused'> {
  const clientId = await storagePlanClient(db, itemId);
  if (!clientId) return 'not_found';
  return (await pairStorageWithAnalyses(db, clientId, [{ cryogenicId: itemId, analysisId }]))
    ? 'paired'
    : 'refused';
}
