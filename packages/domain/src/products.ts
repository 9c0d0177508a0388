/**
 * Fixed product and offer identifiers (specification section 3). The spec names them without values,
 * so Fathom gives each a stable key; the catalogue maps keys to product uuids.
 */

export const PRODUCT_KEYS = [
  'analysis',
  'bronze',
  'platinum',
  'tomorrow',
  'dna_fragmentation',
  'cryo_monthly',
  'cryo_six_months',
  'cryo_yearly',
  'cryo_ten_years',
  'cryo_lifetime',
  'coq10',
  'male_fertility_supplement',
  'sti',
  'fertility_consultation',
  'vasectomy_monthly',
  'vasectomy_yearly',
  'withdrawal_shipping',
] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

export const OFFER_KEYS = ['today', 'tomorrow', 'forever', 'insurance'] as const;
export type OfferKey = (typeof OFFER_KEYS)[number];

/** The products whose presence in the cart brings the DNA fragmentation analysis with them. */
export const DNA_FRAGMENTATION_TRIGGER_KEYS: readonly ProductKey[] = ['tomorrow', 'platinum'];

/** What the cart and checkout rules need to know about a product of the catalogue. */
export interface CatalogueProduct {
  uuid: string;
  key?: ProductKey | null;
  title?: string | null;
  name?: string | null;
  with_subscription?: boolean | null;
  /** 'cryo' identifies cryogenic storage products. */
  product_type?: string | null;
}

export const CRYO_PRODUCT_TYPE = 'cryo';

export function isCryoProduct(product: Pick<CatalogueProduct, 'product_type'>): boolean {
  return product.product_type === CRYO_PRODUCT_TYPE;
}

export function isProductKey(value: string): value is ProductKey {
  return (PRODUCT_KEYS as readonly string[]).includes(value);
}

export function productName(product: CatalogueProduct): string {
  return product.title ?? product.name ?? '';
}

export function productByKey(
  products: readonly CatalogueProduct[],
  key: ProductKey,
): CatalogueProduct | undefined {
  return products.find((product) => product.key === key);
}

export function productById(
  products: readonly CatalogueProduct[],
  uuid: string,
): CatalogueProduct | undefined {
  return products.find((product) => product.uuid === uuid);
}
