import type { Billing } from '@fathom/contract/billing';
import type { Queryable } from '../../db/database';

const dollars = (cents: number) => cents / 100;

/** The customer's plans, invoices (orders) and every charge, newest first: three queries. */
export async function loadBilling(db: Queryable, clientId: string): Promise<Billing> {
  const subscriptions = await db.query<{
    id: string;
    title: string;
    status: 'pending' | 'active' | 'cancelled';
    repeats_frequency: 'month' | 'year';
    repeats_every: number;
    price_cents: number;
    next_billing_at: Date | null;
    past_due_since: Date | null;
  }>(
    `SELECT s.id, p.title, s.status, s.repeats_frequency, s.repeats_every, p.price_cents, s.next_billing_at, s.past_due_since
       FROM subscriptions s JOIN products p ON p.id = s.product_id
      WHERE s.client_id = $1 AND s.status <> 'pending' ORDER BY s.created_at DESC`,
    [clientId],
  );
  const invoices = await db.query<{
    id: string;
    po_number: string;
    created_at: Date;
    total_cents: number;
    tax_cents: number;
    status: 'pending_payment' | 'paid' | 'payment_failed';
  }>(
    `SELECT id, po_number, created_at, total_cents, tax_cents, status FROM orders
      WHERE client_id = $1 ORDER BY created_at DESC LIMIT 50`,
    [clientId],
  );
  const payments = await db.query<{
    description: string;
    amount_cents: number;
    status: string;
    created_at: Date;
  }>(
    `SELECT 'Order ' || o.po_number AS description, p.amount_cents, p.status, p.created_at
       FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.client_id = $1
     UNION ALL
     SELECT pr.title || ', period ' || r.cycle, r.amount_cents, r.status, r.created_at
       FROM subscription_renewals r JOIN subscriptions s ON s.id = r.subscription_id
       JOIN products pr ON pr.id = s.product_id WHERE s.client_id = $1
     ORDER BY created_at DESC LIMIT 50`,
    [clientId],
  );
  return {
    subscriptions: subscriptions.rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      repeats_frequency: row.repeats_frequency,
      repeats_every: row.repeats_every,
      price: dollars(row.price_cents),
      next_billing_at: row.next_billing_at ? new Date(row.next_billing_at).toISOString() : null,
      past_due: row.past_due_since !== null,
    })),
    invoices: invoices.rows.map((row) => ({
      id: row.id,
      po_number: row.po_number,
      created_at: new Date(row.created_at).toISOString(),
      total: dollars(row.total_cents),
      tax: dollars(row.tax_cents),
      status: row.status,
    })),
    payments: payments.rows.map((row) => ({
      description: row.description,
      amount: dollars(row.amount_cents),
      status: row.status as Billing['payments'][number]['status'],
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}
