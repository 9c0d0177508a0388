/** The results room's public face: what other rooms may call (docs/architecture.md). */
export {
  addClinicianNote,
  type ClinicianReviewDeps,
  cancelAnalysisFromLab,
  enterAnalysisFromLab,
  enterStiPanelFromLab,
  type LabFeedDeps,
  labResultsOfKit,
  listStiReports,
  openReview,
  recordResultView,
  releaseAnalysisByStaff,
  releaseReviewed,
  reviewQueue,
  saveLabResults,
} from './results-service';
