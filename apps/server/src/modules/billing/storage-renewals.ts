import { RENEWAL_MAX_ATTEMPTS, RENEWAL_RETRY_DELAY_DAYS } from '@fathom/domain/storage-billing';
import type { Database, Queryable } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import { PaymentProviderUnavailableError } from '../../integrations/payments/index';
import type { PaymentAttempt, PaymentsLedger } from '../payments/payments-service';
import {
  claimDueRenewals,
  claimRenewalRetries,
  countRenewalsPaidSince,
  findRenewals,
  findRenewalsWithoutAttempt,
  lockRenewal,
  type RenewalRow,
  retryDeclinedRenewalsNow,
  settleRenewalDeclined,
  settleRenewalPaid,
  useCardForActivePlans,
} from './renewal-repository';

export interface RenewalDeps {
  db: Database;
  ledger: PaymentsLedger;
  outbox: EmailOutbox;
  now: () => Date;
}

const dayMs = 86_400_000;
/** A renewal owed this long with no attempt in flight lost its attempt to a stopped process, or had it abandoned. */
const STALE_PENDING_MS = 2 * 60_000;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/**
 * Charges storage plans that are due, once per plan and period: each renewal is claimed by inserting its
 * (plan, cycle) row, then paid through the payments ledger (one attempt in flight per period, each under a key of
 * its own), so several instances, retries or a crash never charge a period twice. A declined renewal is retried
 * daily, up to three attempts, and the customer is told each time: the email is queued in the transaction that
 * settles the renewal, and sent by the outbox's job.
 */
export function createStorageRenewals(deps: RenewalDeps) {
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  async function tellPaid(tx: Queryable, renewal: RenewalRow): Promise<void> {
    await deps.outbox.queue(tx, {
      to: renewal.email,
      subject: 'Your plan renewed',
      text: `We charged ${dollars(renewal.amount_cents)} for the next period of your ${renewal.product_title}. Your vials stay safely stored.`,
    });
  }

  async function tellDeclined(tx: Queryable, renewal: RenewalRow): Promise<void> {
    const left = RENEWAL_MAX_ATTEMPTS - renewal.attempts;
    await deps.outbox.queue(tx, {
      to: renewal.email,
      subject: 'Your payment did not go through',
      text: [
        `We could not charge ${dollars(renewal.amount_cents)} for your ${renewal.product_title}.`,
        left > 0
          ? `We will try again tomorrow (${left} more attempt${left === 1 ? '' : 's'}). Please update your card in Manage billing.`
          : 'We will not try again. Please update your card in Manage billing or contact us: your vials stay stored while we sort it out together.',
      ].join(' '),
    });
  }

  deps.ledger.registerSettlement(['renewal'], {
    lock: (tx, attempt) =>
      lockRenewal(tx, { subscription_id: attempt.subscription_id ?? '', cycle: attempt.cycle ?? 0 }),
    async settle(tx, attempt, outcome) {
      const key = { subscription_id: attempt.subscription_id ?? '', cycle: attempt.cycle ?? 0 };
      const at = deps.now();
      // Abandoned: nothing was charged; the renewal stays owed and the next run gives it a new attempt.
      if (outcome.status === 'abandoned') return { applied: true };
      if (outcome.status === 'succeeded') {
        // Paid already by another attempt: this charge goes back to the customer.
        if (!(await settleRenewalPaid(tx, key, { at }))) return { applied: false };
        const [paid] = await findRenewals(tx, [key]);
        if (paid) await tellPaid(tx, paid);
        return { applied: true };
      }
      const [renewal] = await findRenewals(tx, [key]);
      const retry = (renewal?.attempts ?? RENEWAL_MAX_ATTEMPTS) < RENEWAL_MAX_ATTEMPTS;
      const declined = await settleRenewalDeclined(tx, key, {
        at,
        retryAt: retry ? new Date(at.getTime() + RENEWAL_RETRY_DELAY_DAYS * dayMs) : null,
      });
      if (declined && renewal) await tellDeclined(tx, renewal);
      return { applied: true };
    },
  });

  /** Starts the renewal's next attempt in the ledger and charges it; another instance's attempt in flight wins. */
  async function charge(renewal: RenewalRow): Promise<void> {
    let attempt: PaymentAttempt;
    try {
      attempt = await deps.ledger.startAttempt(
        deps.db,
        { purpose: 'renewal', subscriptionId: renewal.subscription_id, cycle: renewal.cycle },
        {
          amountCents: renewal.amount_cents,
          paymentMethodToken: renewal.payment_method_token,
          keyPrefix: `renewal:${renewal.subscription_id}:${renewal.cycle}`,
        },
      );
    } catch (error) {
      if (isUniqueViolation(error)) return;
      throw error;
    }
    try {
      await deps.ledger.charge(attempt, {
        description: `Fathom ${renewal.product_title}, period ${renewal.cycle}`,
        customerEmail: renewal.email,
        reuse: 'off_session',
      });
    } catch (error) {
      // The attempt stays open; the ledger's reconcile reads its intent back by id.
      if (!(error instanceof PaymentProviderUnavailableError)) throw error;
    }
  }

  return {
    /**
     * The customer changed the card: their plans renew on it, and their declined renewals are tried once more
     * at once (a renewal that used all its attempts gets one more). Answers how many were charged.
     */
    async useNewCard(
      clientId: string,
      paymentMethodToken: string,
    ): Promise<{ plans: number; charged: number }> {
      const now = deps.now();
      const ids = await useCardForActivePlans(deps.db, clientId, paymentMethodToken);
      if (ids.length === 0) return { plans: 0, charged: 0 };
      await retryDeclinedRenewalsNow(deps.db, ids, now);
      const renewals = await findRenewals(deps.db, await claimRenewalRetries(deps.db, now, ids));
      for (const renewal of renewals) await charge(renewal);
      return { plans: ids.length, charged: await countRenewalsPaidSince(deps.db, ids, now) };
    },

    /** One pass of the renewal job; safe to run on every instance at once. */
    async run(): Promise<{ charged: number }> {
      const now = deps.now();
      const orphans = await findRenewalsWithoutAttempt(deps.db, new Date(now.getTime() - STALE_PENDING_MS));
      const renewals = [
        ...orphans,
        ...(await findRenewals(deps.db, await claimDueRenewals(deps.db, now))),
        ...(await findRenewals(deps.db, await claimRenewalRetries(deps.db, now, null))),
      ];
      for (const renewal of renewals) await charge(renewal);
      return { charged: renewals.length };
    },
  };
}

export type StorageRenewals = ReturnType<typeof createStorageRenewals>;
