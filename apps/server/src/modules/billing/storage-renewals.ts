import { RENEWAL_MAX_ATTEMPTS, RENEWAL_RETRY_DELAY_DAYS } from '@fathom/domain/storage-billing';
import type { Database } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import {
  type ChargeOutcome,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../../integrations/payments/index';
import {
  claimDueRenewals,
  claimRenewalRetries,
  countRenewalsPaidAt,
  findPendingRenewalByKey,
  findRenewals,
  findStalePendingRenewals,
  type RenewalRow,
  retryDeclinedRenewalsNow,
  settleRenewalDeclined,
  settleRenewalPaid,
  useCardForActivePlans,
} from './renewal-repository';

export interface RenewalDeps {
  db: Database;
  payments: PaymentProvider;
  outbox: EmailOutbox;
  now: () => Date;
}

const dayMs = 86_400_000;
/** A renewal charge in flight longer than this died with its process; its outcome is read from the provider. */
const STALE_PENDING_MS = 2 * 60_000;

/**
 * Charges storage plans that are due, once per plan and period: each renewal is claimed by inserting its
 * (plan, cycle) row before the card is charged under a key of its own, so several instances, retries or a
 * crash never charge a period twice. A declined renewal is retried daily, up to three attempts, and the
 * customer is told each time.
 */
export function createStorageRenewals(deps: RenewalDeps) {
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  /** Claims the next period of every due plan; answers the renewals this run must charge. */
  async function claimDue(now: Date): Promise<RenewalRow[]> {
    return findRenewals(deps.db, await claimDueRenewals(deps.db, now));
  }

  /**
   * Takes declined renewals whose retry is due (of the given plans only, when named), moving each to its next
   * attempt and key.
   */
  async function claimRetries(
    now: Date,
    subscriptionIds: readonly string[] | null = null,
  ): Promise<RenewalRow[]> {
    return findRenewals(deps.db, await claimRenewalRetries(deps.db, now, subscriptionIds));
  }

  async function settle(renewal: RenewalRow, outcome: ChargeOutcome, now: Date): Promise<void> {
    // The renewal's outcome and the email telling the customer are written together.
    await deps.db.transaction(async (tx) => {
      if (outcome.status === 'succeeded') {
        if (!(await settleRenewalPaid(tx, renewal, { chargeId: outcome.chargeId, at: now }))) return;
        await deps.outbox.queue(tx, {
          to: renewal.email,
          subject: 'Your plan renewed',
          text: `We charged ${dollars(renewal.amount_cents)} for the next period of your ${renewal.product_title}. Your vials stay safely stored.`,
        });
        return;
      }
      const retry = renewal.attempts < RENEWAL_MAX_ATTEMPTS;
      const declined = await settleRenewalDeclined(tx, renewal, {
        at: now,
        retryAt: retry ? new Date(now.getTime() + RENEWAL_RETRY_DELAY_DAYS * dayMs) : null,
      });
      if (!declined) return;
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
    });
  }

  async function charge(renewal: RenewalRow, now: Date): Promise<void> {
    try {
      const outcome = await deps.payments.charge({
        amountCents: renewal.amount_cents,
        currency: 'usd',
        paymentMethodToken: renewal.payment_method_token,
        idempotencyKey: renewal.idempotency_key,
        description: `Fathom ${renewal.product_title}, period ${renewal.cycle}`,
        customerEmail: renewal.email,
        reuse: 'off_session',
      });
      await settle(renewal, outcome, now);
    } catch (error) {
      // The renewal stays pending; a later run reads its outcome from the provider by its key.
      if (!(error instanceof PaymentProviderUnavailableError)) throw error;
    }
  }

  /** Renewals left pending by a stopped process: settled from the provider's record, or tried again. */
  async function recoverPending(now: Date): Promise<void> {
    for (const renewal of await findStalePendingRenewals(
      deps.db,
      new Date(now.getTime() - STALE_PENDING_MS),
    )) {
      const outcome = await deps.payments.findChargeByIdempotencyKey(renewal.idempotency_key);
      if (outcome) await settle(renewal, outcome, now);
      else await charge(renewal, now);
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
      const renewals = await claimRetries(now, ids);
      for (const renewal of renewals) await charge(renewal, now);
      return { plans: ids.length, charged: await countRenewalsPaidAt(deps.db, ids, now) };
    },

    /** A webhook about the renewal charge with this key: settled from the provider's record at once. */
    async settleByKey(idempotencyKey: string): Promise<boolean> {
      const renewal = await findPendingRenewalByKey(deps.db, idempotencyKey);
      if (!renewal) return false;
      const outcome = await deps.payments.findChargeByIdempotencyKey(idempotencyKey);
      if (outcome) await settle(renewal, outcome, deps.now());
      return true;
    },

    /** One pass of the renewal job; safe to run on every instance at once. */
    async run(): Promise<{ charged: number }> {
      const now = deps.now();
      await recoverPending(now);
      const renewals = [...(await claimDue(now)), ...(await claimRetries(now))];
      for (const renewal of renewals) await charge(renewal, now);
      return { charged: renewals.length };
    },
  };
}

export type StorageRenewals = ReturnType<typeof createStorageRenewals>;
