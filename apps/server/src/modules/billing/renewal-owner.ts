import { STORAGE_PLAN_OWNER } from '@fathom/domain/payment-owners';
import { productTitle } from '@fathom/domain/product-words';
import { RENEWAL_MAX_ATTEMPTS, RENEWAL_RETRY_DELAY_DAYS } from '@fathom/domain/storage-billing';
import { msg, plural } from '@lingui/core/macro';
import type { Database, Queryable } from '../../db/database';
import { translatorFor } from '../../i18n/translator';
import type { EmailOutbox } from '../../integrations/email/index';
import type { DueRequest, DueScheduler, OwnerReference, PaymentDue, PaymentOwner } from '../payments';
import {
  findRenewals,
  lockRenewal,
  type OpenedRenewal,
  openDueRenewals,
  type RenewalRow,
  settleRenewalDeclined,
  settleRenewalPaid,
} from './renewal-repository';

/** A plan's period as the ledger's owner reference names it. */
export const planPeriodOwner = (subscriptionId: string, cycle: number): OwnerReference => ({
  kind: STORAGE_PLAN_OWNER,
  id: subscriptionId,
  key: String(cycle),
});

const dayMs = 86_400_000;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A period opened, as the ledger is to charge it: now, on the plan's card, retried daily up to three attempts. */
export const renewalDue = (renewal: OpenedRenewal, now: Date): DueRequest => ({
  owner: planPeriodOwner(renewal.subscription_id, renewal.cycle),
  part: renewal.cycle,
  amountCents: renewal.amount_cents,
  dueAt: now,
  paymentMethodToken: renewal.payment_method_token,
  keyPrefix: `renewal:${renewal.subscription_id}:${renewal.cycle}`,
  policy: {
    maxAttempts: RENEWAL_MAX_ATTEMPTS,
    retryDelaySeconds: (RENEWAL_RETRY_DELAY_DAYS * dayMs) / 1000,
  },
});

/**
 * Opens the periods due by now and schedules them in the payments ledger, in one transaction: a period opened is
 * always the ledger's to charge. Answers how many were opened.
 */
export async function openRenewals(db: Database, now: Date, schedule: DueScheduler): Promise<number> {
  return db.transaction(async (tx) => {
    const opened = await openDueRenewals(tx, now);
    await schedule(
      tx,
      opened.map((renewal) => renewalDue(renewal, now)),
    );
    return opened.length;
  });
}

const keyOf = (due: PaymentDue) => ({ subscription_id: due.owner_id, cycle: due.owner_part });

/**
 * What billing gives the payments ledger when it is built: the periods its plans owe, opened at each pass of the
 * ledger's job, and how a renewal's outcome moves its plan, in the transaction that settles the attempt (the
 * renewal's row locked first). Paid: the plan moves a period on; declined: the plan is past due, and the ledger
 * tries again the next day, up to three attempts. The customer is told each time, by an email queued in that
 * transaction.
 */
export function storageRenewalOwner(deps: { outbox: EmailOutbox; now: () => Date }): PaymentOwner {
  async function tellPaid(tx: Queryable, renewal: RenewalRow): Promise<void> {
    const amount = dollars(renewal.amount_cents);
    await deps.outbox.queue(tx, {
      to: renewal.email,
      write(language) {
        const say = translatorFor(language);
        const plan = productTitle(renewal.product_key, language, renewal.product_title);
        return {
          subject: say.text(msg`Your plan renewed`),
          text: say.text(
            msg`We charged ${amount} for the next period of your ${plan}. Your vials stay safely stored.`,
          ),
        };
      },
    });
  }

  async function tellDeclined(tx: Queryable, renewal: RenewalRow, attempts: number): Promise<void> {
    const left = RENEWAL_MAX_ATTEMPTS - attempts;
    const amount = dollars(renewal.amount_cents);
    await deps.outbox.queue(tx, {
      to: renewal.email,
      write(language) {
        const say = translatorFor(language);
        const plan = productTitle(renewal.product_key, language, renewal.product_title);
        return {
          subject: say.text(msg`Your payment did not go through`),
          text: [
            say.text(msg`We could not charge ${amount} for your ${plan}.`),
            left > 0
              ? say.text(
                  msg`We will try again tomorrow (${plural(left, { one: '# more attempt', other: '# more attempts' })}). Please update your card in Manage billing.`,
                )
              : say.text(
                  msg`We will not try again. Please update your card in Manage billing or contact us: your vials stay stored while we sort it out together.`,
                ),
          ].join(' '),
        };
      },
    });
  }

  return {
    kind: STORAGE_PLAN_OWNER,
    lock: (tx, attempt) =>
      lockRenewal(tx, { subscription_id: attempt.owner_id, cycle: attempt.owner_part ?? 0 }),
    dues: {
      open: openRenewals,
      async describe(db, dues) {
        const renewals = await findRenewals(db, dues.map(keyOf));
        const described = new Map<string, { description: string; customerEmail: string }>();
        for (const due of dues) {
          const renewal = renewals.find(
            (row) => row.subscription_id === due.owner_id && row.cycle === due.owner_part,
          );
          if (renewal) {
            described.set(due.id, {
              description: `Fathom ${renewal.product_title}, period ${renewal.cycle}`,
              customerEmail: renewal.email,
            });
          }
        }
        return described;
      },
      async paid(tx, due) {
        await settleRenewalPaid(tx, keyOf(due));
        const [renewal] = await findRenewals(tx, [keyOf(due)]);
        if (renewal) await tellPaid(tx, renewal);
        return {};
      },
      async declined(tx, due) {
        await settleRenewalDeclined(tx, keyOf(due), due.settled_at ?? deps.now());
        const [renewal] = await findRenewals(tx, [keyOf(due)]);
        if (renewal) await tellDeclined(tx, renewal, due.attempts);
        return {};
      },
    },
  };
}
