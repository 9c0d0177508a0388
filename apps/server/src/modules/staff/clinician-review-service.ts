import { addClinicianNote, type ClinicianReviewDeps, releaseReviewed } from '../results';

type Clinician = Parameters<typeof releaseReviewed>[3];

/** A clinician's note on a waiting result, in a transaction of its own; null when nothing waits on the kit. */
export function noteOnReview(deps: ClinicianReviewDeps, itemId: string, clinician: Clinician, body: string) {
  return deps.db.transaction((tx) => addClinicianNote(tx, deps, itemId, clinician, body));
}

/**
 * A clinician releases a waiting result with its care message: in one transaction the result is released, the
 * message kept and the customer emailed (results' releaseReviewed).
 */
export function releaseReviewedResult(
  deps: ClinicianReviewDeps,
  itemId: string,
  clinician: Clinician,
  careMessage: string,
): Promise<'released' | 'not_waiting'> {
  return deps.db.transaction((tx) => releaseReviewed(tx, deps, itemId, clinician, careMessage));
}
