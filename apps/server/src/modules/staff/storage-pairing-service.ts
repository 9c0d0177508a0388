import type { Database } from '../../db/database';
import { pairStorageWithAnalyses, storagePlanClient } from '../kits';

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
