import { calendarDateIn } from '@fathom/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@fathom/domain/constants';
import { formatDay, formatMoney } from '@fathom/domain/format';
import {
  INSTALMENT_MAX_ATTEMPTS,
  INSTALMENT_REMINDER_DAYS,
  INSTALMENT_RETRY_DELAY_DAYS,
  instalmentsLeft,
} from '@fathom/domain/instalments';
import type { Database, Queryable } from '../../../db/database';
import type { EmailMessage, EmailOutbox } from '../../../integrations/email/index';
import { PaymentProviderUnavailableError } from '../../../integrations/payments/index';
import type { AttemptOutcome, PaymentAttempt, PaymentsLedger } from '../../payments';
import {
  claimDueInstalments,
  claimInstalmentReminders,
  countPaidInstalments,
  findInstalmentCharges,
  findInstalmentPlansOf,
  findInstalmentsWithoutAttempt,
  type InstalmentCharge,
  type InstalmentKey,
  settleInstalmentDeclined,
  settleInstalmentPaid,
  useCardForInstalments,
} from './instalment-repository';
import { orderOwner } from './order-owner';

export interface InstalmentCollectionDeps {
  db: Database;
  /** Where pages' reads go (the read cache); the database itself when not given. */
  reads?: Queryable;
  /** Built with checkout's owner of orders, which settles the parts' attempts (order-payment-owner.ts). */
  ledger: PaymentsLedger;
  outbox: EmailOutbox;
  now: () => Date;
}

export interface LaterInstalmentOutcomeDeps {
  outbox: EmailOutbox;
  now: () => Date;
  /** Where staff are emailed a part that could not be collected; unset, `alert` alone tells them. */
  staffAlertsEmail?: string;
  /** Tells the operators (the log) of a part that could not be collected. */
  alert: (message: string, details: Record<string, unknown>) => void;
}

const dayMs = 86_400_000;
/** A part claimed this long ago with no attempt in flight lost its attempt to a stopped process, or had it abandoned. */
const STALE_PENDING_MS = 2 * 60_000;
/** Parts claimed per pass: a pass ends, and the next pass (this instance's or another's) takes the next ones. */
const BATCH = 200;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

const day = (isoDate: string) => formatDay(isoDate);
const ofPlan = (part: InstalmentCharge) =>
  `instalment ${part.number} of ${part.parts} for order ${part.po_number}`;

/** The emails of a plan's later parts, in the customer's words. */
export const instalmentEmails = {
  reminder: (part: InstalmentCharge): Omit<EmailMessage, 'to'> => ({
    subject: 'Your next instalment is due soon',
    text: `On ${day(part.due_date)} we will charge ${formatMoney(part.amount_cents)} to the card you paid with, ${ofPlan(part)}. To use another card, open Manage billing.`,
  }),
  paid: (part: InstalmentCharge, next: InstalmentCharge | null): Omit<EmailMessage, 'to'> => ({
    subject: next ? 'Your instalment was paid' : 'Your order is paid in full',
    text: [
      `We charged ${formatMoney(part.amount_cents)}, ${ofPlan(part)}.`,
      next
        ? `What is left: ${formatMoney(next.amount_cents)} on ${day(next.due_date)}.`
        : 'That was the last one: your order is paid in full. Thank you.',
    ].join(' '),
  }),
  declined: (part: InstalmentCharge, retryOn: string): Omit<EmailMessage, 'to'> => ({
    subject: 'Your instalment did not go through',
    text: `We could not charge ${formatMoney(part.amount_cents)}, ${ofPlan(part)}. We will try again on ${day(retryOn)}. To use another card, open Manage billing: we charge it at once.`,
  }),
  failed: (part: InstalmentCharge): Omit<EmailMessage, 'to'> => ({
    subject: 'We could not collect your instalment',
    text: `We tried ${part.attempts} times to charge ${formatMoney(part.amount_cents)}, ${ofPlan(part)}, and will not try again by ourselves. Please add another card in Manage billing (we charge it at once), or reply to this email and we will sort it out with you. Your kits and results are not affected.`,
  }),
  staff: (part: InstalmentCharge): Omit<EmailMessage, 'to'> => ({
    subject: `Instalment not collected: order ${part.po_number}`,
    text: `Instalment ${part.number} of ${part.parts} for order ${part.po_number} (${formatMoney(part.amount_cents)}, due ${day(part.due_date)}, customer ${part.email}) was declined ${part.attempts} times; no retry is left. The customer was asked to change the card.`,
  }),
};

