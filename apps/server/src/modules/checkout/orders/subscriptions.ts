import { randomUUID } from 'node:crypto';
import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import type { Queryable } from '../../../db/database';

type SubscriptionProduct = Pick<
  CatalogueProductResource,
  | 'uuid'
  | 'with_subscription'
  | 'subscription_repeats_frequency'
  | 'subscription_billing_cycles'
  | 'subscription_repeats_every'
>;

/** The products of a cart that renew: bought alone or inside a package, once per unit bought. */
export function renewingProducts(
  lines: readonly { product: CatalogueProductResource; quantity: number }[],
): SubscriptionProduct[] {
  const renewing: SubscriptionProduct[] = [];
  for (const { product, quantity } of lines) {
    const parts = [product, ...product.products].filter(
      (part) => part.with_subscription && part.subscription_repeats_frequency,
    );
    for (let unit = 0; unit < quantity; unit += 1) renewing.push(...parts);
  }
  return renewing;
}

/** Written with the order, pending until the order is paid. */
export async function createPendingSubscriptions(
  tx: Queryable,
  order: { id: string; clientId: string },
  products: readonly SubscriptionProduct[],
): Promise<void> {
  for (const product of products) {
    await tx.query(
      `INSERT INTO subscriptions (id, client_id, order_id, product_id, repeats_frequency, repeats_every,
         billing_cycles, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending')`,
      [
        randomUUID(),
        order.clientId,
        order.id,
        product.uuid,
        product.subscription_repeats_frequency,
        product.subscription_repeats_every,
        product.subscription_billing_cycles,
      ],
    );
  }
}

/** A plan's period in SQL: every N months, or N years (as months, so month ends stay month ends). */
export const PLAN_PERIOD =
  "make_interval(months => repeats_every * CASE repeats_frequency WHEN 'month' THEN 1 ELSE 12 END)";

/** The order's first cycle is paid: the next falls one period later, unless the plan had a single cycle. */
export async function activateSubscriptions(tx: Queryable, orderId: string, paidAt: Date): Promise<void> {
  await tx.query(
    `UPDATE subscriptions
        SET status = 'active', activated_at = $2, cycles_billed = 1,
            payment_method_token = (
              SELECT p.payment_method_token FROM payments p
               WHERE p.order_id = $1 AND p.status = 'succeeded' ORDER BY p.attempt DESC LIMIT 1
            ),
            next_billing_at = CASE WHEN billing_cycles = 1 THEN NULL ELSE $2::timestamptz + ${PLAN_PERIOD} END
      WHERE order_id = $1 AND status = 'pending'`,
    [orderId, paidAt],
  );
}
