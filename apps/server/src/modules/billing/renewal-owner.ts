import { RENEWAL_MAX_ATTEMPTS, RENEWAL_RETRY_DELAY_DAYS } from '@fathom/domain/storage-billing';
import type { Queryable } from '../../db/database';
import type { EmailOutbox } from '../../integrations/email/index';
import type { OwnerReference, PaymentOwner } from '../payments';
import {
  findRenewals,
  lockRenewal,
  type RenewalRow,
  settleRenewalDeclined,
  settleRenewalPaid,
} from './renewal-repository';

/**
 * Billing's word for what its payments pay for in the ledger: a storage plan (ADR 063). Each period is the scope of
 * its attempts (the key): one attempt in flight per period, numbered per period.
 */
export const STORAGE_PLAN_OWNER = 'storage_plan';

/** A plan's period as the ledger's owner reference names it. */
export const planPeriodOwner = (subscriptionId: string, cycle: number): OwnerReference => ({
  kind: STORAGE_PLAN_OWNER,
  id: subscriptionId,
  key: String(cycle),
});

const dayMs = 86_400_000;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * What billing gives the payments ledger when it is built: how a renewal's outcome moves its plan, in the
 * transaction that settles the attempt (the renewal's row locked first). Paid: the plan moves a period on; declined:
 * retried daily up to three attempts, the plan past due. The customer is told each time, by an email queued in that
 * transaction.
 */
export function storageRenewalOwner(deps: { outbox: EmailOutbox; now: () => Date }): PaymentOwner {
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

  return {
    kind: STORAGE_PLAN_OWNER,
    lock: (tx, attempt) =>
      lockRenewal(tx, { subscription_id: attempt.owner_id, cycle: attempt.owner_part ?? 0 }),
    async settle(tx, attempt, outcome) {
      const key = { subscription_id: attempt.owner_id, cycle: attempt.owner_part ?? 0 };
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
  };
}
