import type { Database } from '../../../db/database';
import { matchStorageWithAnalyses } from './item-repository';

/** Rolls back the pairs written before one was refused. */
class PairingRefused extends Error {}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * The customer pairs storage items with the analyses whose samples they hold, all or nothing, in one transaction:
 * false, with nothing written, when one pair is refused (not theirs, of the wrong kind, matched already, or an
 * analysis another storage item holds, which the unique index refuses).
 */
export async function pairStorageWithAnalyses(
  db: Database,
  clientId: string,
  pairs: readonly { cryogenicId: string; analysisId: string }[],
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await matchStorageWithAnalyses(tx, clientId, pairs))) throw new PairingRefused();
      return true;
    });
  } catch (error) {
    if (error instanceof PairingRefused || isUniqueViolation(error)) return false;
    throw error;
  }
}
