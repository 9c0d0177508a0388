import type { Database } from '../../db/database';
import { recordVialEvent, storeVials } from './vial-repository';

/** The lab stores a frozen sample's vials, in a transaction of their own. */
export function storeSampleVials(
  deps: { db: Database; now: () => Date },
  itemId: string,
  request: { count: number; facility: string },
): Promise<{ vial_ids: string[] }> {
  const now = deps.now();
  return deps.db.transaction((tx) => storeVials(tx, itemId, request, now));
}

/** A vial moves to long-term storage or is destroyed: the vial and its history change in one transaction. */
export function recordVialMovement(
  deps: { db: Database; now: () => Date },
  vialId: string,
  request: { kind: 'moved' | 'destroyed'; facility: string; note?: string },
): Promise<void> {
  const now = deps.now();
  return deps.db.transaction((tx) => recordVialEvent(tx, vialId, request, now));
}
