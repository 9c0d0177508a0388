/** Cart operations (specification sections 3 and 4). Every operation returns a new cart. */
import { SPLIT_PAYMENT_EXTRADATA } from './constants';
import type { Language } from './languages';
import {
  ANALYSIS_PRODUCT_KEYS,
  type CatalogueProduct,
  DNA_FRAGMENTATION_TRIGGER_KEYS,
  productById,
  productByIdOrKey,
  productByKey,
  productName,
} from './products';

export interface CartItem {
  /** The product uuid. */
  id: string;
  count: number;
  name: string;
  /** 'in_3_payments' marks a split payment; anything else does not. */
  extradata?: string | null;
}

export type Cart = readonly CartItem[];

/** Adds a product; a product already in the cart has its count raised instead of a second line. */
export function addToCart(
  cart: Cart,
  product: Pick<CartItem, 'id' | 'name' | 'extradata'>,
  count = 1,
): CartItem[] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`A cart count must be a whole number of 1 or more`);
  const existing = cart.find((item) => item.id === product.id);
  if (existing) {
    return cart.map((item) => (item.id === product.id ? { ...item, count: item.count + count } : item));
  }
  return [...cart, { id: product.id, name: product.name, count, extradata: product.extradata ?? null }];
}

/** Lowers a line's count by one, never below 1. */
export function decrementInCart(cart: Cart, id: string): CartItem[] {
  return cart.map((item) => (item.id === id ? { ...item, count: Math.max(1, item.count - 1) } : item));
}

export function removeFromCart(cart: Cart, id: string): CartItem[] {
  return cart.filter((item) => item.id !== id);
}

export function cartCount(cart: Cart): number {
  return cart.reduce((total, item) => total + item.count, 0);
}

export interface UrlItem {
  id: string;
  count: number;
  extradata?: string | null;
}

function positiveCount(value: unknown): number {
  const count = Number(value ?? 1);
  return Number.isInteger(count) && count >= 1 ? count : 1;
}

/**
 * Reads the items query parameter: a JSON list of {product_id, qty, extradata} (the external checkout
 * link's format), or a comma-separated list of product uuids, each optionally followed by :quantity.
 */
export function parseUrlItems(raw: string | null | undefined): UrlItem[] {
  const text = raw?.trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) return [];
      return parsed.flatMap((entry): UrlItem[] => {
        if (typeof entry !== 'object' || entry === null) return [];
        const { product_id, qty, extradata } = entry as Record<string, unknown>;
        if (typeof product_id !== 'string' || product_id === '') return [];
        return [
          {
            id: product_id,
            count: positiveCount(qty),
            extradata: typeof extradata === 'string' ? extradata : null,
          },
        ];
      });
    } catch {
      return [];
    }
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [id = '', quantity] = part.split(':');
      return { id, count: positiveCount(quantity) };
    });
}

/**
 * A new cart holding the URL items that match a catalogue product, by uuid or by fixed key
 * (`items=analysis`); unknown ids are ignored.
 */
export function cartFromUrlItems(
  urlItems: readonly UrlItem[],
  products: readonly CatalogueProduct[],
): CartItem[] {
  return urlItems.reduce<CartItem[]>((cart, urlItem) => {
    const product = productByIdOrKey(products, urlItem.id);
    if (!product) return cart;
    return addToCart(
      cart,
      { id: product.uuid, name: productName(product), extradata: urlItem.extradata },
      urlItem.count,
    );
  }, []);
}

function cartHasKey(cart: Cart, products: readonly CatalogueProduct[], keys: readonly string[]): boolean {
  return cart.some((item) => {
    const key = productById(products, item.id)?.key;
    return key !== undefined && key !== null && keys.includes(key);
  });
}

/**
 * Adds the DNA fragmentation analysis (quantity 1) when a Tomorrow or Platinum product is in the cart
 * and the DNA product is not; a DNA line already there is left as it is.
 */
export function withDnaFragmentation(cart: Cart, products: readonly CatalogueProduct[]): CartItem[] {
  const dna = productByKey(products, 'dna_fragmentation');
  if (!dna || cart.some((item) => item.id === dna.uuid)) return [...cart];
  if (!cartHasKey(cart, products, DNA_FRAGMENTATION_TRIGGER_KEYS)) return [...cart];
  return addToCart(cart, { id: dna.uuid, name: productName(dna) }, 1);
}

export const DNA_NEEDS_ANALYSIS: Readonly<Record<Language, string>> = {
  en: 'The DNA fragmentation analysis is made on the sample of a semen analysis: add a semen analysis or a package to your order.',
  es: 'El análisis de fragmentación del ADN se hace con la muestra de un análisis de semen: agregue a su pedido un análisis de semen o un paquete.',
};

/** True when an order holds the DNA fragmentation add-on but nothing that brings a semen sample to analyse. */
export function dnaWithoutAnalysis(keys: readonly (string | null | undefined)[]): boolean {
  return (
    keys.includes('dna_fragmentation') &&
    !keys.some((key) => (ANALYSIS_PRODUCT_KEYS as readonly (string | null | undefined)[]).includes(key))
  );
}

/** Why this cart cannot be ordered as it is, or null. */
export function cartProblem(
  cart: Cart,
  products: readonly CatalogueProduct[],
  language: Language,
): string | null {
  return dnaWithoutAnalysis(cart.map((item) => productById(products, item.id)?.key))
    ? DNA_NEEDS_ANALYSIS[language]
    : null;
}

/** The add-ons to offer beside this cart: those not in it yet, and the DNA analysis only beside an analysis. */
export function offeredAddons<T extends CatalogueProduct>(cart: Cart, products: readonly T[]): T[] {
  const keys = cart.map((item) => productById(products, item.id)?.key);
  const hasAnalysis = keys.some(
    (key) => key !== null && key !== undefined && (ANALYSIS_PRODUCT_KEYS as readonly string[]).includes(key),
  );
  return products.filter(
    (product) =>
      product.is_addon === true &&
      !cart.some((item) => item.id === product.uuid) &&
      (product.key !== 'dna_fragmentation' || hasAnalysis),
  );
}

/** Marks every line for payment in 3 instalments, or clears the mark. */
export function withSplitPayment(cart: Cart, split: boolean): CartItem[] {
  return cart.map((item) => ({ ...item, extradata: split ? SPLIT_PAYMENT_EXTRADATA : null }));
}

export function isSplitPayment(cart: Cart): boolean {
  return cart.some((item) => item.extradata === SPLIT_PAYMENT_EXTRADATA);
}

export function cartHasSubscription(cart: Cart, products: readonly CatalogueProduct[]): boolean {
  return cart.some((item) => productById(products, item.id)?.with_subscription === true);
}

/** True when every line is the fertility consultation (and there is at least one). */
export function isConsultationOnlyCart(cart: Cart, products: readonly CatalogueProduct[]): boolean {
  return (
    cart.length > 0 && cart.every((item) => productById(products, item.id)?.key === 'fertility_consultation')
  );
}
