import { randomUUID } from 'node:crypto';
import { centsLeftToRefund } from '@fathom/domain/refunds';
import type { Database, Queryable } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import type { InstalmentPlanOutcome, InstalmentProvider } from '../../integrations/instalments/index';
import {
  type CardDescription,
  type IntentState,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  PaymentRequestRefusedError,
  type RefundReference,
} from '../../integrations/payments/index';
import {
  type AttemptMethod,
  findAttemptOfIntent,
  findIntentsToClose,
  findLatestAttemptOf,
  findOpenAttemptOf,
  findPaymentsOfOwners,
  findPendingRefunds,
  findRefundByRequestKey,
  findRefundsDue,
  findStaleOpenAttempts,
  insertAttempt,
  insertRefund,
  lockAttemptForRefund,
  markIntentClosed,
  markRefundDue,
  markRequiresAction,
  type OwnerPayment,
  type OwnerReference,
  openAttemptReadings,
  ownerAttemptsState,
  type PaymentAttempt,
  type PaymentRefund,
  type RefundableAttempt,
  recordAttemptRefund,
  recordIntent,
  recordRefundIncrease,
  recordRefundMade,
  settleAttempt,
  settleRefund,
} from './payment-attempt-repository';
import { createPaymentCollection } from './payment-collection';
import { lockDueOf } from './payment-due-repository';
import type { AttemptAnswer, AttemptOutcome, ChargeDetails, DueRequest, PaymentOwner } from './payment-owner';
import { type RefundPaidFor, refundMadeEmail, refundPaidForOf } from './refund-made-email';

export type {
  AttemptMethod,
  OwnerAttemptsState,
  OwnerReference,
  PaymentAttempt,
  PaymentRefund,
} from './payment-attempt-repository';
export type { DueSelection, DueStatus, PaymentDue } from './payment-due-repository';
export type {
  Applied,
  AttemptAnswer,
  AttemptOutcome,
  ChargeDetails,
  DueHandlers,
  DueRequest,
  DueScheduler,
  PaymentOwner,
  RetryPolicy,
} from './payment-owner';

/**
 * What a refunded payment paid for, as the request names it: its owner, and the words of the refund's email (an
 * order's number; or a plan's product key and title, with the period the renewal paid for, its part).
 */
export type RefundedPaymentOf = { owner: { kind: string; id: string } } & (
  | { orderNumber: string }
  | { planKey: string | null; planTitle: string }
);

/** A refund staff ask for of one payment of an order or of a storage plan's renewal, with their reason. */
export interface StaffRefundRequest {
  /** The payment must belong to it: a payment of anything else is not found. */
  of: RefundedPaymentOf;
  attemptId: string;
  /** The console's key for this request: the same request sent again is the same refund. */
  requestKey: string;
  amountCents: number;
  reason: string;
  staffUserId: string;
  /** Where the customer is told once the refund is made. */
  notifyEmail: string;
}

/**
 * What a payment paid for, as its refund's email names it (a renewal's period from the payment itself); null when it
 * is not a payment of the order or plan the request names.
 */
function paidForOf(attempt: RefundableAttempt, of: RefundedPaymentOf): RefundPaidFor | null {
  if (attempt.owner_kind !== of.owner.kind || attempt.owner_id !== of.owner.id) return null;
  if ('orderNumber' in of) return { orderNumber: of.orderNumber };
  return attempt.owner_part === null
    ? null
    : { planKey: of.planKey, planTitle: of.planTitle, period: attempt.owner_part };
}

/** What became of a staff refund, or why it was not written (nothing changed then). */
export type StaffRefundAnswer =
  /** made: the processor gave it back; pending: written, and made by the collector once the processor answers. */
  | { status: 'made' | 'pending' | 'refused'; refund: PaymentRefund }
  | { status: 'not_found' }
  /** The instalment provider collects and refunds its plans itself. */
  | { status: 'instalment_provider' }
  /** The payment took no money. */
  | { status: 'not_paid' }
  | { status: 'nothing_left' }
  | { status: 'beyond_left'; leftCents: number }
  /** The request's key was used for another amount or reason. */
  | { status: 'key_reused' };

