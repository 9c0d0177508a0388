/**
 * Fixed product and offer identifiers (specification section 3). The spec names them without values,
 * so Fathom gives each a stable key; the catalogue maps keys to product uuids. Besides the spec's fixed
 * products, the catalogue sells the two packages it names by title: the NSW Package and Today + 12 Months
 * Storage.
 */

export const PRODUCT_KEYS = [
  'analysis',
  'bronze',
  'platinum',
  'tomorrow',
  'today',
  'nsw',
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

/**
 * The packages that include a DNA fragmentation analysis: their presence in the cart brings it with them,
 * and it is free inside them (one per package).
 */
export const DNA_FRAGMENTATION_TRIGGER_KEYS: readonly ProductKey[] = ['tomorrow', 'platinum'];

/** The products that hold a semen analysis, alone or inside a package: the DNA add-on is analysed on its sample. */
export const ANALYSIS_PRODUCT_KEYS: readonly ProductKey[] = [
  'analysis',
  'bronze',
  'nsw',
  'today',
  'tomorrow',
  'platinum',
];

/** Which products each offer sells: buying one of them is a conversion of that offer. */
export const OFFER_PRODUCT_KEYS: Readonly<Record<OfferKey, readonly ProductKey[]>> = {
  today: ['today'],
  tomorrow: ['tomorrow'],
  forever: ['cryo_lifetime'],
  // The insurance offer is a way to pay (a covered check), not a product.
  insurance: [],
};

/** The offers whose products are among these. */
export function offersOfProducts(keys: readonly (string | null | undefined)[]): OfferKey[] {
  return OFFER_KEYS.filter((offer) => OFFER_PRODUCT_KEYS[offer].some((key) => keys.includes(key)));
}

/** What the cart and checkout rules need to know about a product of the catalogue. */
export interface CatalogueProduct {
  uuid: string;
  /** The catalogue's fixed key: the rules name theirs (ProductKey); a key they do not know matches none of them. */
  key?: string | null;
  title?: string | null;
  name?: string | null;
  with_subscription?: boolean | null;
  /** 'cryo' identifies cryogenic storage products. */
  product_type?: string | null;
  /** Offered beside other products (the DNA fragmentation analysis, beside a semen analysis). */
  is_addon?: boolean | null;
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

/** A product named by its uuid or, as links written without the catalogue's ids do, by its fixed key. */
export function productByIdOrKey(
  products: readonly CatalogueProduct[],
  idOrKey: string,
): CatalogueProduct | undefined {
  return (
    productById(products, idOrKey) ?? (isProductKey(idOrKey) ? productByKey(products, idOrKey) : undefined)
  );
}
