/**
 * What needs the customer now: the home page shows these first, each dated and with one thing to do. A
 * positive STI result comes first (health), then vials that will be destroyed (a loss that cannot be undone),
 * then a storage renewal that could not be charged (which leads there), then a withdrawal waiting for the
 * partner, then kits the lab cannot match to their owner.
 */
import type { StiOutcome } from './results';
import { stiReadableAt } from './sti-results';

/** How long after it can be read a positive STI result stays at the top of the home page. */
export const STI_POSITIVE_ATTENTION_DAYS = 30;

/** Tracking stages at which the kit is with the customer or on its way to the lab: the lab needs it registered. */
const STAGES_NEEDING_REGISTRATION: readonly number[] = [3, 4, 5];

export interface AttentionFacts {
  /** Stored samples: items holding vials, and the date they are destroyed unless storage is bought. */
  storedSamples: readonly { itemId: string; destructionDate: string | null; vialsInStorage: number }[];
  withdrawals: readonly {
    id: string;
    status: string;
    /** YYYY-MM-DD */
    requestedDate: string;
    vialCount: number;
    recipientFacility: string;
  }[];
  kits: readonly {
    itemId: string;
    title: string;
    trackingStage: number | null;
    registered: boolean;
    orderedAt: string;
  }[];
  /** Storage plans whose renewal could not be charged, since when (ISO time). */
  pastDuePlans: readonly { subscriptionId: string; title: string; pastDueSince: string }[];
  stiPanels: readonly {
    itemId: string;
    title: string;
    outcomes: readonly StiOutcome[];
    enteredAt: string | null;
    releasedAt: string | null;
  }[];
}

export type AttentionItem =
  /** date: when the results could be read. */
  | { kind: 'sti_positive'; date: string; itemId: string; title: string }
  /** date: the destruction date (YYYY-MM-DD). */
  | { kind: 'destruction_date'; date: string; itemId: string; vialCount: number }
  /** date: when the renewal first failed. */
  | { kind: 'renewal_failed'; date: string; subscriptionId: string; title: string }
  /** date: the date the withdrawal is asked for (YYYY-MM-DD). */
  | {
      kind: 'partner_consent';
      date: string;
      withdrawalId: string;
      vialCount: number;
      recipientFacility: string;
    }
  /** date: when the kit was ordered. */
  | { kind: 'kit_not_registered'; date: string; itemId: string; title: string; trackingStage: number };

export type AttentionKind = AttentionItem['kind'];

export const ATTENTION_ORDER: readonly AttentionKind[] = [
  'sti_positive',
  'destruction_date',
  'renewal_failed',
  'partner_consent',
  'kit_not_registered',
];

const DAY_MS = 86_400_000;

function positiveStiResults(panels: AttentionFacts['stiPanels'], now: Date): AttentionItem[] {
  return panels.flatMap((panel) => {
    if (!panel.outcomes.includes('positive')) return [];
    const readableAt = stiReadableAt(panel, panel.outcomes, now);
    if (!readableAt || now.getTime() - readableAt.getTime() > STI_POSITIVE_ATTENTION_DAYS * DAY_MS) return [];
    return [
      { kind: 'sti_positive', date: readableAt.toISOString(), itemId: panel.itemId, title: panel.title },
    ];
  });
}

function destructionDates(samples: AttentionFacts['storedSamples']): AttentionItem[] {
  return samples.flatMap((sample) =>
    sample.destructionDate && sample.vialsInStorage > 0
      ? [
          {
            kind: 'destruction_date',
            date: sample.destructionDate,
            itemId: sample.itemId,
            vialCount: sample.vialsInStorage,
          },
        ]
      : [],
  );
}

function consentsAwaited(withdrawals: AttentionFacts['withdrawals']): AttentionItem[] {
  return withdrawals.flatMap((withdrawal) =>
    withdrawal.status === 'awaiting_partner_consent'
      ? [
          {
            kind: 'partner_consent',
            date: withdrawal.requestedDate,
            withdrawalId: withdrawal.id,
            vialCount: withdrawal.vialCount,
            recipientFacility: withdrawal.recipientFacility,
          },
        ]
      : [],
  );
}

/** A kit needs registering once it has reached the customer and until the lab has results from it. */
export function kitNeedsRegistration(kit: { trackingStage: number | null; registered: boolean }): boolean {
  return (
    !kit.registered && kit.trackingStage !== null && STAGES_NEEDING_REGISTRATION.includes(kit.trackingStage)
  );
}

function unregisteredKits(kits: AttentionFacts['kits']): AttentionItem[] {
  return kits.flatMap((kit) =>
    kitNeedsRegistration(kit) && kit.trackingStage !== null
      ? [
          {
            kind: 'kit_not_registered',
            date: kit.orderedAt,
            itemId: kit.itemId,
            title: kit.title,
            trackingStage: kit.trackingStage,
          },
        ]
      : [],
  );
}

const byDate = (a: AttentionItem, b: AttentionItem) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/** The things that need the customer now, most pressing kind first, and within a kind the earliest date first. */
export function needsAttention(facts: AttentionFacts, now: Date): AttentionItem[] {
  const found = [
    ...positiveStiResults(facts.stiPanels, now),
    ...destructionDates(facts.storedSamples),
    ...facts.pastDuePlans.map(
      (plan): AttentionItem => ({
        kind: 'renewal_failed',
        date: plan.pastDueSince,
        subscriptionId: plan.subscriptionId,
        title: plan.title,
      }),
    ),
    ...consentsAwaited(facts.withdrawals),
    ...unregisteredKits(facts.kits),
  ];
  return ATTENTION_ORDER.flatMap((kind) => found.filter((item) => item.kind === kind).sort(byDate));
}
