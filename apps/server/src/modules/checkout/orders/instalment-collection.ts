import { calendarDateIn } from '@fathom/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@fathom/domain/constants';
import { formatDay, formatMoney } from '@fathom/domain/format';
import {
  INSTALMENT_MAX_ATTEMPTS,
  INSTALMENT_REMINDER_DAYS,
  INSTALMENT_RETRY_DELAY_DAYS,
  instalmentsLeft,
} from '@fathom/domain/instalments';
import type { Language } from '@fathom/domain/languages';
import { ORDER_OWNER } from '@fathom/domain/payment-owners';
import { msg } from '@lingui/core/macro';
import type { Database, Queryable } from '../../../db/database';
import { translatorFor } from '../../../i18n/translator';
import type { EmailContent, EmailOutbox } from '../../../integrations/email/index';
import type { PlannedInstalment } from '../../../integrations/instalments/index';
import type { DueHandlers, DueRequest, PaymentDue, PaymentsLedger } from '../../payments';
import {
  findInstalmentCharges,
  findInstalmentPlansOf,
  findOrdersWithPartsToPay,
  type InstalmentCharge,
  type InstalmentKey,
  settleInstalmentPaid,
} from './instalment-repository';
import { orderOwner } from './order-owner';

export interface InstalmentCollectionDeps {
  db: Database;
  /** Where pages' reads go (the read cache); the database itself when not given. */
  reads?: Queryable;
  /** Built with checkout's owner of orders, whose dues are the later parts (order-payment-owner.ts). */
  ledger: PaymentsLedger;
}

export interface InstalmentDueDeps {
  outbox: EmailOutbox;
  /** Where staff are emailed a part that could not be collected; unset, `alert` alone tells them. */
  staffAlertsEmail?: string;
  /** Tells the operators (the log) of a part that could not be collected. */
  alert: (message: string, details: Record<string, unknown>) => void;
}

const daySeconds = 86_400;

/** A part as the ledger tried it: how many attempts it has had. */
type PartTried = InstalmentCharge & { attempts: number };

const day = (isoDate: string) => formatDay(isoDate);
const ofPlan = (part: InstalmentCharge) =>
  `instalment ${part.number} of ${part.parts} for order ${part.po_number}`;

/**
 * The later parts of a plan as the payments ledger is to charge them (ADR 063): from the start of their date in the
 * clinic's time zone, to the card the first part was paid with (off-session), under the key
 * `instalment:<order>:<part>:<attempt>`, three attempts three days apart, the customer reminded three days before.
 */
export function laterInstalmentDues(
  orderId: string,
  parts: readonly PlannedInstalment[],
  paymentMethodToken: string | null,
): DueRequest[] {
  return parts
    .filter((part) => part.number > 1)
    .map((part) => ({
      owner: orderOwner(orderId),
      part: part.number,
      amountCents: part.amountCents,
      // DEFAULT_TIMEZONE is UTC: a part falls due at the start of its date there.
      dueAt: new Date(`${part.dueDate}T00:00:00Z`),
      paymentMethodToken,
      keyPrefix: `instalment:${orderId}:${part.number}`,
      policy: {
        maxAttempts: INSTALMENT_MAX_ATTEMPTS,
        retryDelaySeconds: INSTALMENT_RETRY_DELAY_DAYS * daySeconds,
        remindBeforeSeconds: INSTALMENT_REMINDER_DAYS * daySeconds,
      },
    }));
}

/** A part's words in a message: its number, of how many, for which order, and its amount. */
const partWords = (part: InstalmentCharge) => ({
  number: part.number,
  parts: part.parts,
  orderNumber: part.po_number,
  amount: formatMoney(part.amount_cents),
});

/** The emails of a plan's later parts, in the customer's words and language (the staff's in English). */
export const instalmentEmails = {
  reminder: (part: InstalmentCharge, language: Language): EmailContent => {
    const say = translatorFor(language);
    const { number, parts, orderNumber, amount } = partWords(part);
    const day = formatDay(part.due_date, { language });
    return {
      subject: say.text(msg`Your next instalment is due soon`),
      text: say.text(
        msg`On ${day} we will charge ${amount} to the card you paid with, instalment ${number} of ${parts} for order ${orderNumber}. To use another card, open Manage billing.`,
      ),
    };
  },
  paid: (part: InstalmentCharge, next: InstalmentCharge | null, language: Language): EmailContent => {
    const say = translatorFor(language);
    const { number, parts, orderNumber, amount } = partWords(part);
    let rest: string;
    if (next) {
      const nextAmount = formatMoney(next.amount_cents);
      const nextDay = formatDay(next.due_date, { language });
      rest = say.text(msg`What is left: ${nextAmount} on ${nextDay}.`);
    } else {
      rest = say.text(msg`That was the last one: your order is paid in full. Thank you.`);
    }
    return {
      subject: next ? say.text(msg`Your instalment was paid`) : say.text(msg`Your order is paid in full`),
      text: [
        say.text(msg`We charged ${amount}, instalment ${number} of ${parts} for order ${orderNumber}.`),
        rest,
      ].join(' '),
    };
  },
  declined: (part: InstalmentCharge, retryOn: string, language: Language): EmailContent => {
    const say = translatorFor(language);
    const { number, parts, orderNumber, amount } = partWords(part);
    const retryDay = formatDay(retryOn, { language });
    return {
      subject: say.text(msg`Your instalment did not go through`),
      text: say.text(
        msg`We could not charge ${amount}, instalment ${number} of ${parts} for order ${orderNumber}. We will try again on ${retryDay}. To use another card, open Manage billing: we charge it at once.`,
      ),
    };
  },
  failed: (part: PartTried, language: Language): EmailContent => {
    const say = translatorFor(language);
    const { number, parts, orderNumber, amount } = partWords(part);
    const { attempts } = part;
    return {
      subject: say.text(msg`We could not collect your instalment`),
      text: say.text(
        msg`We tried ${attempts} times to charge ${amount}, instalment ${number} of ${parts} for order ${orderNumber}, and will not try again by ourselves. Please add another card in Manage billing (we charge it at once), or reply to this email and we will sort it out with you. Your kits and results are not affected.`,
      ),
    };
  },
  staff: (part: PartTried): EmailContent => ({
    subject: `Instalment not collected: order ${part.po_number}`,
    text: `Instalment ${part.number} of ${part.parts} for order ${part.po_number} (${formatMoney(part.amount_cents)}, due ${day(part.due_date)}, customer ${part.email}) was declined ${part.attempts} times; no retry is left. The customer was asked to change the card.`,
  }),
};

