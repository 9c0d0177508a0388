import type { Billing } from '@fathom/contract/billing';
import { clinicDay } from '@fathom/domain/order-dates';
import type { PaymentFor } from '@fathom/domain/payment-words';
import type { Queryable } from '../../db/database';

const dollars = (cents: number) => cents / 100;

export interface BillingRows {
  subscriptions: {
    id: string;
    product_key: string | null;
    title: string;
    po_number: string;
    status: 'pending' | 'active' | 'cancelled';
    repeats_frequency: 'month' | 'year';
    repeats_every: number;
    price_cents: number;
    next_billing_at: string | null;
    past_due_since: string | null;
    kept_until: string | null;
  }[];
  invoices: {
    id: string;
    po_number: string;
    created_at: string;
    total_cents: number;
    tax_cents: number;
    status: 'pending_payment' | 'paid' | 'paying_instalments' | 'payment_failed';
  }[];
  payments: { paid_for: PaymentFor; amount_cents: number; status: string; created_at: string }[];
}

/** The customer's plans, invoices (orders) and every charge, newest first, as read: one round trip. */
export async function readBilling(db: Queryable, clientId: string): Promise<BillingRows> {
  const { rows } = await db.query<BillingRows>(
    `SELECT
       coalesce((
         SELECT json_agg(json_build_object('id', s.id, 'product_key', p.key, 'title', p.title, 'po_number', o.po_number, 'status', s.status,
                  'repeats_frequency', s.repeats_frequency, 'repeats_every', s.repeats_every,
                  'price_cents', p.price_cents, 'next_billing_at', s.next_billing_at,
                  'past_due_since', s.past_due_since,
                  -- A cancelled plan's samples are kept to the destruction date its cancellation set: one date.
                  'kept_until', (SELECT to_char(min(i.destruction_date), 'YYYY-MM-DD') FROM items i
                                  WHERE i.order_id = s.order_id AND i.category = 'cryogenic'))
                  ORDER BY s.created_at DESC)
           FROM subscriptions s JOIN products p ON p.id = s.product_id JOIN orders o ON o.id = s.order_id
          WHERE s.client_id = $1 AND s.status <> 'pending'
       ), '[]'::json) AS subscriptions,
       coalesce((
         SELECT json_agg(json_build_object('id', id, 'po_number', po_number, 'created_at', created_at,
                  'total_cents', total_cents, 'tax_cents', tax_cents, 'status', status) ORDER BY created_at DESC)
           FROM (SELECT id, po_number, created_at, total_cents, tax_cents, status FROM orders
                  WHERE client_id = $1 AND status NOT IN ('payment_failed', 'cancelled')
                  ORDER BY created_at DESC LIMIT 50) latest
       ), '[]'::json) AS invoices,
       coalesce((
         SELECT json_agg(json_build_object('paid_for', paid_for, 'amount_cents', amount_cents,
                  'status', status, 'created_at', created_at) ORDER BY created_at DESC)
           FROM (
             -- What each charge was for, as its owner names it: the page words it in its reader's language.
             SELECT json_build_object('kind', 'order', 'po_number', o.po_number,
                      'instalment', CASE WHEN a.method = 'instalment_plan' THEN 1 ELSE a.owner_part END) AS paid_for,
                    -- A plan's attempt is for the order's total; it charged the first part of it.
                    CASE WHEN a.method = 'instalment_plan'
                         THEN coalesce((SELECT n.amount_cents FROM order_instalments n
                                         WHERE n.order_id = a.owner_id AND n.number = 1), a.amount_cents)
                         ELSE a.amount_cents END AS amount_cents,
                    CASE a.status WHEN 'requires_action' THEN 'pending' ELSE a.status END AS status, a.created_at
               FROM payment_attempts a JOIN orders o ON a.owner_kind = 'order' AND o.id = a.owner_id
              WHERE o.client_id = $1
             UNION ALL
             SELECT json_build_object('kind', 'storage_plan', 'product_key', pr.key, 'title', pr.title,
                      'period', a.owner_part),
                    a.amount_cents,
                    CASE a.status WHEN 'declined' THEN 'failed' WHEN 'requires_action' THEN 'pending' ELSE a.status END,
                    a.created_at
               FROM payment_attempts a JOIN subscriptions s ON a.owner_kind = 'storage_plan' AND s.id = a.owner_id
               JOIN products pr ON pr.id = s.product_id WHERE s.client_id = $1
             ORDER BY created_at DESC LIMIT 50
           ) charges
       ), '[]'::json) AS payments`,
    [clientId],
  );
  return rows[0] ?? { subscriptions: [], invoices: [], payments: [] };
}

