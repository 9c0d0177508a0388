import type { Database } from '../../db/database';
import { matchStorageWithAnalyses, storagePlanClient } from '../kits';

/** Rolls back the pairing once the kits room refused it. */
class PairingRefused extends Error {}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * The lab pairs a storage plan with the analysis whose sample it holds, by the rule the customer's own pairing
 * follows, in one transaction. Answers 'not_found' for no such plan, 'refused' (nothing written) when the kits room
 * refuses the pair, or 'paired'.
 */
export async function pairStoragePlan(
  db: Database,
  itemId: string,
  analysisId: string,
): Promise<'paired' | 'not_found' | 'refused'> {
  const clientId = await storagePlanClient(db, itemId);
  if (!clientId) return 'not_found';
  try {
    return await db.transaction(async (tx) => {
      if (!(await matchStorageWithAnalyses(tx, clientId, [{ cryogenicId: itemId, analysisId }])))
        throw new PairingRefused();
      return 'paired' as const;
    });
  } catch (error) {
    if (error instanceof PairingRefused || isUniqueViolation(error)) return 'refused';
    throw error;
  }
}
