import type { Database, Queryable } from '../../db/database';
import type { PlannedInstalment } from '../../integrations/instalments/index';
import type { DeclineReason, IntentRequest } from '../../integrations/payments/index';
import type { OwnerReference, PaymentAttempt } from './payment-attempt-repository';
import type { PaymentDue } from './payment-due-repository';

/** How an attempt ended, as the room that asked for it applies it. */
export type AttemptOutcome =
  | {
      status: 'succeeded';
      intentId: string;
      /** The instalment plan an instalment attempt started. */
      plan: { planId: string; instalments: PlannedInstalment[] } | null;
    }
  | { status: 'declined'; reason: DeclineReason }
  /** Nothing was charged and nothing will be: what it paid for can be paid again. */
  | { status: 'abandoned' };

/** Where an attempt stands for the room that asked for it. */
export type AttemptAnswer =
  | { status: 'succeeded' }
  | { status: 'declined'; reason: DeclineReason }
  /** The customer's bank asks them to authenticate in the browser, with this client secret. */
  | { status: 'requires_action'; clientSecret: string }
  | { status: 'abandoned' }
  /** Still with the provider: ask again later. */
  | { status: 'in_flight' };

export interface ChargeDetails {
  description: string;
  customerEmail: string;
  reuse?: IntentRequest['reuse'];
}

/** What a handler asks the ledger to do once its transaction has committed (tell staff in the log). */
export interface Applied {
  /** False for a success says that what it paid for was paid already (by another attempt): the ledger refunds it. */
  applied: boolean;
  afterCommit?: () => Promise<void>;
}

/** How often a due is tried, and whether its customer is reminded before it. */
export interface RetryPolicy {
  /** Attempts in all: the first on its date, then retries. */
  maxAttempts: number;
  /** Between a declined attempt and the next. */
  retryDelaySeconds: number;
  /** The customer is reminded this long before it falls due; never when null. */
  remindBeforeSeconds?: number | null;
}

/** A part of an owner's debt the ledger is to charge on its date and retry on its policy. */
export interface DueRequest {
  /** Whose it is, and the scope of its attempts (`key`). */
  owner: OwnerReference;
  /** The owner's number for it (an instalment's number, a renewal's period): an owner's dues are charged in order. */
  part: number;
  amountCents: number;
  dueAt: Date;
  /** The card it is charged to, until the owner gives another. */
  paymentMethodToken: string | null;
  /** Its attempts' idempotency keys are `<keyPrefix>:<attempt number>`. */
  keyPrefix: string;
  policy: RetryPolicy;
}

/** Schedules dues in the caller's transaction (a due already scheduled for that owner's part is kept as it is). */
export type DueScheduler = (tx: Queryable, dues: readonly DueRequest[]) => Promise<number>;

/** What an owner of dues tells the ledger, and is told by it. */
export interface DueHandlers {
  /**
   * Schedules what fell due by now (billing: the periods its plans owe), through the scheduler; run at each pass of
   * the `payments-due` job, before the collectors. Answers how many it scheduled.
   */
  open?(db: Database, now: Date, schedule: DueScheduler): Promise<number>;
  /** The description the provider keeps and the customer's address for each due about to be charged, by due id. */
  describe(db: Queryable, dues: readonly PaymentDue[]): Promise<Map<string, ChargeDetails>>;
  /** A due was paid (once): the owner's record follows, in the settling transaction. */
  paid(tx: Queryable, due: PaymentDue): Promise<Omit<Applied, 'applied'>>;
  /** A due was declined: tried again at `retryAt`, or never again (failed) when it is null. */
  declined(tx: Queryable, due: PaymentDue, retryAt: Date | null): Promise<Omit<Applied, 'applied'>>;
  /** These dues fall due within their reminder window: the customer is told, in the claiming transaction. */
  remind?(tx: Queryable, dues: readonly PaymentDue[]): Promise<void>;
}

/**
 * What a room that charges gives the ledger when it is built (ADR 063): the kind of owner it answers for (the
 * `kind` of its owner references), the row it locks first, how the outcome of an attempt it started itself changes
 * what it paid for, and the handlers of its dues. Each runs in the transaction that settles the attempt.
 */
export interface PaymentOwner {
  /** The owner's word for what it pays for, as its owner references name it. */
  kind: string;
  /** Takes the owner's rows, before the due's and the attempt's own: the same lock order as a new attempt's. */
  lock?(tx: Queryable, attempt: PaymentAttempt): Promise<void>;
  /**
   * Applies the outcome of an attempt the owner started itself (not of a due). `schedule` writes the dues that the
   * outcome makes owed later (the later parts of an instalment plan) in the same transaction.
   */
  settle?(
    tx: Queryable,
    attempt: PaymentAttempt,
    outcome: AttemptOutcome,
    schedule: DueScheduler,
  ): Promise<Applied>;
  /** Its dues, when the ledger charges some for it on a schedule. */
  dues?: DueHandlers;
}