/**
 * How the outcome of a later part's attempt changes the part (checkout's owner of orders hands these attempts here):
 * paid (the order too, with its last part), declined (retried later while attempts are left, else failed and staff
 * told), the customer emailed in the transaction that settles it. An abandoned attempt leaves the part claimed: a
 * later pass gives it a new attempt.
 */
export function laterInstalmentSettlement(deps: LaterInstalmentOutcomeDeps) {
  const keyOf = (attempt: PaymentAttempt): InstalmentKey => ({
    order_id: attempt.owner_id,
    number: attempt.owner_part ?? 0,
  });
  const tell = (tx: Queryable, to: string, message: Omit<EmailMessage, 'to'>) =>
    deps.outbox.queue(tx, { to, ...message });

  return {
    async settle(
      tx: Queryable,
      attempt: PaymentAttempt,
      outcome: AttemptOutcome,
    ): Promise<{ applied: boolean; afterCommit?: () => Promise<void> }> {
      const key = keyOf(attempt);
      const at = deps.now();
      // Abandoned: nothing was charged; the part stays claimed and a later pass gives it a new attempt.
      if (outcome.status === 'abandoned') return { applied: true };
      const [part] = await findInstalmentCharges(tx, [key]);
      if (!part) return { applied: outcome.status !== 'succeeded' };
      if (outcome.status === 'succeeded') {
        const paid = await settleInstalmentPaid(tx, key, at);
        // Paid already by another attempt: this charge goes back to the customer.
        if (!paid.settled) return { applied: false };
        const [next] = paid.orderPaid
          ? []
          : await findInstalmentCharges(tx, [{ order_id: key.order_id, number: key.number + 1 }]);
        await tell(tx, part.email, instalmentEmails.paid(part, next ?? null));
        return { applied: true };
      }
      const retryAt =
        part.attempts < INSTALMENT_MAX_ATTEMPTS
          ? new Date(at.getTime() + INSTALMENT_RETRY_DELAY_DAYS * dayMs)
          : null;
      if (!(await settleInstalmentDeclined(tx, key, retryAt))) return { applied: true };
      if (retryAt) {
        await tell(
          tx,
          part.email,
          instalmentEmails.declined(part, calendarDateIn(retryAt, DEFAULT_TIMEZONE)),
        );
        return { applied: true };
      }
      await tell(tx, part.email, instalmentEmails.failed(part));
      if (deps.staffAlertsEmail) await tell(tx, deps.staffAlertsEmail, instalmentEmails.staff(part));
      return {
        applied: true,
        afterCommit: async () =>
          deps.alert('an instalment could not be collected', {
            po_number: part.po_number,
            instalment: part.number,
            attempts: part.attempts,
          }),
      };
    },
  };
}

/**
 * Collects the later parts of orders paid in instalments, on their dates, from the card the first part was paid
 * with (off-session), through the payments ledger: each part is claimed (pending, counted) before its attempt is
 * written, one attempt in flight per order, so several instances, retries or a crash never charge a part twice.
 * The customer is reminded a few days before, told of each outcome; a declined part is retried, and after the
 * last attempt staff are told and the customer asked to change the card. Emails are queued in the transaction
 * that settles the part.
 */
