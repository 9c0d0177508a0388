import { RENEWAL_MAX_ATTEMPTS, RENEWAL_RETRY_DELAY_DAYS } from '@fathom/domain/storage-billing';
import type { Database } from '../../db/database';
import type { EmailSender } from '../../integrations/email/index';
import {
  type ChargeOutcome,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from '../../integrations/payments/index';
import { PLAN_PERIOD } from './plan-repository';

export interface RenewalDeps {
  db: Database;
  payments: PaymentProvider;
  email: EmailSender;
  now: () => Date;
}

interface RenewalRow {
  subscription_id: string;
  cycle: number;
  amount_cents: number;
  attempts: number;
  idempotency_key: string;
  payment_method_token: string;
  email: string;
  product_title: string;
  created_at: Date;
}

const dayMs = 86_400_000;
/** A renewal charge in flight longer than this died with its process; its outcome is read from the provider. */
const STALE_PENDING_MS = 2 * 60_000;

const renewalColumns = `r.subscription_id, r.cycle, r.amount_cents, r.attempts, r.idempotency_key, r.created_at,
  s.payment_method_token, c.email, p.title AS product_title`;
const renewalJoins = `JOIN subscriptions s ON s.id = r.subscription_id
  JOIN clients c ON c.id = s.client_id JOIN products p ON p.id = s.product_id`;

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
    const { rows } = await deps.db.query<RenewalRow>(
      `INSERT INTO subscription_renewals
         (subscription_id, cycle, amount_cents, attempts, idempotency_key, status, created_at)
       SELECT s.id, s.cycles_billed + 1, p.price_cents, 1,
              'renewal:' || s.id || ':' || (s.cycles_billed + 1) || ':1', 'pending', $1
         FROM subscriptions s JOIN products p ON p.id = s.product_id
        WHERE s.status = 'active' AND s.next_billing_at <= $1 AND s.payment_method_token IS NOT NULL
          AND (s.billing_cycles IS NULL OR s.cycles_billed < s.billing_cycles)
       ON CONFLICT (subscription_id, cycle) DO NOTHING
       RETURNING subscription_id, cycle`,
      [now],
    );
    return load(rows);
  }

  /**
   * Takes declined renewals whose retry is due (of the given plans only, when named), moving each to its next
   * attempt and key.
   */
  async function claimRetries(
    now: Date,
    subscriptionIds: readonly string[] | null = null,
  ): Promise<RenewalRow[]> {
    const { rows } = await deps.db.query<{ subscription_id: string; cycle: number }>(
      `UPDATE subscription_renewals
          SET status = 'pending', attempts = attempts + 1, created_at = $1,
              idempotency_key = 'renewal:' || subscription_id || ':' || cycle || ':' || (attempts + 1)
        WHERE status = 'failed' AND next_attempt_at <= $1 AND attempts < $2
          AND ($3::uuid[] IS NULL OR subscription_id = ANY($3::uuid[]))
        RETURNING subscription_id, cycle`,
      [now, RENEWAL_MAX_ATTEMPTS, subscriptionIds],
    );
    return load(rows);
  }

  async function load(keys: readonly { subscription_id: string; cycle: number }[]): Promise<RenewalRow[]> {
    if (keys.length === 0) return [];
    const { rows } = await deps.db.query<RenewalRow>(
      `SELECT ${renewalColumns} FROM subscription_renewals r ${renewalJoins}
        WHERE (r.subscription_id, r.cycle) IN (SELECT * FROM unnest($1::uuid[], $2::int[]))`,
      [keys.map((key) => key.subscription_id), keys.map((key) => key.cycle)],
    );
    return rows;
  }

  async function settle(renewal: RenewalRow, outcome: ChargeOutcome, now: Date): Promise<void> {
    const settled = await deps.db.transaction(async (tx) => {
      if (outcome.status === 'succeeded') {
        const done = await tx.query(
          `UPDATE subscription_renewals SET status = 'succeeded', charge_id = $3, settled_at = $4
            WHERE subscription_id = $1 AND cycle = $2 AND status = 'pending' RETURNING cycle`,
          [renewal.subscription_id, renewal.cycle, outcome.chargeId, now],
        );
        if (done.rows.length === 0) return false;
        await tx.query(
          `UPDATE subscriptions SET cycles_billed = $2, past_due_since = NULL,
              next_billing_at = next_billing_at + ${PLAN_PERIOD}
            WHERE id = $1`,
          [renewal.subscription_id, renewal.cycle],
        );
        return true;
      }
      const retry = renewal.attempts < RENEWAL_MAX_ATTEMPTS;
      const done = await tx.query(
        `UPDATE subscription_renewals SET status = 'failed', settled_at = $3, next_attempt_at = $4
          WHERE subscription_id = $1 AND cycle = $2 AND status = 'pending' RETURNING cycle`,
        [
          renewal.subscription_id,
          renewal.cycle,
          now,
          retry ? new Date(now.getTime() + RENEWAL_RETRY_DELAY_DAYS * dayMs) : null,
        ],
      );
      if (done.rows.length === 0) return false;
      await tx.query('UPDATE subscriptions SET past_due_since = coalesce(past_due_since, $2) WHERE id = $1', [
        renewal.subscription_id,
        now,
      ]);
      return true;
    });
    if (!settled) return;
    if (outcome.status === 'succeeded') {
      await deps.email.send({
        to: renewal.email,
        subject: 'Your plan renewed',
        text: `We charged ${dollars(renewal.amount_cents)} for the next period of your ${renewal.product_title}. Your vials stay safely stored.`,
      });
      return;
    }
    const left = RENEWAL_MAX_ATTEMPTS - renewal.attempts;
    await deps.email.send({
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
    const { rows } = await deps.db.query<RenewalRow>(
      `SELECT ${renewalColumns} FROM subscription_renewals r ${renewalJoins}
        WHERE r.status = 'pending' AND r.created_at < $1 LIMIT 100`,
      [new Date(now.getTime() - STALE_PENDING_MS)],
    );
    for (const renewal of rows) {
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
      const { rows } = await deps.db.query<{ id: string }>(
        `UPDATE subscriptions SET payment_method_token = $2 WHERE client_id = $1 AND status = 'active' RETURNING id`,
        [clientId, paymentMethodToken],
      );
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return { plans: 0, charged: 0 };
      await deps.db.query(
        `UPDATE subscription_renewals SET next_attempt_at = $2, attempts = LEAST(attempts, $3)
          WHERE status = 'failed' AND subscription_id = ANY($1::uuid[])`,
        [ids, now, RENEWAL_MAX_ATTEMPTS - 1],
      );
      const renewals = await claimRetries(now, ids);
      for (const renewal of renewals) await charge(renewal, now);
      const succeeded = await deps.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM subscription_renewals
          WHERE subscription_id = ANY($1::uuid[]) AND status = 'succeeded' AND settled_at = $2`,
        [ids, now],
      );
      return { plans: ids.length, charged: succeeded.rows[0]?.n ?? 0 };
    },

    /** A webhook about the renewal charge with this key: settled from the provider's record at once. */
    async settleByKey(idempotencyKey: string): Promise<boolean> {
      const { rows } = await deps.db.query<RenewalRow>(
        `SELECT ${renewalColumns} FROM subscription_renewals r ${renewalJoins}
          WHERE r.idempotency_key = $1 AND r.status = 'pending'`,
        [idempotencyKey],
      );
      const renewal = rows[0];
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
