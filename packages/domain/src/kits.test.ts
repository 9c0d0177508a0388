import { describe, expect, it } from 'vitest';
import {
  canChangeKitAddress,
  carrierTrackingUrl,
  dropOffLocator,
  itemKind,
  itemOnboardingPath,
  KIT_STEPS,
  kitPagePath,
  kitStep,
  kitTracker,
  orderDetailsPath,
  receivedByLabAt,
  SHORT_TRACKING_STAGES,
  shortTrackingStageName,
  TRACKING_STAGES,
  trackingStageName,
} from './kits';

describe('kit steps', () => {
  it('lists the kit steps in order', () => {
    expect(KIT_STEPS).toEqual([
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
    ]);
  });

  it('reads the named step and falls back to NotStarted', () => {
    expect(kitStep('FillCupStep')).toBe('FillCupStep');
    expect(kitStep(null)).toBe('NotStarted');
    expect(kitStep('SomethingElse')).toBe('NotStarted');
  });
});

describe('tracking stages', () => {
  it('numbers the full set 1 to 8', () => {
    expect(TRACKING_STAGES).toEqual({
      1: 'OrderConfirmed',
      2: 'KitOnTheWay',
      3: 'KitDeliveredToYou',
      4: 'KitEnRouteToLab',
      5: 'AnalysisInProgress',
      6: 'ResultsReady',
      7: 'Cancelled',
      8: 'CheckEmail',
    });
    expect(trackingStageName(4)).toBe('KitEnRouteToLab');
    expect(trackingStageName(9)).toBeNull();
  });

  it('keeps stages 1, 2, 5, 6 and 7 in the shorter set', () => {
    expect(SHORT_TRACKING_STAGES).toEqual({
      1: 'OrderConfirmed',
      2: 'KitShipped',
      5: 'AnalysisInProgress',
      6: 'ResultsReady',
      7: 'Cancelled',
    });
    expect(shortTrackingStageName(2)).toBe('KitShipped');
    expect(shortTrackingStageName(3)).toBeNull();
  });
});

describe('item kinds', () => {
  it('reads the type flags', () => {
    expect(itemKind({ is_sti: true })).toBe('sti');
    expect(itemKind({ is_analysis: true })).toBe('analysis');
    expect(itemKind({ is_cryogenic: true })).toBe('cryogenic');
    expect(itemKind({ is_consultation: true })).toBe('consultation');
    expect(itemKind({ is_supplement: true })).toBe('supplement');
    expect(itemKind({})).toBe('other');
  });

  it('sends STI kits to the STI onboarding page and other items to the item page', () => {
    expect(itemOnboardingPath({ uuid: 'kit-1', is_sti: true })).toBe('/onboarding/sti/kit-1');
    expect(itemOnboardingPath({ uuid: 'kit-2', is_analysis: true })).toBe('/onboarding/item/kit-2');
  });

  it('completes the order details of STI and analysis kits on the same form (K-03)', () => {
    expect(orderDetailsPath({ uuid: 'kit-1' })).toBe('/onboarding/item/kit-1');
    expect(kitPagePath({ uuid: 'kit-1', is_sti: true, needs_mdi_validation: true }, false)).toBe(
      '/onboarding/item/kit-1',
    );
    expect(kitPagePath({ uuid: 'kit-1', is_sti: true }, true)).toBe('/onboarding/sti/kit-1');
    expect(kitPagePath({ uuid: 'kit-2', is_analysis: true }, true)).toBe('/onboarding/item/kit-2');
  });
});

describe('canChangeKitAddress', () => {
  it('allows a change until the kit ships', () => {
    expect(canChangeKitAddress({ trackingStage: null, category: 'analysis' })).toBe(true);
    expect(canChangeKitAddress({ trackingStage: 1, category: 'sti' })).toBe(true);
    expect(canChangeKitAddress({ trackingStage: 2, category: 'analysis' })).toBe(false);
    expect(canChangeKitAddress({ trackingStage: 7, category: 'analysis' })).toBe(false);
    expect(canChangeKitAddress({ trackingStage: null, category: 'supplement' })).toBe(false);
  });
});

