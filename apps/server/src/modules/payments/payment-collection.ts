import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { PaymentProviderUnavailableError } from '../../integrations/payments/index';
import type { OwnerReference, PaymentAttempt } from './payment-attempt-repository';
import {
  claimDueReminders,
  claimDues,
  countDuesPaidSince,
  countPaidDues,
  type DueScope,
  type DueSelection,
  findDue,
  holdDue,
  insertDues,
  markDueDeclined,
  markDuePaid,
  nextDueClaimExpiry,
  type PaymentDue,
  retryDuesNow,
  stopRetryingDues,
  useCardForDues,
} from './payment-due-repository';
import type {
  Applied,
  AttemptAnswer,
  AttemptOutcome,
  ChargeDetails,
  DueHandlers,
  DueRequest,
  DueScheduler,
  PaymentOwner,
} from './payment-owner';

/** Dues one run claims at a time. */
export const COLLECT_BATCH_SIZE = 50;
/** Dues of a batch charged at once. */
export const COLLECT_CONCURRENCY = 8;
/**
 * How long a claim holds its batch: far longer than a batch takes, and the most a stopped instance's batch waits
 * before another run takes it.
 */
export const COLLECT_CLAIM_MS = 30_000;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Runs `work` on every item, at most `limit` at a time; every item is tried, and the first failure thrown after. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) {
      const item = items[index] as T;
      await work(item).catch((error: unknown) => failures.push(error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failures.length > 0) throw failures[0];
}

/** What the collector asks of the ledger's attempts (payments-service.ts). */
export interface CollectorAttempts {
  openAttemptOf(owner: OwnerReference, db: Queryable): Promise<PaymentAttempt | null>;
  startAttempt(
    tx: Queryable,
    owner: OwnerReference,
    details: { amountCents: number; paymentMethodToken: string | null; keyPrefix: string; part: number },
  ): Promise<PaymentAttempt>;
  charge(attempt: PaymentAttempt, details: ChargeDetails): Promise<AttemptAnswer>;
  recover(attempt: PaymentAttempt): Promise<AttemptAnswer>;
}

export interface PaymentCollectionDeps {
  db: Database;
  now: () => Date;
  owners: ReadonlyMap<string, PaymentOwner>;
  attempts: CollectorAttempts;
}

const handlersOf = (deps: PaymentCollectionDeps, kind: string): DueHandlers => {
  const handlers = deps.owners.get(kind)?.dues;
  if (!handlers) throw new Error(`No owner collects dues of ${kind}`);
  return handlers;
};

/**
 * Charges a claimed due once: under the due's row lock, while it is still pending and still held by this claim,
 * an attempt of it in flight is settled from the provider if there is one (left by a run that stopped: abandoned
 * when it never reached the provider, then the due gets a new attempt), else a new attempt is started and charged
 * off-session. The ledger's one-attempt-in-flight index and idempotency keys make a second charge of a due
 * impossible whatever runs at once.
 */
async function chargeDue(
  deps: PaymentCollectionDeps,
  due: PaymentDue,
  claimId: string,
  details: ChargeDetails,
): Promise<void> {
  const scope = { kind: due.owner_kind, id: due.owner_id, key: due.owner_key };
  for (let round = 0; round < 2; round += 1) {
    let started: { attempt: PaymentAttempt; open: boolean } | null;
    try {
      started = await deps.db.transaction(async (tx) => {
        const held = await holdDue(tx, due.id, claimId);
        if (!held) return null;
        const open = await deps.attempts.openAttemptOf(scope, tx);
        // Another part's attempt in flight in the same scope: this one waits for the next claim.
        if (open) return open.owner_part === held.owner_part ? { attempt: open, open: true } : null;
        const attempt = await deps.attempts.startAttempt(tx, scope, {
          amountCents: held.amount_cents,
          paymentMethodToken: held.payment_method_token,
          keyPrefix: held.key_prefix,
          part: held.owner_part,
        });
        return { attempt, open: false };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return;
      throw error;
    }
    if (!started) return;
    try {
      if (started.open) {
        // Left by a run that stopped (or still running elsewhere): settled from the provider by its intent id.
        const answer = await deps.attempts.recover(started.attempt);
        if (answer.status === 'abandoned') continue;
        return;
      }
      await deps.attempts.charge(started.attempt, { ...details, reuse: 'off_session' });
      return;
    } catch (error) {
      // The attempt stays open; the ledger's reconcile (or the next claim) reads its intent back by id.
      if (!(error instanceof PaymentProviderUnavailableError)) throw error;
      return;
    }
  }
}

/** The charge details of claimed dues, asked of each owner once per batch. */
async function describe(
  deps: PaymentCollectionDeps,
  dues: readonly PaymentDue[],
): Promise<Map<string, ChargeDetails>> {
  const kinds = [...new Set(dues.map((due) => due.owner_kind))];
  const described = new Map<string, ChargeDetails>();
  for (const kind of kinds) {
    const ofKind = dues.filter((due) => due.owner_kind === kind);
    for (const [id, details] of await handlersOf(deps, kind).describe(deps.db, ofKind)) {
      described.set(id, details);
    }
  }
  return described;
}

/**
 * Applies an attempt's outcome to the due it pays, its row locked by the caller, and tells its owner, in the
 * settling transaction: paid once (a success it no longer needs is refunded), declined and tried again on its
 * policy, or failed with no attempt left. Abandoned changes nothing: the due stays claimed, and the next claim
 * gives it a new attempt.
 */
async function settleDue(
  deps: PaymentCollectionDeps,
  tx: Queryable,
  due: PaymentDue | null,
  outcome: AttemptOutcome,
): Promise<Applied> {
  if (outcome.status === 'abandoned') return { applied: true };
  if (!due) return { applied: outcome.status !== 'succeeded' };
  const handlers = handlersOf(deps, due.owner_kind);
  const at = deps.now();
  if (outcome.status === 'succeeded') {
    const paid = await markDuePaid(tx, due.id, at);
    // Paid already by another attempt: this charge goes back to the customer.
    if (!paid) return { applied: false };
    return { applied: true, ...(await handlers.paid(tx, paid)) };
  }
  const retryAt =
    due.attempts < due.max_attempts ? new Date(at.getTime() + due.retry_delay_seconds * 1000) : null;
  const declined = await markDueDeclined(tx, due.id, { at, retryAt });
  if (!declined) return { applied: true };
  return { applied: true, ...(await handlers.declined(tx, declined, retryAt)) };
}

/**
 * The one collector of what is due (ADR 063), for every owner: it claims batches of dues to charge (due, retry
 * due, or left by a stopped run), charges each once under its row lock, and settles each attempt with its due and
 * the owner's record; a declined due is tried again on its own policy, then fails.
 */
export function createPaymentCollection(deps: PaymentCollectionDeps) {
  const collectingKinds = () =>
    [...deps.owners.values()].flatMap((owner) => (owner.dues ? [owner.kind] : []));

  const schedule: DueScheduler = (tx, dues: readonly DueRequest[]) =>
    insertDues(
      tx,
      dues.map((due) => ({
        id: randomUUID(),
        owner: due.owner,
        part: due.part,
        amountCents: due.amountCents,
        dueAt: due.dueAt,
        paymentMethodToken: due.paymentMethodToken,
        keyPrefix: due.keyPrefix,
        maxAttempts: due.policy.maxAttempts,
        retryDelaySeconds: due.policy.retryDelaySeconds,
        remindBeforeSeconds: due.policy.remindBeforeSeconds ?? null,
      })),
      deps.now(),
    );

  return {
    schedule,

    /**
     * Claims batches of what is due (of these kinds of owner, and owners, when named; else of every owner that has
     * dues) and charges them until nothing unclaimed is due: answers how many it claimed, the dues it claimed, and
     * when the first claim of another run (one that may have stopped) runs out, if any is held.
     */
    async collect(
      scope: { kinds?: readonly string[]; ownerIds?: readonly string[]; batchSize?: number } = {},
    ): Promise<{ charged: number; dues: PaymentDue[]; nextClaimExpiry: Date | null }> {
      const due: DueScope = { kinds: scope.kinds ?? collectingKinds(), ownerIds: scope.ownerIds ?? null };
      const claimed: PaymentDue[] = [];
      for (;;) {
        const now = deps.now();
        const claim = { id: randomUUID(), until: new Date(now.getTime() + COLLECT_CLAIM_MS) };
        const batch = await claimDues(deps.db, {
          ...claim,
          now,
          limit: scope.batchSize ?? COLLECT_BATCH_SIZE,
          scope: due,
        });
        if (batch.length === 0) break;
        const details = await describe(deps, batch);
        await eachAtMost(batch, COLLECT_CONCURRENCY, async (each) => {
          const charge = details.get(each.id);
          // An owner with no words for it (its record gone) leaves it claimed: it is looked at again later.
          if (charge) await chargeDue(deps, each, claim.id, charge);
        });
        claimed.push(...batch);
      }
      return {
        charged: claimed.length,
        dues: claimed,
        nextClaimExpiry: await nextDueClaimExpiry(deps.db, deps.now(), due.kinds),
      };
    },

    /** Lets each owner schedule what fell due by now (billing's periods): answers how many dues were scheduled. */
    async open(): Promise<number> {
      let opened = 0;
      for (const owner of deps.owners.values()) {
        if (owner.dues?.open) opened += await owner.dues.open(deps.db, deps.now(), schedule);
      }
      return opened;
    },

    /** Tells the customers of dues that fall due within their reminder window, once each: answers how many. */
    remind(): Promise<number> {
      return deps.db.transaction(async (tx) => {
        const dues = await claimDueReminders(tx, deps.now(), collectingKinds());
        for (const kind of new Set(dues.map((due) => due.owner_kind))) {
          await handlersOf(deps, kind).remind?.(
            tx,
            dues.filter((due) => due.owner_kind === kind),
          );
        }
        return dues.length;
      });
    },

    /** Applies an attempt's outcome to the due it pays, in the settling transaction: see `settleDue`. */
    settle: (tx: Queryable, due: PaymentDue | null, outcome: AttemptOutcome) =>
      settleDue(deps, tx, due, outcome),

    /**
     * The selected dues declined or failed are due again now (one attempt more for those that used them all), for
     * the next collector: those changed.
     */
    retryNow: (tx: Queryable, selection: DueSelection) => retryDuesNow(tx, selection, deps.now()),

    /** The selected unpaid dues are charged to this card from now on: the owners changed. */
    useCard: (tx: Queryable, selection: DueSelection, paymentMethodToken: string) =>
      useCardForDues(tx, selection, paymentMethodToken),

    /** The owner's declined dues are not tried again (a plan ended). */
    stopRetrying: (tx: Queryable, owner: { kind: string; id: string }) => stopRetryingDues(tx, owner),

    /** A due by its owner's part, read in the caller's transaction; null when there is none. */
    dueOf: (db: Queryable, owner: { kind: string; id: string; part: number }) => findDue(db, owner),

    /** How many of these dues are paid. */
    countPaid: (dues: readonly PaymentDue[]) =>
      countPaidDues(
        deps.db,
        dues.map((due) => due.id),
      ),

    /** How many dues of the selected owners were paid since that moment. */
    countPaidSince: (selection: DueSelection, since: Date) => countDuesPaidSince(deps.db, selection, since),
  };
}

export type PaymentCollection = ReturnType<typeof createPaymentCollection>;
