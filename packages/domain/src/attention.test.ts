import { describe, expect, it } from 'vitest';
import { type AttentionFacts, kitNeedsRegistration, needsAttention } from './attention';

const now = new Date('2026-11-25T12:00:00Z');
const none: AttentionFacts = {
  storedSamples: [],
  withdrawals: [],
  kits: [],
  stiPanels: [],
  pastDuePlans: [],
};

const negativePanel = {
  itemId: 'sti-1',
  title: 'STI Test Kit',
  outcomes: ['negative', 'negative'] as const,
  enteredAt: '2026-11-21T12:00:00Z',
  releasedAt: null,
};
const positivePanel = {
  itemId: 'sti-2',
  title: 'STI Test Kit',
  outcomes: ['positive', 'negative'] as const,
  enteredAt: '2026-11-21T12:00:00Z',
  releasedAt: '2026-11-22T09:00:00Z',
};
const kit = (stage: number | null, registered = false) => ({
  itemId: `kit-${stage}`,
  title: 'Semen Analysis Kit',
  trackingStage: stage,
  registered,
  orderedAt: '2026-11-19T10:00:00Z',
});

describe('needsAttention', () => {
  it('finds nothing for a customer with nothing pending', () => {
    expect(needsAttention(none, now)).toEqual([]);
  });

  it('lists a sample without a plan by its destruction date and the vials it would lose', () => {
    const facts = {
      ...none,
      storedSamples: [
        { itemId: 'cryo-1', destructionDate: '2027-01-09', vialsInStorage: 4 },
        { itemId: 'cryo-2', destructionDate: null, vialsInStorage: 4 },
        { itemId: 'cryo-3', destructionDate: '2026-12-01', vialsInStorage: 0 },
      ],
    };
    expect(needsAttention(facts, now)).toEqual([
      { kind: 'destruction_date', date: '2027-01-09', itemId: 'cryo-1', vialCount: 4 },
    ]);
  });

  it('lists a positive STI result once the customer can read it, dated when it could be read', () => {
    expect(needsAttention({ ...none, stiPanels: [negativePanel, positivePanel] }, now)).toEqual([
      { kind: 'sti_positive', date: '2026-11-22T09:00:00.000Z', itemId: 'sti-2', title: 'STI Test Kit' },
    ]);
  });

  it('does not list a positive result a clinician still holds for review', () => {
    const held = { ...positivePanel, releasedAt: null, enteredAt: '2026-11-24T12:00:00Z' };
    expect(needsAttention({ ...none, stiPanels: [held] }, now)).toEqual([]);
  });

  it('lists a positive result that became readable 72 hours after it was entered, from that moment', () => {
    const unreleased = { ...positivePanel, releasedAt: null, enteredAt: '2026-11-20T12:00:00Z' };
    expect(needsAttention({ ...none, stiPanels: [unreleased] }, now)[0]?.date).toBe(
      '2026-11-23T12:00:00.000Z',
    );
  });

  it('keeps a positive result at the top for 30 days after it could be read, not longer', () => {
    const released = (day: string) => ({ ...positivePanel, releasedAt: `${day}T12:00:00Z` });
    expect(needsAttention({ ...none, stiPanels: [released('2026-10-26')] }, now)).toHaveLength(1);
    expect(needsAttention({ ...none, stiPanels: [released('2026-10-25')] }, now)).toHaveLength(0);
  });

  it("lists a withdrawal waiting for the partner's consent by the date it is asked for", () => {
    const facts = {
      ...none,
      withdrawals: [
        {
          id: 'w-1',
          status: 'awaiting_partner_consent',
          requestedDate: '2026-12-15',
          vialCount: 2,
          recipientFacility: 'Lakeside Fertility Clinic',
        },
        {
          id: 'w-2',
          status: 'requested',
          requestedDate: '2026-12-20',
          vialCount: 2,
          recipientFacility: 'Lakeside Fertility Clinic',
        },
      ],
    };
    expect(needsAttention(facts, now)).toEqual([
      {
        kind: 'partner_consent',
        date: '2026-12-15',
        withdrawalId: 'w-1',
        vialCount: 2,
        recipientFacility: 'Lakeside Fertility Clinic',
      },
    ]);
  });

  it('lists an unregistered kit from its delivery until the lab has its results', () => {
    const facts = { ...none, kits: [null, 1, 2, 3, 4, 5, 6, 7, 8].map((stage) => kit(stage)) };
    expect(
      needsAttention(facts, now).map((item) => item.kind === 'kit_not_registered' && item.trackingStage),
    ).toEqual([3, 4, 5]);
    expect(needsAttention({ ...none, kits: [kit(4, true)] }, now)).toEqual([]);
  });

  it('puts a positive STI result first, then destruction, a failed renewal, consent and registration, earliest first within each', () => {
    const facts: AttentionFacts = {
      kits: [kit(4)],
      pastDuePlans: [
        { subscriptionId: 's-1', title: 'Yearly storage', pastDueSince: '2026-11-20T08:00:00.000Z' },
      ],
      withdrawals: [
        {
          id: 'w-1',
          status: 'awaiting_partner_consent',
          requestedDate: '2026-12-15',
          vialCount: 2,
          recipientFacility: 'Lakeside',
        },
      ],
      storedSamples: [
        { itemId: 'late', destructionDate: '2027-03-01', vialsInStorage: 4 },
        { itemId: 'soon', destructionDate: '2027-01-09', vialsInStorage: 4 },
      ],
      stiPanels: [positivePanel],
    };
    expect(needsAttention(facts, now).map((item) => [item.kind, item.date])).toEqual([
      ['sti_positive', '2026-11-22T09:00:00.000Z'],
      ['destruction_date', '2027-01-09'],
      ['destruction_date', '2027-03-01'],
      ['renewal_failed', '2026-11-20T08:00:00.000Z'],
      ['partner_consent', '2026-12-15'],
      ['kit_not_registered', '2026-11-19T10:00:00Z'],
    ]);
  });
});

describe('kitNeedsRegistration', () => {
  it('asks for registration only of an unregistered kit delivered, on its way to the lab or at the lab', () => {
    expect(kitNeedsRegistration({ trackingStage: 3, registered: false })).toBe(true);
    expect(kitNeedsRegistration({ trackingStage: 5, registered: false })).toBe(true);
    expect(kitNeedsRegistration({ trackingStage: 2, registered: false })).toBe(false);
    expect(kitNeedsRegistration({ trackingStage: 6, registered: false })).toBe(false);
    expect(kitNeedsRegistration({ trackingStage: 7, registered: false })).toBe(false);
    expect(kitNeedsRegistration({ trackingStage: null, registered: false })).toBe(false);
    expect(kitNeedsRegistration({ trackingStage: 4, registered: true })).toBe(false);
  });
});
