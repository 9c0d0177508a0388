/** Kit items (specification sections 3 and 4): kit steps, tracking stages and the page an item opens. */

export const KIT_STEPS = [
  'ConfirmationStep',
  'SchedulePickupStep',
  'VideoWalkthroughStep',
  'CollectionInformationStep',
  'MDIConfirmation',
  'FillCupStep',
  'AddTransportMediaStep',
  'ApplyShippingLabelStep',
  'SealShippingBoxStep',
  'FinishedStep',
  'NotStarted',
] as const;
export type KitStep = (typeof KIT_STEPS)[number];

/** The step an item's status.step names; an item with no known step has not started. */
export function kitStep(step: string | null | undefined): KitStep {
  return (KIT_STEPS as readonly string[]).includes(step ?? '') ? (step as KitStep) : 'NotStarted';
}

export const TRACKING_STAGES = {
  1: 'OrderConfirmed',
  2: 'KitOnTheWay',
  3: 'KitDeliveredToYou',
  4: 'KitEnRouteToLab',
  5: 'AnalysisInProgress',
  6: 'ResultsReady',
  7: 'Cancelled',
  8: 'CheckEmail',
} as const;
export type TrackingStageNumber = keyof typeof TRACKING_STAGES;
export type TrackingStage = (typeof TRACKING_STAGES)[TrackingStageNumber];

/** The shorter tracker shows these stages only. */
export const SHORT_TRACKING_STAGES = {
  1: 'OrderConfirmed',
  2: 'KitShipped',
  5: 'AnalysisInProgress',
  6: 'ResultsReady',
  7: 'Cancelled',
} as const;
export type ShortTrackingStageNumber = keyof typeof SHORT_TRACKING_STAGES;
export type ShortTrackingStage = (typeof SHORT_TRACKING_STAGES)[ShortTrackingStageNumber];

export const CANCELLED_TRACKING_STAGE = 7;

export function trackingStageName(stage: number): TrackingStage | null {
  return TRACKING_STAGES[stage as TrackingStageNumber] ?? null;
}

export function shortTrackingStageName(stage: number): ShortTrackingStage | null {
  return SHORT_TRACKING_STAGES[stage as ShortTrackingStageNumber] ?? null;
}

/** The type flags an item carries. */
export interface ItemKindFlags {
  is_analysis?: boolean | null;
  is_sti?: boolean | null;
  is_consultation?: boolean | null;
  is_supplement?: boolean | null;
  is_cryogenic?: boolean | null;
}

export type ItemKind = 'sti' | 'analysis' | 'cryogenic' | 'consultation' | 'supplement' | 'other';

export function itemKind(item: ItemKindFlags): ItemKind {
  if (item.is_sti) return 'sti';
  if (item.is_analysis) return 'analysis';
  if (item.is_cryogenic) return 'cryogenic';
  if (item.is_consultation) return 'consultation';
  if (item.is_supplement) return 'supplement';
  return 'other';
}

export interface OnboardingItem extends ItemKindFlags {
  uuid: string;
  needs_mdi_validation?: boolean | null;
}

/** The onboarding page that completes an item's details: STI kits have their own page. */
export function itemOnboardingPath(item: OnboardingItem): string {
  const uuid = encodeURIComponent(item.uuid);
  return itemKind(item) === 'sti' ? `/onboarding/sti/${uuid}` : `/onboarding/item/${uuid}`;
}

/** A kit's delivery address can change until it leaves the warehouse (stage 2 and later, or cancelled). */
export function canChangeKitAddress(kit: { trackingStage: number | null; category: string }): boolean {
  if (kit.category !== 'analysis' && kit.category !== 'sti') return false;
  return kit.trackingStage === null || kit.trackingStage === 1;
}
