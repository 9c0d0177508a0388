import type { Queryable } from '../../db/database';
import { findLabResultOfKit } from './result-repository';
import { findLabStiResultsOfKit } from './sti/sti-repository';

/** A kit's analysis result and STI results, released or not: the lab's view. */
export async function labResultsOfKit(db: Queryable, itemId: string) {
  const result = await findLabResultOfKit(db, itemId);
  const sti = await findLabStiResultsOfKit(db, itemId);
  return { result, ...sti };
}
