import type { Queryable } from '../../db/database';
import { findLabResultOfKit } from './result-repository';
import { findLabStiResultsOfKit } from './sti/sti-repository';

export {
  addClinicianNote,
  type ClinicianReviewDeps,
  openReview,
  releaseReviewed,
  reviewQueue,
} from './clinician-review-service';
/**
 * What other rooms may ask of results: the lab's entering and releasing of values, a kit's results as the lab
 * sees them, and what the account summary needs. The room's SQL stays in its repositories.
 */
export {
  type AnalysisFromLabOutcome,
  cancelAnalysisFromLab,
  enterAnalysisFromLab,
  enterStiPanelFromLab,
  type LabFeedDeps,
  releaseAnalysisByStaff,
} from './lab-feed';
export { saveLabResults } from './result-repository';
export { listStiReports } from './sti/sti-repository';
export { recordResultView } from './views/result-view-log';

/** A kit's analysis result and STI results, released or not: the lab's view. */
export async function labResultsOfKit(db: Queryable, itemId: string) {
  const result = await findLabResultOfKit(db, itemId);
  const sti = await findLabStiResultsOfKit(db, itemId);
  return { result, ...sti };
}
