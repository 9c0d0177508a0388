import { describe, expect, it } from 'vitest';
import { type AttentionFacts, needsAttention } from './attention';

const now = new Date('2026-11-25T12:00:00Z');
const none: AttentionFacts = {
  storedSamples: [],
  withdrawals: [],
  kits: [],
  stiPanels: [],
  pastDuePlans: [],
  agreementsToSign: { titles: [], since: '2025-06-01T10:00:00.000Z' },
  latestAnalysis: null,
};

const released = (overrides: Partial<NonNullable<AttentionFacts['latestAnalysis']>> = {}) => ({
  resultId: 'r-1',
  readyAt: '2026-11-15T15:00:00.000Z',
  collectedOn: '2026-10-26',
  azoospermic: false,
  analysisOrderedSince: false,
  resultsCallBooked: false,
  consultationBought: false,
  ...overrides,
});

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
const kit = (stage: number | null, registered = false, heldAtLab = false) => ({
  itemId: `kit-${stage}`,
  productKey: 'analysis',
  title: 'Semen Analysis',
  trackingStage: stage,
  registered,
  heldAtLab,
  hasResults: false,
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

  it("carries the kit's product key, which the home page names the kit by in the reader's language", () => {
    const [item] = needsAttention({ ...none, kits: [kit(4)] }, now);
    expect(item).toMatchObject({
      kind: 'kit_not_registered',
      productKey: 'analysis',
      title: 'Semen Analysis',
    });
  });

  it("carries the kit's phase, so the home page words it as the kit's card does", () => {
    const phases = (kits: AttentionFacts['kits']) =>
      needsAttention({ ...none, kits }, now).map((item) => item.kind === 'kit_not_registered' && item.phase);
    expect(phases([kit(3), kit(4), kit(5)])).toEqual(['with_you', 'to_lab', 'analysis']);
    expect(phases([kit(4, false, true)])).toEqual(['held_unregistered']);
  });

  it('puts a positive STI result first, then destruction, a failed renewal, consent and registration, earliest first within each', () => {
    const facts: AttentionFacts = {
      kits: [kit(4)],
      pastDuePlans: [
        {
          subscriptionId: 's-1',
          productKey: null,
          title: 'Yearly storage',
          pastDueSince: '2026-11-20T08:00:00.000Z',
        },
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
      agreementsToSign: { titles: ['Client agreement'], since: '2025-06-01T10:00:00.000Z' },
      latestAnalysis: released(),
    };
    expect(needsAttention(facts, now).map((item) => [item.kind, item.date])).toEqual([
      ['sti_positive', '2026-11-22T09:00:00.000Z'],
      ['destruction_date', '2027-01-09'],
      ['destruction_date', '2027-03-01'],
      ['renewal_failed', '2026-11-20T08:00:00.000Z'],
      ['partner_consent', '2026-12-15'],
      ['kit_not_registered', '2026-11-19T10:00:00Z'],
      ['agreements_to_sign', '2025-06-01T10:00:00.000Z'],
      ['results_call', '2026-11-15T15:00:00.000Z'],
      ['retest_due', '2027-01-26'],
    ]);
  });
});

describe('what sam must do: his agreements, his results call and his next analysis', () => {
  it('lists the agreements still to sign, dated from when the account needed them', () => {
    const facts = {
      ...none,
      agreementsToSign: {
        titles: ['Client agreement', 'Power of attorney for stored samples'],
        since: '2025-06-01T10:00:00.000Z',
      },
    };
    expect(needsAttention(facts, now)).toEqual([
      {
        kind: 'agreements_to_sign',
        date: '2025-06-01T10:00:00.000Z',
        titles: ['Client agreement', 'Power of attorney for stored samples'],
      },
    ]);
  });

  it('offers a results call for 30 days after the release, until one is booked or a consultation bought (casey)', () => {
    const kinds = (latestAnalysis: AttentionFacts['latestAnalysis'], at = now) =>
      needsAttention({ ...none, latestAnalysis }, at).map((item) => item.kind);
    expect(kinds(released())).toEqual(['results_call', 'retest_due']);
    expect(kinds(released({ resultsCallBooked: true }))).toEqual(['retest_due']);
    expect(kinds(released({ consultationBought: true }))).toEqual(['retest_due']);
    expect(kinds(released({ readyAt: '2026-10-26T12:00:00.000Z' }))).toEqual(['results_call', 'retest_due']);
    expect(kinds(released({ readyAt: '2026-10-26T11:59:59.000Z' }))).toEqual(['retest_due']);
  });

  it('dates the next analysis three months after the sample, until one is ordered, and never after no sperm was found', () => {
    const retest = (latestAnalysis: AttentionFacts['latestAnalysis']) =>
      needsAttention({ ...none, latestAnalysis }, now).filter((item) => item.kind === 'retest_due');
    expect(retest(released())).toEqual([{ kind: 'retest_due', date: '2027-01-26', resultId: 'r-1' }]);
    expect(retest(released({ collectedOn: null, readyAt: '2026-11-30T15:00:00.000Z' }))[0]?.date).toBe(
      '2027-02-28',
    );
    expect(retest(released({ analysisOrderedSince: true }))).toEqual([]);
    expect(retest(released({ azoospermic: true }))).toEqual([]);
    expect(retest(null)).toEqual([]);
  });
});