/** The billing page's plans, invoices and charges in dollars, from what readBilling read. */
export function billingOf({
  subscriptions,
  invoices,
  payments,
}: BillingRows): Omit<Billing, 'instalment_plans'> {
  return {
    subscriptions: subscriptions.map((row) => ({
      id: row.id,
      product_key: row.product_key,
      title: row.title,
      po_number: row.po_number,
      status: row.status,
      repeats_frequency: row.repeats_frequency,
      repeats_every: row.repeats_every,
      price: dollars(row.price_cents),
      next_billing_at: row.next_billing_at ? new Date(row.next_billing_at).toISOString() : null,
      past_due: row.past_due_since !== null,
      kept_until: row.status === 'cancelled' ? row.kept_until : null,
    })),
    invoices: invoices.map((row) => ({
      id: row.id,
      po_number: row.po_number,
      created_at: new Date(row.created_at).toISOString(),
      created_on: clinicDay(row.created_at),
      total: dollars(row.total_cents),
      tax: dollars(row.tax_cents),
      status: row.status,
    })),
    payments: payments.map((row) => ({
      paid_for: row.paid_for,
      amount: dollars(row.amount_cents),
      status: row.status as Billing['payments'][number]['status'],
      created_at: new Date(row.created_at).toISOString(),
      created_on: clinicDay(row.created_at),
    })),
  };
}

/** The customer's plans, invoices (orders) and every charge, newest first: one round trip. */
export async function loadBilling(
  db: Queryable,
  clientId: string,
): Promise<Omit<Billing, 'instalment_plans'>> {
  return billingOf(await readBilling(db, clientId));
}

/** The customer's active storage plans whose renewal could not be charged, the longest unpaid first. */
export async function pastDuePlansOf(
  db: Queryable,
  clientId: string,
): Promise<{ id: string; product_key: string | null; title: string; past_due_since: Date }[]> {
  const { rows } = await db.query<{
    id: string;
    product_key: string | null;
    title: string;
    past_due_since: Date;
  }>(
    `SELECT s.id, p.key AS product_key, p.title, s.past_due_since FROM subscriptions s JOIN products p ON p.id = s.product_id
      WHERE s.client_id = $1 AND s.status = 'active' AND s.past_due_since IS NOT NULL
      ORDER BY s.past_due_since`,
    [clientId],
  );
  return rows;
}

/**
 * The token of the card on file: the one the customer's active plans renew on or their instalments still to come
 * are charged on, else the card of their latest payment that went through; null when they never paid by card.
 */
export async function cardOnFileToken(db: Queryable, clientId: string): Promise<string | null> {
  const { rows } = await db.query<{ token: string | null }>(
    `SELECT coalesce(
       (SELECT token FROM (
          SELECT s.payment_method_token AS token, s.created_at AS at FROM subscriptions s
           WHERE s.client_id = $1 AND s.status = 'active' AND s.payment_method_token IS NOT NULL
          UNION ALL
          -- The card the payments ledger charges an order's parts still to pay on.
          SELECT d.payment_method_token, o.created_at FROM payment_dues d
            JOIN orders o ON d.owner_kind = 'order' AND o.id = d.owner_id
           WHERE o.client_id = $1 AND d.status <> 'paid' AND d.payment_method_token IS NOT NULL) charged
         ORDER BY at DESC LIMIT 1),
       -- Read only when nothing is charged on a card: a long history has a thousand payments.
       (SELECT token FROM (
          SELECT a.payment_method_token AS token, a.created_at AS at FROM payment_attempts a
            JOIN orders o ON a.owner_kind = 'order' AND o.id = a.owner_id
           WHERE o.client_id = $1 AND a.status = 'succeeded' AND a.payment_method_token IS NOT NULL
          UNION ALL
          SELECT a.payment_method_token, a.created_at FROM payment_attempts a
            JOIN subscriptions s ON a.owner_kind = 'storage_plan' AND s.id = a.owner_id
           WHERE s.client_id = $1 AND a.status = 'succeeded' AND a.payment_method_token IS NOT NULL) paid
         ORDER BY at DESC LIMIT 1)) AS token`,
    [clientId],
  );
  return rows[0]?.token ?? null;
}

export interface StoragePlanBilling {
  id: string;
  title: string;
  status: 'pending' | 'active' | 'cancelled';
  next_billing_at: string | null;
  past_due: boolean;
  last_renewal: { period: number; status: 'pending' | 'succeeded' | 'failed'; at: string } | null;
}

/** The customer's storage plans as staff see their billing: the next renewal, and how the last one went. */
export async function storagePlansBillingOf(db: Queryable, clientId: string): Promise<StoragePlanBilling[]> {
  const { rows } = await db.query<StoragePlanBilling>(
    `SELECT s.id, p.title, s.status, s.next_billing_at, s.past_due_since IS NOT NULL AS past_due,
            -- The renewal's state is the payments ledger's due of the period.
            (SELECT json_build_object('period', r.cycle,
                                      'status', CASE d.status WHEN 'paid' THEN 'succeeded'
                                                              WHEN 'declined' THEN 'failed'
                                                              WHEN 'failed' THEN 'failed' ELSE 'pending' END,
                                      'at', coalesce(d.settled_at, d.created_at))
               FROM subscription_renewals r
               JOIN payment_dues d
                 ON d.owner_kind = 'storage_plan' AND d.owner_id = r.subscription_id AND d.owner_part = r.cycle
              WHERE r.subscription_id = s.id
              ORDER BY r.cycle DESC LIMIT 1) AS last_renewal
       FROM subscriptions s JOIN products p ON p.id = s.product_id
      WHERE s.client_id = $1 AND s.status <> 'pending'
      ORDER BY s.created_at DESC, s.id LIMIT 50`,
    [clientId],
  );
  return rows;
}