const keyOf = (due: PaymentDue): InstalmentKey => ({ order_id: due.owner_id, number: due.owner_part });

/**
 * What checkout tells the payments ledger of the later parts it charges for orders, and is told by it: the charge's
 * words, and how each outcome changes the part: paid (the order too, with its last part), declined (tried again in
 * three days while attempts are left), failed (staff told). The customer is emailed in the transaction that settles
 * the part, and reminded a few days before it is charged.
 */
export function instalmentDues(deps: InstalmentDueDeps): DueHandlers {
  /** Queues a customer's email, in their language. */
  const tell = (tx: Queryable, to: string, write: (language: Language) => EmailContent) =>
    deps.outbox.queue(tx, { to, write });
  const partOf = async (db: Queryable, due: PaymentDue): Promise<PartTried | null> => {
    const [part] = await findInstalmentCharges(db, [keyOf(due)]);
    return part ? { ...part, attempts: due.attempts } : null;
  };

  return {
    async describe(db, dues) {
      const parts = await findInstalmentCharges(db, dues.map(keyOf));
      const described = new Map<string, { description: string; customerEmail: string }>();
      for (const due of dues) {
        const part = parts.find((row) => row.order_id === due.owner_id && row.number === due.owner_part);
        if (part) {
          described.set(due.id, {
            description: `Fathom order ${part.po_number}, ${ofPlan(part)}`,
            customerEmail: part.email,
          });
        }
      }
      return described;
    },

    async paid(tx, due) {
      const paid = await settleInstalmentPaid(tx, keyOf(due), due.paid_at ?? new Date());
      const part = await partOf(tx, due);
      if (!part) return {};
      const [next] = paid.orderPaid
        ? []
        : await findInstalmentCharges(tx, [{ order_id: part.order_id, number: part.number + 1 }]);
      await tell(tx, part.email, (language) => instalmentEmails.paid(part, next ?? null, language));
      return {};
    },

    async declined(tx, due, retryAt) {
      const part = await partOf(tx, due);
      if (!part) return {};
      if (retryAt) {
        const retryOn = calendarDateIn(retryAt, DEFAULT_TIMEZONE);
        await tell(tx, part.email, (language) => instalmentEmails.declined(part, retryOn, language));
        return {};
      }
      await tell(tx, part.email, (language) => instalmentEmails.failed(part, language));
      if (deps.staffAlertsEmail) {
        await deps.outbox.queue(tx, { to: deps.staffAlertsEmail, ...instalmentEmails.staff(part) });
      }
      return {
        afterCommit: async () =>
          deps.alert('an instalment could not be collected', {
            po_number: part.po_number,
            instalment: part.number,
            attempts: part.attempts,
          }),
      };
    },

    async remind(tx, dues) {
      for (const part of await findInstalmentCharges(tx, dues.map(keyOf))) {
        await tell(tx, part.email, (language) => instalmentEmails.reminder(part, language));
      }
    },
  };
}

/**
 * Checkout's side of the later parts of orders paid in instalments, which the payments ledger charges on their dates
 * (see `instalmentDues`): the plans the billing page and staff read, and a new card, which the parts still to pay
 * are charged to from then on (those declined or failed at once).
 */
export function createInstalmentCollection(deps: InstalmentCollectionDeps) {
  const orders = (ownerIds: readonly string[]) => ({ kind: ORDER_OWNER, ownerIds });

  return {
    /** One pass for the parts of orders: reminders of parts due soon, then the parts due now (the ledger's job does both). */
    async run(): Promise<{ reminded: number; charged: number }> {
      const reminded = await deps.ledger.remindDue();
      const { charged } = await deps.ledger.collectDue({ kinds: [ORDER_OWNER] });
      return { reminded, charged };
    },

    /**
     * The customer changed the card: their unpaid parts are charged to it, and those declined or failed are
     * charged now (a part that used all its attempts gets one more). Answers how many parts it paid.
     */
    async useNewCard(clientId: string, paymentMethodToken: string): Promise<{ paid: number }> {
      const orderIds = await deps.db.transaction(async (tx) => {
        const owing = await findOrdersWithPartsToPay(tx, clientId);
        if (owing.length === 0) return owing;
        await deps.ledger.useCardForDues(tx, orders(owing), paymentMethodToken);
        await deps.ledger.retryDues(tx, orders(owing));
        return owing;
      });
      if (orderIds.length === 0) return { paid: 0 };
      // An order's parts are charged in their order: a second part due is claimed once the first is paid.
      const { dues } = await deps.ledger.collectDue({ kinds: [ORDER_OWNER], ownerIds: orderIds });
      return { paid: await deps.ledger.countPaidDues(dues) };
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