/** A payment that took money (an order's or a renewal's), as support sees it: what is left, its card. */
export interface PaymentOfClient extends OwnerPayment {
  left_cents: number;
  card: CardDescription | null;
}

export interface PaymentsLedgerDeps {
  db: Database;
  payments: PaymentProvider;
  instalments: InstalmentProvider;
  now: () => Date;
  /** Reports what the ledger could not do by itself (a late charge it could not refund). */
  warn?: (message: string, details: Record<string, unknown>) => void;
  /** Tells staff what needs a person: a refund the provider reports beyond what an attempt paid. */
  alert?: (message: string, details: Record<string, unknown>) => void;
  /**
   * Queues the customer's email when a staff refund is made, in the transaction that records it. Without it (tools
   * that make no staff refunds) the collector leaves staff refunds for a ledger that has it.
   */
  outbox?: EmailOutbox;
  /** Who is told of the outcomes of what they asked the ledger to charge, one per kind of owner. */
  owners?: readonly PaymentOwner[];
}

/** An attempt this much older than the provider's longest call has no call in flight any more. */
export const abandonedAfterMs = (payments: Pick<PaymentProvider, 'callTimeoutMs'>) =>
  2 * payments.callTimeoutMs;
/** How long a customer has to answer their bank's challenge before the attempt is taken for abandoned. */
export const AUTHENTICATION_WINDOW_MS = 60 * 60_000;

/**
 * The one ledger of payment attempts (orders, instalment plans, storage renewals), and the only writer of it.
 * An attempt is written before anything is charged; the intent is created under the attempt's key and its id
 * committed before the intent is confirmed; the outcome is then settled, with what it paid for, in one transaction.
 * An attempt whose answer was lost is settled by reading its intent by id (reconcile, a webhook, a retry): never
 * by a search. An attempt with no intent id after the provider's longest call was never confirmed: it is abandoned.
 */
