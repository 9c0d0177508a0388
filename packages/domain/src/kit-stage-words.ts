import { trackingStageName } from './kits';

/** A tracking stage as the customer's tracker and the clinic's console both word it. */
export const TRACKING_STAGE_WORDS: Readonly<Record<string, string>> = {
  OrderConfirmed: 'Order confirmed',
  KitOnTheWay: 'Kit on the way',
  KitShipped: 'Kit shipped',
  KitDeliveredToYou: 'Kit delivered to you',
  KitEnRouteToLab: 'On its way to the lab',
  AnalysisInProgress: 'Analysis in progress',
  ResultsReady: 'Results ready',
  Cancelled: 'Cancelled',
  CheckEmail: 'Customer emailed about the kit',
};

/** A kit's tracking stage in words; "No stage yet" when it has none (a kit not yet sent, or an unknown stage). */
export function trackingStageWords(stage: number | null): string {
  const name = stage === null ? null : trackingStageName(stage);
  return name ? (TRACKING_STAGE_WORDS[name] ?? name) : 'No stage yet';
}
