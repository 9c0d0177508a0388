import type { CatalogueProductResource } from '@fathom/contract/catalogue';

export type SubscriptionProduct = Pick<
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