describe('kitTracker', () => {
  const statuses = (tracker: ReturnType<typeof kitTracker>) =>
    tracker.steps.map((step) => `${step.name}:${step.status}`);

  it('highlights stage 4 of the full set, with the stages before it done', () => {
    expect(statuses(kitTracker(4, 'full'))).toEqual([
      'OrderConfirmed:done',
      'KitOnTheWay:done',
      'KitDeliveredToYou:done',
      'KitEnRouteToLab:current',
      'AnalysisInProgress:upcoming',
      'ResultsReady:upcoming',
    ]);
    expect(kitTracker(4, 'full').notice).toBeNull();
  });

  it('starts at order confirmed when the kit has no stage yet', () => {
    expect(kitTracker(null, 'full').steps[0]?.status).toBe('current');
  });

  it('shows a delivered kit as shipped on the shorter set', () => {
    expect(statuses(kitTracker(3, 'short'))).toEqual([
      'OrderConfirmed:done',
      'KitShipped:current',
      'AnalysisInProgress:upcoming',
      'ResultsReady:upcoming',
    ]);
  });

  it('shows cancelled and check-your-email as notices', () => {
    expect(kitTracker(7, 'full').notice).toBe('Cancelled');
    expect(kitTracker(7, 'full').steps.every((step) => step.status === 'upcoming')).toBe(true);
    expect(kitTracker(8, 'short').notice).toBe('CheckEmail');
  });
});

describe('dropOffLocator', () => {
  it("offers the locator of the kit's carrier, whatever its case, and none for an unknown carrier", () => {
    expect(dropOffLocator('UPS')).toEqual({ carrier: 'UPS', url: 'https://www.ups.com/dropoff' });
    expect(dropOffLocator('fedex')).toEqual({ carrier: 'FedEx', url: 'https://local.fedex.com/' });
    expect(dropOffLocator('DHL')).toBeNull();
    expect(dropOffLocator(null)).toBeNull();
  });
});

describe('the tracker with dates', () => {
  const reached = {
    1: '2026-11-01T10:00:00.000Z',
    2: '2026-11-02T09:00:00.000Z',
    3: '2026-11-04T15:00:00.000Z',
  };

  it('dates the steps done and the current one, never those to come', () => {
    const steps = kitTracker(3, 'full', reached).steps;
    expect(steps.map((step) => step.reachedAt)).toEqual([
      reached[1],
      reached[2],
      reached[3],
      null,
      null,
      null,
    ]);
  });

  it('dates "shipped" on the shorter set by the first of the stages it stands for', () => {
    expect(kitTracker(4, 'short', { 3: reached[3], 4: '2026-11-06T00:00:00.000Z' }).steps[1]?.reachedAt).toBe(
      reached[3],
    );
  });

  it('leaves a step without a recorded date undated', () => {
    expect(kitTracker(4, 'full', { 1: reached[1] }).steps[2]?.reachedAt).toBeNull();
  });
});

describe('carrierTrackingUrl', () => {
  it("links to the carrier's page for the parcel", () => {
    expect(carrierTrackingUrl('UPS', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(carrierTrackingUrl(' fedex ', '123456789012')).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    );
    expect(carrierTrackingUrl('USPS', '9400100000000000000000')).toContain('tLabels=9400100000000000000000');
  });

  it('gives no link for an unknown carrier, no number, or a number that is not letters and digits', () => {
    expect(carrierTrackingUrl('Pigeon', '123456')).toBeNull();
    expect(carrierTrackingUrl('UPS', null)).toBeNull();
    expect(carrierTrackingUrl('UPS', '12 34"><script>')).toBeNull();
  });
});

describe('receivedByLabAt', () => {
  it("is the lab's arrival scan, else the moment the tracker first showed the kit at the lab, else nothing", () => {
    const scanned = '2026-11-20T15:40:00.000Z';
    const atLab = '2026-11-21T09:00:00.000Z';
    expect(receivedByLabAt({ labReceivedAt: scanned, stagesReached: { '5': atLab } })).toBe(scanned);
    expect(receivedByLabAt({ labReceivedAt: null, stagesReached: { '4': scanned, '5': atLab } })).toBe(atLab);
    expect(receivedByLabAt({ labReceivedAt: null, stagesReached: { '4': scanned } })).toBeNull();
  });
});
