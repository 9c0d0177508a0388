/**
 * The results room's public face (docs/architecture.md): the lab's entering and releasing of values, a clinician's
 * review, a kit's results as the lab sees them, and the record of who read a result.
 */
export {
  addClinicianNote,
  type ClinicianReviewDeps,
  openReview,
  releaseReviewed,
  reviewQueue,
} from './clinician-review-service';
export {
  cancelAnalysisFromLab,
  enterAnalysisFromLab,
  enterStiPanelFromLab,
  type LabFeedDeps,
  releaseAnalysisByStaff,
} from './lab-feed';
export { saveLabResults } from './result-repository';
export { labResultsOfKit } from './results-service';
export { listStiReports } from './sti/sti-repository';
export { recordResultView } from './views/result-view-log';
