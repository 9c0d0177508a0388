/** What the results feature offers the other features (its words about results); the rest of features/results is its own. */

export { ANALYSIS_PROGRESS_COPY, ANALYSIS_PROGRESS_MESSAGES } from './analysis-progress-copy';
export { type AccountSummary, getAccountSummary } from './api/account-summary';
export { AnalysisProgress, analysisProgressTitle } from './components/analysis-progress';
export { StaleResultsNotice } from './components/stale-results-notice';
export {
  STI_HELD_MESSAGE,
  STI_HELD_TEXT,
  STI_NOT_READY_MESSAGE,
  STI_NOT_READY_TEXT,
  STI_OVERALL_MESSAGES,
  STI_OVERALL_TEXT,
} from './sti-copy';
export { storageSummaryCopy } from './storage-summary-copy';
