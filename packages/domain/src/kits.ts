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

/**
 * Where a kit's order details (address, delivery type and date) are completed: the same form for semen analysis
 * and STI kits; an item that needs a physician's approval (needs_mdi_validation) goes on to
 * /onboarding/item/md-processing from there.
 */
export function orderDetailsPath(item: Pick<OnboardingItem, 'uuid'>): string {
  return `/onboarding/item/${encodeURIComponent(item.uuid)}`;
}

/** A kit's own page: an STI kit's is its results page once they are ready, the kit's tracking page before. */
export function kitPagePath(item: OnboardingItem, resultsReady: boolean): string {
  return resultsReady ? itemOnboardingPath(item) : orderDetailsPath(item);
}

/** A kit's delivery address can change until it leaves the warehouse (stage 2 and later, or cancelled). */
export function canChangeKitAddress(kit: { trackingStage: number | null; category: string }): boolean {
  if (kit.category !== 'analysis' && kit.category !== 'sti') return false;
  return kit.trackingStage === null || kit.trackingStage === 1;
}

export type TrackerStepStatus = 'done' | 'current' | 'upcoming';

export interface KitTrackerStep {
  stage: number;
  name: TrackingStage | ShortTrackingStage;
  status: TrackerStepStatus;
  /** When the kit reached this step (ISO time), for steps done or current; null when not recorded. */
  reachedAt: string | null;
}

export interface KitTracker {
  steps: KitTrackerStep[];
  /** Cancelled (7) and "check your email" (8) are notices beside the steps, not steps on the way. */
  notice: 'Cancelled' | 'CheckEmail' | null;
}

/** On the shorter set, a kit delivered or on its way to the lab (3, 4) is still "shipped" (2). */
const shortStageOf = (stage: number) => (stage >= 2 && stage <= 4 ? 2 : stage);

/**
 * The tracker of a kit: the journey's stages in order with the current one highlighted. STI kits use the
 * shorter set (ordered, shipped, analysis, results). A kit with no stage yet has its order confirmed.
 */
export function kitTracker(
  stage: number | null,
  variant: 'full' | 'short',
  /** When each stage was first reached (ISO times by stage number; the order's date is stage 1). */
  reached: Readonly<Record<number, string>> = {},
): KitTracker {
  const set = variant === 'short' ? SHORT_TRACKING_STAGES : TRACKING_STAGES;
  const onTheWay = stage === null ? 1 : stage;
  const current = variant === 'short' ? shortStageOf(onTheWay) : onTheWay;
  const steps = Object.entries(set)
    .map(([number, name]) => ({ stage: Number(number), name }))
    .filter((step) => step.stage <= 6)
    .map((step) => ({
      ...step,
      status: (current > 6
        ? 'upcoming'
        : step.stage < current
          ? 'done'
          : step.stage === current
            ? 'current'
            : 'upcoming') as TrackerStepStatus,
    }))
    .map((step) => ({
      ...step,
      reachedAt: step.status === 'upcoming' ? null : reachedAtOf(step.stage, variant, reached),
    }));
  return {
    steps,
    notice: stage === CANCELLED_TRACKING_STAGE ? 'Cancelled' : stage === 8 ? 'CheckEmail' : null,
  };
}

/** On the shorter set, "shipped" was reached when the first of the stages it stands for was. */
function reachedAtOf(stage: number, variant: 'full' | 'short', reached: Readonly<Record<number, string>>) {
  const spans = variant === 'short' && stage === 2 ? [2, 3, 4] : [stage];
  for (const each of spans) {
    const at = reached[each];
    if (at) return at;
  }
  return null;
}

/** The carriers whose tracking pages take a tracking number in their address. */
const TRACKING_PAGES: Readonly<Record<'UPS' | 'FedEx' | 'USPS', string>> = {
  UPS: 'https://www.ups.com/track?tracknum=',
  FedEx: 'https://www.fedex.com/fedextrack/?trknbr=',
  USPS: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
};

/** The carrier's page that follows this parcel; null for an unknown carrier or no number. */
export function carrierTrackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const known = (Object.keys(TRACKING_PAGES) as (keyof typeof TRACKING_PAGES)[]).find(
    (name) => name.toLowerCase() === carrier?.trim().toLowerCase(),
  );
  const number = trackingNumber?.trim();
  if (!known || !number || !/^[A-Za-z0-9]+$/.test(number)) return null;
  return `${TRACKING_PAGES[known]}${encodeURIComponent(number)}`;
}

/** Where the customer finds a drop-off point of the carrier that ships their kit back to the lab. */
export const DROP_OFF_LOCATORS: Readonly<Record<'UPS' | 'FedEx', string>> = {
  UPS: 'https://www.ups.com/dropoff',
  FedEx: 'https://local.fedex.com/',
};

export function dropOffLocator(carrier: string | null | undefined): { carrier: string; url: string } | null {
  const known = (Object.keys(DROP_OFF_LOCATORS) as (keyof typeof DROP_OFF_LOCATORS)[]).find(
    (name) => name.toLowerCase() === carrier?.trim().toLowerCase(),
  );
  return known ? { carrier: known, url: DROP_OFF_LOCATORS[known] } : null;
}

/** The tracking stage from which the kit is at the lab: its analysis is in progress. */
const AT_THE_LAB_STAGE = 5;

/**
 * When the lab received a kit: the scan of its arrival, else the moment its tracker first showed it at the lab
 * (analysis in progress). The tracker and the report read this one fact, so a report never says "not recorded"
 * of a kit the tracker shows at the lab. Null while the kit has not reached the lab.
 */
export function receivedByLabAt(kit: {
  labReceivedAt: string | null;
  /** When each stage was first reached (ISO times by stage number). */
  stagesReached: Readonly<Record<string, string>>;
}): string | null {
  return kit.labReceivedAt ?? kit.stagesReached[String(AT_THE_LAB_STAGE)] ?? null;
}
