import {
  addClinicianNote,
  type ClinicianReviewDeps,
  openReview,
  releaseReviewed,
  reviewQueue,
} from '../results';

type Clinician = Parameters<typeof releaseReviewed>[3];

/**
 * The clinician's queue as the staff console works it (issue 47), the results room's review: the queue, a waiting
 * result opened (the read recorded), a note on it, and its release. Each write is a transaction of its own.
 */
export function createClinicianReview(deps: ClinicianReviewDeps) {
  return {
    queue: (query: Parameters<typeof reviewQueue>[1]) => reviewQueue(deps, query),

    open: (itemId: string, clinician: Clinician) => openReview(deps, itemId, clinician),

    /** A clinician's note on a waiting result; null when nothing waits on the kit. */
    note: (itemId: string, clinician: Clinician, body: string) =>
      deps.db.transaction((tx) => addClinicianNote(tx, deps, itemId, clinician, body)),

    /**
     * A clinician releases a waiting result with its care message: in one transaction the result is released, the
     * message kept and the customer emailed (results' releaseReviewed).
     */
    release: (
      itemId: string,
      clinician: Clinician,
      careMessage: string,
    ): Promise<'released' | 'not_waiting'> =>
      deps.db.transaction((tx) => releaseReviewed(tx, deps, itemId, clinician, careMessage)),
  };
}

export type ClinicianReview = ReturnType<typeof createClinicianReview>;