export function createPaymentsLedger(deps: PaymentsLedgerDeps) {
  const owners = new Map((deps.owners ?? []).map((owner) => [owner.kind, owner] as const));
  const ownerOf = (kind: string) => {
    const owner = owners.get(kind);
    if (!owner) throw new Error(`No owner answers for payments of ${kind}`);
    return owner;
  };
  const age = (attempt: PaymentAttempt) => deps.now().getTime() - new Date(attempt.created_at).getTime();

  /** Settles the attempt with what it paid for; refunds a success that came too late to be used. */
  async function settle(attempt: PaymentAttempt, outcome: AttemptOutcome): Promise<boolean> {
    const owner = ownerOf(attempt.owner_kind);
    const part = owner.dues ? attempt.owner_part : null;
    const settled = await deps.db.transaction(async (tx) => {
      // The owner's rows, then the due's, then the attempt's: the lock order of every payment.
      await owner.lock?.(tx, attempt);
      const due =
        part === null ? null : await lockDueOf(tx, { kind: attempt.owner_kind, id: attempt.owner_id, part });
      const claimed = await settleAttempt(tx, attempt.id, {
        status: outcome.status,
        declineReason: outcome.status === 'declined' ? outcome.reason : null,
        intentId: outcome.status === 'succeeded' ? outcome.intentId : null,
        planId: outcome.status === 'succeeded' ? (outcome.plan?.planId ?? null) : null,
        at: deps.now(),
      });
      if (!claimed) return null;
      const applied =
        part !== null
          ? await collection.settle(tx, due, outcome)
          : await settleOwn(owner, tx, attempt, outcome);
      // Written with the settlement, so the refund is made even if this process stops before making it.
      if (outcome.status === 'succeeded' && !applied.applied && attempt.method !== 'instalment_plan') {
        await markRefundDue(tx, attempt.id);
      }
      return applied;
    });
    if (!settled) return false;
    await settled.afterCommit?.();
    if (outcome.status === 'succeeded' && !settled.applied) {
      await refundUnused({ ...attempt, provider_intent_id: outcome.intentId }).catch((error: unknown) => {
        // Still due: reconcile makes it.
        deps.warn?.('a refund of an unneeded charge is still due', {
          attempt: attempt.id,
          error: String(error),
        });
      });
    }
    return true;
  }

  /** The outcome of an attempt its owner started itself, as the owner applies it. */
  function settleOwn(owner: PaymentOwner, tx: Queryable, attempt: PaymentAttempt, outcome: AttemptOutcome) {
    if (!owner.settle) throw new Error(`The owner of ${owner.kind} payments settles no attempt of its own`);
    return owner.settle(tx, attempt, outcome, collection.schedule);
  }

  /** A charge that arrived after what it paid for was paid otherwise goes back to the customer. */
  async function refundUnused(attempt: PaymentAttempt): Promise<void> {
    if (attempt.method === 'instalment_plan') {
      // The instalment provider collects and refunds its plans itself; staff are told.
      deps.warn?.('a late instalment plan was started for a paid order', { attempt: attempt.id });
      return;
    }
    if (!attempt.provider_intent_id) return;
    const refund = await deps.payments.refund({
      intentId: attempt.provider_intent_id,
      idempotencyKey: `refund:${attempt.id}`,
    });
    await recordRefundMade(deps.db, attempt.id, refund.amountCents);
  }

  /**
   * Asks the processor for a written staff refund under a key made of its id (a retry, from the request or the
   * collector, is the same refund), then records it made, what the charge now has refunded in all (read back, so a
   * webhook's report of the same refund is never added twice) and the customer's email, in one transaction, once.
   * A processor that cannot be reached leaves it pending, for the collector; one that refuses it marks it refused.
   */
  async function makeStaffRefund(refund: PaymentRefund, intentId: string): Promise<PaymentRefund> {
    if (refund.state !== 'pending') return refund;
    let made: { refundId: string; amountCents: number };
    let total: { intentId: string; refundedCents: number } | null;
    try {
      made = await deps.payments.refund({
        intentId,
        amountCents: refund.amount_cents,
        idempotencyKey: `staff-refund:${refund.id}`,
      });
      total = await deps.payments.retrieveRefunds({ refundId: made.refundId });
    } catch (error) {
      if (error instanceof PaymentRequestRefusedError) {
        deps.alert?.('the payment processor refused a staff refund', {
          refund: refund.id,
          attempt: refund.attempt_id,
          error: error.message,
        });
        return (
          (await settleRefund(deps.db, refund.id, {
            state: 'refused',
            message: error.message,
            at: deps.now(),
          })) ?? refund
        );
      }
      deps.warn?.('a staff refund is still due: the payment processor did not answer', {
        refund: refund.id,
        unreachable: error instanceof PaymentProviderUnavailableError,
        error: String(error),
      });
      return refund;
    }
    const outbox = deps.outbox;
    const settled = await deps.db.transaction(async (tx) => {
      const done = await settleRefund(tx, refund.id, {
        state: 'made',
        providerRefundId: made.refundId,
        at: deps.now(),
      });
      if (!done) return null;
      if (total) await recordAttemptRefund(tx, total.intentId, total.refundedCents);
      else await recordRefundIncrease(tx, refund.attempt_id, made.amountCents);
      await outbox?.queue(tx, {
        to: done.notify_email,
        write: (language) =>
          refundMadeEmail(language, { amountCents: done.amount_cents, paidFor: refundPaidForOf(done) }),
      });
      return done;
    });
    return settled ?? { ...refund, state: 'made' };
  }

  function outcomeOfPlan(outcome: InstalmentPlanOutcome): AttemptOutcome {
    if (outcome.status === 'declined') return outcome;
    return {
      status: 'succeeded',
      intentId: outcome.firstChargeId,
      plan: { planId: outcome.planId, instalments: outcome.instalments },
    };
  }

  /** Applies what the provider says of the attempt's intent; `recovering` when the attempt is not this call's own. */
  async function apply(
    attempt: PaymentAttempt,
    state: IntentState,
    recovering: boolean,
  ): Promise<AttemptAnswer> {
    switch (state.status) {
      case 'succeeded':
        await settle(attempt, { status: 'succeeded', intentId: state.intentId, plan: null });
        return { status: 'succeeded' };
      case 'declined':
        await settle(attempt, { status: 'declined', reason: state.reason });
        return { status: 'declined', reason: state.reason };
      case 'requires_action':
        // Left unanswered for long, the customer has gone: what it paid for can be paid otherwise. The intent is
        // not cancelled, so that a late authentication still pays (and settles this attempt).
        if (recovering && age(attempt) > AUTHENTICATION_WINDOW_MS) return abandon(attempt);
        await markRequiresAction(deps.db, attempt.id);
        return { status: 'requires_action', clientSecret: state.clientSecret };
      case 'processing':
        return { status: 'in_flight' };
      case 'unconfirmed':
        // Never confirmed: nothing was taken. The call that would confirm it may still be running, until it is old.
        if (recovering && age(attempt) >= abandonedAfterMs(deps.payments)) return abandon(attempt);
        return { status: 'in_flight' };
      case 'cancelled':
        // Nothing was taken, and nothing can be any more.
        return abandon(attempt);
    }
  }

  async function abandon(attempt: PaymentAttempt): Promise<AttemptAnswer> {
    await settle(attempt, { status: 'abandoned' });
    return { status: 'abandoned' };
  }

  /** Settles an attempt left open: from the provider's record by its intent id, or abandoned when never confirmed. */
  async function recover(attempt: PaymentAttempt): Promise<AttemptAnswer> {
    if (attempt.method === 'instalment_plan') {
      // The instalment provider keeps its plans by our key (its own API, read-after-write).
      const plan = await deps.instalments.findPlanByIdempotencyKey(attempt.idempotency_key);
      if (plan) {
        const outcome = outcomeOfPlan(plan);
        await settle(attempt, outcome);
        return outcome.status === 'declined' ? outcome : { status: 'succeeded' };
      }
      if (age(attempt) < abandonedAfterMs(deps.payments)) return { status: 'in_flight' };
      return abandon(attempt);
    }
    if (!attempt.provider_intent_id) {
      // Its intent id was never kept, so the intent was never confirmed: nothing was or will be charged.
      if (age(attempt) < abandonedAfterMs(deps.payments)) return { status: 'in_flight' };
      return abandon(attempt);
    }
    return apply(attempt, await deps.payments.retrieveIntent(attempt.provider_intent_id), true);
  }

  /**
   * Writes a new attempt, pending, in the caller's transaction (so it commits with what it pays for); nothing is
   * charged yet. Its key is `<keyPrefix>:<attempt number>`; `part` is the part of the owner's debt it pays.
   */
  function startAttempt(
    tx: Queryable,
    owner: OwnerReference,
    details: {
      amountCents: number;
      paymentMethodToken: string | null;
      keyPrefix: string;
      method?: AttemptMethod;
      part?: number | null;
    },
  ): Promise<PaymentAttempt> {
    const method = details.method ?? 'card';
    return insertAttempt(tx, {
      id: randomUUID(),
      owner,
      part: details.part ?? null,
      method,
      provider: method === 'instalment_plan' ? deps.instalments.name : deps.payments.name,
      amountCents: details.amountCents,
      paymentMethodToken: details.paymentMethodToken,
      keyPrefix: details.keyPrefix,
      at: deps.now(),
    });
  }

  /**
   * Charges a written attempt and settles it: creates the intent (or the instalment plan), commits its id on the
   * attempt, then confirms it. Throws PaymentProviderUnavailableError when an answer is lost (the attempt stays
   * open, to be settled by its intent id).
   */
  async function charge(attempt: PaymentAttempt, details: ChargeDetails): Promise<AttemptAnswer> {
    const token = attempt.payment_method_token ?? '';
    if (attempt.method === 'instalment_plan') {
      const plan = await deps.instalments.startPlan({
        totalCents: attempt.amount_cents,
        currency: 'usd',
        paymentMethodToken: token,
        idempotencyKey: attempt.idempotency_key,
        description: details.description,
        customerEmail: details.customerEmail,
        startDate: deps.now().toISOString().slice(0, 10),
      });
      const outcome = outcomeOfPlan(plan);
      await settle(attempt, outcome);
      return outcome.status === 'declined' ? outcome : { status: 'succeeded' };
    }
    const intentId =
      attempt.provider_intent_id ??
      (
        await deps.payments.createIntent({
          amountCents: attempt.amount_cents,
          currency: 'usd',
          paymentMethodToken: token,
          idempotencyKey: attempt.idempotency_key,
          description: details.description,
          customerEmail: details.customerEmail,
          reuse: details.reuse,
        })
      ).intentId;
    // Committed before the confirmation: whatever happens next, the intent is found again by this id.
    await recordIntent(deps.db, attempt.id, intentId);
    const state = await deps.payments.confirmIntent(intentId, {
      idempotencyKey: `${attempt.idempotency_key}:confirm`,
      offSession: details.reuse === 'off_session',
    });
    return apply({ ...attempt, provider_intent_id: intentId }, state, false);
  }

  const collection = createPaymentCollection({
    db: deps.db,
    now: deps.now,
    owners,
    attempts: {
      openAttemptOf: (owner, db) => findOpenAttemptOf(db, owner),
      startAttempt: (tx, owner, details) => startAttempt(tx, owner, details),
      charge,
      recover,
    },
  });

  return {
    startAttempt,
    charge,

    /** Settles an attempt left open (a retry, a returning customer): see `reconcile`. */
    recover,

    /**
     * The customer gave up an attempt waiting for their authentication (they chose another card): it is abandoned.
     * Its intent is left as it is: should it succeed after all, it settles as any late success does.
     */
    async giveUp(attempt: PaymentAttempt): Promise<void> {
      await settle(attempt, { status: 'abandoned' });
    },

    /** The attempt in flight of an owner's scope, if any (read in the caller's transaction when given). */
    openAttemptOf: (owner: OwnerReference, db: Queryable = deps.db) => findOpenAttemptOf(db, owner),

    /** The attempts not settled yet, by status, for the operator's metrics. */
    openAttempts: () => openAttemptReadings(deps.db),

    /** The latest attempt of an owner's scope, whatever became of it. */
    latestAttemptOf: (owner: OwnerReference) => findLatestAttemptOf(deps.db, owner),

    /**
     * Settles every attempt open longer than the provider's longest call, each by its intent id, and makes the
     * refunds still due; answers how many attempts it settled. Safe on every instance at once (a refund's key
     * makes it once).
     */
    async reconcile(): Promise<number> {
      const cutoff = new Date(deps.now().getTime() - abandonedAfterMs(deps.payments));
      let settled = 0;
      for (const attempt of await findStaleOpenAttempts(deps.db, cutoff, [...owners.keys()])) {
        const answer = await recover(attempt);
        if (answer.status !== 'in_flight' && answer.status !== 'requires_action') settled += 1;
      }
      // Refunds of unneeded charges that could not be made when they were settled.
      for (const attempt of await findRefundsDue(deps.db)) await refundUnused(attempt);
      // Staff refunds whose processor did not answer (older than its longest call: the request's own call is over).
      if (deps.outbox) {
        for (const refund of await findPendingRefunds(deps.db, cutoff)) {
          await makeStaffRefund(refund, refund.provider_intent_id);
        }
      }
      return settled;
    },

    /**
     * The provider says something happened to this intent (a webhook): its attempt is settled from the intent as
     * read back by id, an abandoned attempt too when the intent succeeded after all. Answers whether an attempt
     * had that intent.
     */
    async settleIntent(intent: { intentId: string; idempotencyKey: string | null }): Promise<boolean> {
      const attempt = await findAttemptOfIntent(deps.db, intent);
      if (!attempt) return false;
      if (attempt.method === 'instalment_plan') {
        if (attempt.status === 'pending') await recover(attempt);
        return true;
      }
      const state = await deps.payments.retrieveIntent(attempt.provider_intent_id ?? intent.intentId);
      const open = attempt.status === 'pending' || attempt.status === 'requires_action';
      const tookNothing = attempt.status === 'abandoned' || attempt.status === 'declined';
      if (open || (tookNothing && state.status === 'succeeded')) {
        await apply({ ...attempt, provider_intent_id: state.intentId }, state, false);
      }
      return true;
    },

    /**
     * The provider says a charge's refunds changed (a webhook names the charge or one of its refunds): what is
     * refunded is read back from the provider by that id, never taken from the event, and recorded on the attempt
     * of its intent, never beyond what the attempt paid; what goes beyond is kept apart and staff are told. Answers
     * whether an attempt had that charge.
     */
    async recordRefunds(reference: RefundReference): Promise<boolean> {
      const refunds = await deps.payments.retrieveRefunds(reference);
      if (!refunds) return false;
      const recorded = await recordAttemptRefund(deps.db, refunds.intentId, refunds.refundedCents);
      if (!recorded) return false;
      if (refunds.refundedCents > recorded.amount_cents) {
        deps.alert?.('a refund beyond what was paid: recorded up to what was paid, the rest kept for staff', {
          attempt: recorded.id,
          intent: refunds.intentId,
          paid_cents: recorded.amount_cents,
          refunded_cents: refunds.refundedCents,
          beyond_paid_cents: recorded.refunds_beyond_paid_cents,
        });
      }
      return true;
    },

    /**
     * Closes at the provider the intents of attempts that took nothing (abandoned or declined) made before the
     * cutoff (null: any time): each is cancelled, so that nothing can be charged on it any more, unless it took the money after all (a
     * late authentication whose word never reached us), which settles it as any late success does: what it paid for
     * is paid, or the charge given back; those of one owner alone when it is named (a buyer cancels their order).
     * Answers how many it closed. An intent still processing is left for the next run; a provider that cannot be
     * reached stops the run (the job is retried).
     */
    async closeIntents(cutoff: Date | null, owner: OwnerReference | null = null): Promise<number> {
      let closed = 0;
      for (const attempt of await findIntentsToClose(deps.db, cutoff, deps.payments.name, owner)) {
        const intentId = attempt.provider_intent_id ?? '';
        let state: IntentState;
        try {
          state = await deps.payments.cancelIntent(intentId, {
            idempotencyKey: `${attempt.idempotency_key}:cancel`,
          });
        } catch (error) {
          if (!(error instanceof PaymentRequestRefusedError)) throw error;
          // Left open (and its order unpaid and uncancelled) for staff, who see it listed.
          deps.warn?.('the provider refused to cancel an intent', {
            attempt: attempt.id,
            error: String(error),
          });
          continue;
        }
        if (state.status === 'succeeded') {
          await apply({ ...attempt, provider_intent_id: state.intentId }, state, false);
        } else if (state.status !== 'cancelled') {
          continue;
        }
        await markIntentClosed(deps.db, attempt.id, deps.now());
        closed += 1;
      }
      return closed;
    },

    /**
     * A refund staff make of one payment of an order, with their reason (issue 47): written pending, with who asked
     * and why, in the transaction that checks the amount against what is left (the payment's row locked, so two
     * refunds of it at once queue and the second sees the first), then made at the processor (see
     * makeStaffRefund). The same request key answers the same refund, made at most once.
     */
    async refundPayment(request: StaffRefundRequest): Promise<StaffRefundAnswer> {
      const written = await deps.db.transaction(async (tx) => {
        const attempt = await lockAttemptForRefund(tx, request.attemptId);
        const paidFor = attempt && paidForOf(attempt, request.of);
        if (!attempt || !paidFor) return { status: 'not_found' as const };
        const earlier = await findRefundByRequestKey(tx, attempt.id, request.requestKey);
        if (earlier) {
          const same = earlier.amount_cents === request.amountCents && earlier.reason === request.reason;
          return same
            ? { status: 'written' as const, refund: earlier, intentId: attempt.provider_intent_id ?? '' }
            : { status: 'key_reused' as const };
        }
        if (attempt.method === 'instalment_plan') return { status: 'instalment_provider' as const };
        if (attempt.status !== 'succeeded' || !attempt.provider_intent_id)
          return { status: 'not_paid' as const };
        const leftCents = centsLeftToRefund({
          paidCents: attempt.amount_cents,
          refundedCents: attempt.refunded_cents,
          inFlightCents: attempt.in_flight_cents,
          wholeRefundDue: attempt.refund_due,
        });
        if (leftCents <= 0) return { status: 'nothing_left' as const };
        if (request.amountCents > leftCents) return { status: 'beyond_left' as const, leftCents };
        const refund = await insertRefund(tx, {
          id: randomUUID(),
          attemptId: attempt.id,
          requestKey: request.requestKey,
          amountCents: request.amountCents,
          reason: request.reason,
          requestedBy: request.staffUserId,
          notifyEmail: request.notifyEmail,
          paidFor,
          at: deps.now(),
        });
        return { status: 'written' as const, refund, intentId: attempt.provider_intent_id };
      });
      if (written.status !== 'written') return written;
      const refund = await makeStaffRefund(written.refund, written.intentId);
      return { status: refund.state, refund };
    },

    /**
     * The payments that took money of these owners (a customer's orders and storage plans), newest first, at most
     * 100: what each refunded and has in flight, what is left to refund, and the card as a person recognises it (null
     * when the processor does not say).
     */
    async paymentsOf(owners: readonly { kind: string; id: string }[]): Promise<PaymentOfClient[]> {
      const payments = await findPaymentsOfOwners(deps.db, owners);
      const tokens = [...new Set(payments.flatMap((payment) => payment.payment_method_token ?? []))];
      const cards = new Map(
        await Promise.all(
          tokens.map(
            async (token) => [token, await deps.payments.describeCard(token).catch(() => null)] as const,
          ),
        ),
      );
      return payments.map((payment) => ({
        ...payment,
        left_cents:
          payment.method === 'instalment_plan'
            ? 0
            : centsLeftToRefund({
                paidCents: payment.amount_cents,
                refundedCents: payment.refunded_cents,
                inFlightCents: payment.in_flight_cents,
                wholeRefundDue: payment.refund_due,
              }),
        card: payment.payment_method_token ? (cards.get(payment.payment_method_token) ?? null) : null,
      }));
    },

    /** A card as a person recognises it, by its token; null when the processor does not say (or cannot be reached). */
    describeCard: (token: string): Promise<CardDescription | null> =>
      deps.payments.describeCard(token).catch(() => null),

    /** How an owner's attempts stand, read in the caller's transaction (which holds the owner's lock). */
    ownerAttemptsState: (db: Queryable, owner: OwnerReference) => ownerAttemptsState(db, owner),

    /**
     * Schedules parts of an owner's debt for the ledger to charge on their dates and retry on their policies, in the
     * caller's transaction (a part scheduled already is kept as it is): answers how many were scheduled.
     */
    scheduleDues: (tx: Queryable, dues: readonly DueRequest[]) => collection.schedule(tx, dues),

    /**
     * Charges what is due now (of these kinds of owner and owners when named, else of every owner with dues), in
     * claimed batches, until nothing unclaimed is due; see payment-collection.ts.
     */
    collectDue: collection.collect,

    /** Lets each owner schedule what fell due by now (billing's periods): answers how many dues were scheduled. */
    openDue: collection.open,

    /** Tells the customers of dues that fall due within their reminder window, once each. */
    remindDue: collection.remind,

    /** Selected dues declined or failed are due again now (one attempt more for those that used them all). */
    retryDues: collection.retryNow,

    /** Selected unpaid dues are charged to this card from now on: answers the owners changed. */
    useCardForDues: collection.useCard,

    /** An owner's declined dues are not tried again (a plan ended). */
    stopRetryingDues: collection.stopRetrying,

    /** A due by its owner's part, read in the caller's transaction; null when there is none. */
    dueOf: collection.dueOf,

    /** How many of these dues are paid. */
    countPaidDues: collection.countPaid,

    /** How many dues of the selected owners were paid since that moment. */
    countDuesPaidSince: collection.countPaidSince,
  };
}

export type PaymentsLedger = ReturnType<typeof createPaymentsLedger>;
