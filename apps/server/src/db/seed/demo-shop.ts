import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest } from '@fathom/contract/orders';
import type { ProductKey } from '@fathom/domain/products';
import type { EmailOutbox } from '../../integrations/email/index';
import { createSandboxInstalments } from '../../integrations/instalments/sandbox';
import { createSandboxPayments, sandboxCardTokens } from '../../integrations/payments/sandbox';
import { createBilling, createBillingPayments } from '../../modules/billing/register';
import { createCatalogue } from '../../modules/catalogue/catalogue-service';
import { createCheckout, createCheckoutPayments } from '../../modules/checkout/register';
import { createPayments } from '../../modules/payments/register';
import type { AuthUser } from '../../platform/auth-context';
import type { Database } from '../database';
import { catalogueId } from './catalogue';

/** The personas read their emails of the past long ago: the outbox starts empty. */
const pastEmails: EmailOutbox = { queue: async () => randomUUID() };

export interface DemoAddress {
  first_name: string;
  last_name: string;
  address_1: string;
  city: string;
  state: string;
  postal_code: string;
  phone: string;
}

export interface DemoCustomer {
  user: AuthUser;
  address: DemoAddress;
  timezone: string;
}

export interface DemoOrder {
  id: string;
  poNumber: string;
  /** The items the paid order gave the customer, in the order fulfilment made them. */
  items: { id: string; category: string; product_key: string }[];
}

/**
 * The product's own shop over the seed's transaction, with a clock that the seed moves through the personas'
 * past: orders are placed, paid by the sandbox card and fulfilled as at checkout, and storage plans renew as
 * the renewal job renews them.
 */
export function createDemoShop(db: Database) {
  let moment = new Date();
  const now = () => moment;
  const payments = createSandboxPayments(db);
  // The personas order signed in: no guest order opens an account or is kept apart here, and the shop's jobs
  // (what is due collected, declined parts made due again) are not run by the seed.
  const shop = {
    db,
    reads: db,
    now,
    outbox: pastEmails,
    config: { publicUrl: 'http://localhost', production: false, staffAlertsEmail: undefined },
    enqueue: () => Promise.reject(new Error('The demo shop queues no job')),
    alert: () => {},
    catalogue: createCatalogue(db),
    sendWelcomeLink: async () => {},
  };
  const orderPayments = createCheckoutPayments(shop);
  const ledger = createPayments({
    db,
    payments,
    instalments: createSandboxInstalments(db, payments),
    now,
    owners: [orderPayments.owner, createBillingPayments(shop).owner],
  });
  const { orders } = createCheckout({ ...shop, ledger, confirmations: orderPayments.confirmations });
  const { renewals } = createBilling({ db, ledger, now });

  /** What the services write at the database's now() is dated at the order's own moment. */
  async function backdateOrder(orderId: string, at: Date): Promise<void> {
    await db.query('UPDATE orders SET created_at = $2 WHERE id = $1', [orderId, at]);
    await db.query('UPDATE order_items SET created_at = $2 WHERE order_id = $1', [orderId, at]);
    await db.query('UPDATE subscriptions SET created_at = $2 WHERE order_id = $1', [orderId, at]);
    await db.query('UPDATE order_idempotency_keys SET created_at = $2 WHERE order_id = $1', [orderId, at]);
    await db.query(
      `UPDATE sandbox_payment_ledger SET created_at = $2
        WHERE idempotency_key IN (SELECT idempotency_key FROM payment_attempts
                                   WHERE owner_kind = 'order' AND owner_id = $1)`,
      [orderId, at],
    );
  }

  return {
    db,
    now,
    /** Moves the shop's clock; everything done afterwards happens at that moment. */
    at(next: Date): void {
      moment = next;
    },

    /**
     * A signed-in customer checks out and pays by card (or the first of three instalments) at the clock's
     * moment; answers the order and its items.
     */
    async order(
      customer: DemoCustomer,
      lines: readonly { key: ProductKey; quantity?: number }[],
      {
        inInstalments = false,
        ...extra
      }: Pick<PlaceOrderRequest, 'withdrawal_uuid'> & { inInstalments?: boolean } = {},
    ): Promise<DemoOrder> {
      const { user, address } = customer;
      const request: PlaceOrderRequest = {
        account_details: { email: user.email, first_name: user.firstName, last_name: user.lastName },
        shipping_address: { ...address, country: 'US', kit_delivery_type: 'staggered' },
        billing_address_type: 'same_as_shipping',
        payment: {
          payment_method: inInstalments ? 'instalments' : 'card',
          payment_method_token: sandboxCardTokens.visa,
        },
        timezone: customer.timezone,
        items: lines.map((line) => ({ product_uuid: catalogueId(line.key), quantity: line.quantity ?? 1 })),
        ...extra,
      };
      const { result: placed } = await orders.place(request, `demo:${randomUUID()}`, user, 'en');
      await backdateOrder(placed.order_id, moment);
      const { rows } = await db.query<DemoOrder['items'][number]>(
        `SELECT i.id, i.category, p.key AS product_key FROM items i JOIN products p ON p.id = i.product_id
          WHERE i.order_id = $1 ORDER BY i.created_at, i.id`,
        [placed.order_id],
      );
      return { id: placed.order_id, poNumber: placed.po_number, items: rows };
    },

    /** The customer ends a storage plan at the clock's moment. */
    cancelPlan: (clientId: string, subscriptionId: string) => renewals.cancelPlan(clientId, subscriptionId),

    /** The renewal job runs at the clock's moment, charging every plan then due. */
    async renewDuePlans(): Promise<void> {
      await renewals.run();
      await db.query(
        `UPDATE sandbox_payment_ledger SET created_at = $1
          WHERE idempotency_key IN (SELECT idempotency_key FROM payment_attempts
                                     WHERE owner_kind = 'storage_plan' AND created_at = $1)`,
        [moment],
      );
    },
  };
}

export type DemoShop = ReturnType<typeof createDemoShop>;