export function createInstalmentCollection(deps: InstalmentCollectionDeps) {
  const tell = (tx: Queryable, to: string, message: Omit<EmailMessage, 'to'>) =>
    deps.outbox.queue(tx, { to, ...message });

  /** Starts the part's next attempt in the ledger and charges it; another attempt of the order in flight wins. */
  async function charge(part: InstalmentCharge): Promise<void> {
    let attempt: PaymentAttempt;
    try {
      attempt = await deps.ledger.startAttempt(deps.db, orderOwner(part.order_id), {
        amountCents: part.amount_cents,
        paymentMethodToken: part.payment_method_token,
        keyPrefix: `instalment:${part.order_id}:${part.number}`,
        part: part.number,
      });
    } catch (error) {
      if (isUniqueViolation(error)) return;
      throw error;
    }
    try {
      await deps.ledger.charge(attempt, {
        description: `Fathom order ${part.po_number}, ${ofPlan(part)}`,
        customerEmail: part.email,
        reuse: 'off_session',
      });
    } catch (error) {
      // The attempt stays open; the ledger's reconcile reads its intent back by id.
      if (!(error instanceof PaymentProviderUnavailableError)) throw error;
    }
  }

  /** Claims and charges a batch of the parts due (of these orders only, when named): the parts it charged. */
  async function chargeDue(orderIds: readonly string[] | null): Promise<InstalmentKey[]> {
    const now = deps.now();
    const claimed = await claimDueInstalments(deps.db, {
      today: calendarDateIn(now, DEFAULT_TIMEZONE),
      at: now,
      orderIds,
      limit: BATCH,
    });
    const parts = await findInstalmentCharges(deps.db, claimed);
    for (const part of parts) await charge(part);
    return parts;
  }

  return {
    /** One pass: reminders of parts due soon, then parts left without an attempt, then the parts due now. */
    async run(): Promise<{ reminded: number; charged: number }> {
      const now = deps.now();
      const today = calendarDateIn(now, DEFAULT_TIMEZONE);
      const until = calendarDateIn(
        new Date(now.getTime() + INSTALMENT_REMINDER_DAYS * dayMs),
        DEFAULT_TIMEZONE,
      );
      const reminded = await deps.db.transaction(async (tx) => {
        const parts = await claimInstalmentReminders(tx, { today, until, at: now });
        for (const part of parts) await tell(tx, part.email, instalmentEmails.reminder(part));
        return parts.length;
      });
      const orphans = await findInstalmentsWithoutAttempt(
        deps.db,
        new Date(now.getTime() - STALE_PENDING_MS),
      );
      for (const part of orphans) await charge(part);
      let charged = orphans.length;
      for (let batch = await chargeDue(null); batch.length > 0; batch = await chargeDue(null))
        charged += batch.length;
      return { reminded, charged };
    },

    /**
     * The customer changed the card: their unpaid parts are charged to it, and those declined or failed are
     * charged now. Answers how many parts it paid.
     */
    async useNewCard(clientId: string, paymentMethodToken: string): Promise<{ paid: number }> {
      const now = deps.now();
      const orderIds = await useCardForInstalments(deps.db, {
        clientId,
        paymentMethodToken,
        at: now,
        maxAttempts: INSTALMENT_MAX_ATTEMPTS,
      });
      if (orderIds.length === 0) return { paid: 0 };
      // Each pass charges the next part of each order: an order with two parts due takes two passes.
      const charged: InstalmentKey[] = [];
      for (let pass = 0; pass < INSTALMENT_MAX_ATTEMPTS; pass += 1) {
        const batch = await chargeDue(orderIds);
        if (batch.length === 0) break;
        charged.push(...batch);
      }
      return { paid: await countPaidInstalments(deps.db, charged) };
    },

    /** The customer's orders still paying in instalments: what is left, and the next part. */
    async plansOf(clientId: string, reads: Queryable = deps.reads ?? deps.db) {
      const plans = await findInstalmentPlansOf(reads, clientId);
      return plans.map((plan) => {
        const left = instalmentsLeft(
          plan.parts.map((part) => ({
            number: part.number,
            dueDate: part.due_date,
            amountCents: part.amount_cents,
            status: part.status,
          })),
        );
        const { next } = left;
        return {
          order_id: plan.order_id,
          po_number: plan.po_number,
          parts: left.count,
          paid_parts: left.paidCount,
          left: left.leftCents / 100,
          next: next
            ? {
                number: next.number,
                due_date: next.dueDate,
                amount: next.amountCents / 100,
                status: next.status,
              }
            : null,
        };
      });
    },

    /** The customer's orders still paying in instalments, as staff see them: how many parts paid, due and failed. */
    async partsOf(clientId: string) {
      const plans = await findInstalmentPlansOf(deps.reads ?? deps.db, clientId);
      const count = (plan: (typeof plans)[number], states: readonly string[]) =>
        plan.parts.filter((part) => states.includes(part.status)).length;
      return plans.map((plan) => ({
        order_id: plan.order_id,
        po_number: plan.po_number,
        parts: plan.parts.length,
        paid: count(plan, ['paid']),
        due: count(plan, ['scheduled', 'pending']),
        failed: count(plan, ['declined', 'failed']),
      }));
    },
  };
}

export type InstalmentCollection = ReturnType<typeof createInstalmentCollection>;

/** The collection's job: each due time, one pass of `run` across every instance. */
export const INSTALMENT_COLLECTION_JOB = 'instalment-collection';
