/**
 * What needs the customer now: the home page shows these first, each dated and with one thing to do. A
 * positive STI result comes first (health), then vials that will be destroyed (a loss that cannot be undone),
 * then a storage renewal that could not be charged (which leads there), then a withdrawal waiting for the
 * partner, then kits the lab cannot match to their owner, then agreements still to sign, a results call for
 * results just released, and the next analysis the lab recommends.
 */
import { type RegistrationNeededPhase, registrationNeededPhase } from './kit-progress';
import { retestDate } from './result-trends';
import type { StiOutcome } from './results';
import { stiReadableAt } from './sti-results';
import { facesDestruction } from './storage-billing';

/** How long after it can be read a positive STI result stays at the top of the home page. */
export const STI_POSITIVE_ATTENTION_DAYS = 30;
/** How long after its release a semen analysis's results call is offered on the home page. */
export const RESULTS_CALL_ATTENTION_DAYS = 30;

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
    /** The kit's product, which the pages word it by; null when it has none in the catalogue. */
    productKey: string | null;
    title: string;
    trackingStage: number | null;
    registered: boolean;
    /** The lab has received the kit (scanned it). */
    heldAtLab: boolean;
    hasResults: boolean;
    orderedAt: string;
  }[];
  /** Storage plans whose renewal could not be charged, since when (ISO time). */
  pastDuePlans: readonly {
    subscriptionId: string;
    productKey: string | null;
    title: string;
    pastDueSince: string;
  }[];
  stiPanels: readonly {
    itemId: string;
    title: string;
    outcomes: readonly StiOutcome[];
    enteredAt: string | null;
    releasedAt: string | null;
  }[];
  /** The agreements the account needs and has not signed, and since when it has needed them (ISO time). */
  agreementsToSign: { titles: readonly string[]; since: string };
  /** The latest released semen analysis, if any. */
  latestAnalysis: {
    resultId: string;
    /** When the lab released it (ISO time). */
    readyAt: string;
    /** The day the sample was collected (YYYY-MM-DD), when known. */
    collectedOn: string | null;
    /** No sperm was found: a new analysis is the care team's to advise, not a routine retest. */
    azoospermic: boolean;
    /** A semen analysis was ordered after this one was released. */
    analysisOrderedSince: boolean;
    /** A results call was booked after this one was released (and not cancelled). */
    resultsCallBooked: boolean;
    /** A fertility consultation was bought after it: the consultation is where the results are talked through. */
    consultationBought: boolean;
  } | null;
}

export type AttentionItem =
  /** date: when the results could be read. */
  | { kind: 'sti_positive'; date: string; itemId: string; title: string }
  /** date: the destruction date (YYYY-MM-DD). */
  | { kind: 'destruction_date'; date: string; itemId: string; vialCount: number }
  /** date: when the renewal first failed. */
  | { kind: 'renewal_failed'; date: string; subscriptionId: string; productKey: string | null; title: string }
  /** date: the date the withdrawal is asked for (YYYY-MM-DD). */
  | {
      kind: 'partner_consent';
      date: string;
      withdrawalId: string;
      vialCount: number;
      recipientFacility: string;
    }
  /** date: when the kit was ordered; phase: where it stands, which its card words the same way. */
  | {
      kind: 'kit_not_registered';
      date: string;
      itemId: string;
      productKey: string | null;
      title: string;
      trackingStage: number;
      phase: RegistrationNeededPhase;
    }
  /** date: since when the account has needed them. */
  | { kind: 'agreements_to_sign'; date: string; titles: readonly string[] }
  /** date: when the results were released. */
  | { kind: 'results_call'; date: string; resultId: string }
  /** date: the day the next analysis is due (YYYY-MM-DD). */
  | { kind: 'retest_due'; date: string; resultId: string };

export type AttentionKind = AttentionItem['kind'];

export const ATTENTION_ORDER: readonly AttentionKind[] = [
  'sti_positive',
  'destruction_date',
  'renewal_failed',
  'partner_consent',
  'kit_not_registered',
  'agreements_to_sign',
  'results_call',
  'retest_due',
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
    sample.destructionDate &&
    facesDestruction({ destructionDate: sample.destructionDate, vialsHeld: sample.vialsInStorage })
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

function unregisteredKits(kits: AttentionFacts['kits']): AttentionItem[] {
  return kits.flatMap((kit) => {
    const phase = registrationNeededPhase(kit);
    return phase && kit.trackingStage !== null
      ? [
          {
            kind: 'kit_not_registered',
            date: kit.orderedAt,
            itemId: kit.itemId,
            productKey: kit.productKey,
            title: kit.title,
            trackingStage: kit.trackingStage,
            phase,
          },
        ]
      : [];
  });
}

function agreementsToSign(agreements: AttentionFacts['agreementsToSign']): AttentionItem[] {
  return agreements.titles.length > 0
    ? [{ kind: 'agreements_to_sign', date: agreements.since, titles: agreements.titles }]
    : [];
}

/** The results call is offered for a month after the release, until one is booked or a consultation bought. */
function resultsCall(latest: AttentionFacts['latestAnalysis'], now: Date): AttentionItem[] {
  if (!latest || latest.resultsCallBooked || latest.consultationBought) return [];
  const age = now.getTime() - new Date(latest.readyAt).getTime();
  return age >= 0 && age <= RESULTS_CALL_ATTENTION_DAYS * DAY_MS
    ? [{ kind: 'results_call', date: latest.readyAt, resultId: latest.resultId }]
    : [];
}

/**
 * The next analysis the lab recommends (three months after the sample), until one is ordered; never after a
 * result with no sperm found. It stays listed once due: the customer has not ordered it yet.
 */
function retestDue(latest: AttentionFacts['latestAnalysis']): AttentionItem[] {
  if (!latest || latest.azoospermic || latest.analysisOrderedSince) return [];
  const date = retestDate(latest);
  return [{ kind: 'retest_due', date, resultId: latest.resultId }];
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
        productKey: plan.productKey,
        title: plan.title,
      }),
    ),
    ...consentsAwaited(facts.withdrawals),
    ...unregisteredKits(facts.kits),
    ...agreementsToSign(facts.agreementsToSign),
    ...resultsCall(facts.latestAnalysis, now),
    ...retestDue(facts.latestAnalysis),
  ];
  return ATTENTION_ORDER.flatMap((kind) => found.filter((item) => item.kind === kind).sort(byDate));
}
