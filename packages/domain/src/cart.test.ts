import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartFromUrlItems,
  cartHasSubscription,
  cartProblem,
  DNA_NEEDS_ANALYSIS,
  decrementInCart,
  dnaWithoutAnalysis,
  isConsultationOnlyCart,
  isSplitPayment,
  offeredAddons,
  parseUrlItems,
  removeFromCart,
  withDnaFragmentation,
  withSplitPayment,
} from './cart';
import type { CatalogueProduct } from './products';

const products: CatalogueProduct[] = [
  { uuid: 'p-analysis', key: 'analysis', title: 'Semen Analysis' },
  { uuid: 'p-tomorrow', key: 'tomorrow', title: 'Tomorrow' },
  { uuid: 'p-platinum', key: 'platinum', title: 'Platinum' },
  { uuid: 'p-dna', key: 'dna_fragmentation', title: 'DNA Fragmentation Analysis', is_addon: true },
  { uuid: 'p-yearly', key: 'cryo_yearly', title: 'Yearly storage', with_subscription: true },
  { uuid: 'p-consult', key: 'fertility_consultation', name: 'Fertility consultation' },
  { uuid: 'p-nokey', title: 'NSW Package' },
];
const analysis = { id: 'p-analysis', name: 'Semen Analysis' };
const tomorrow = { id: 'p-tomorrow', name: 'Tomorrow' };

describe('addToCart', () => {
  it('creates a line with count 1 for a new product', () => {
    expect(addToCart([], analysis)).toEqual([
      { id: 'p-analysis', name: 'Semen Analysis', count: 1, extradata: null },
    ]);
  });

  it('raises the count of a product already in the cart instead of adding a line', () => {
    const cart = addToCart(addToCart([], analysis), analysis);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.count).toBe(2);
    expect(addToCart(cart, analysis, 3)[0]?.count).toBe(5);
  });

  it('refuses a count below 1', () => {
    expect(() => addToCart([], analysis, 0)).toThrow(RangeError);
  });

  it('leaves the given cart untouched', () => {
    const cart = addToCart([], analysis);
    addToCart(cart, analysis);
    expect(cart[0]?.count).toBe(1);
  });
});

describe('decrementInCart and removeFromCart', () => {
  it('lowers the count by one and never below 1', () => {
    const cart = addToCart([], analysis, 2);
    const once = decrementInCart(cart, 'p-analysis');
    expect(once[0]?.count).toBe(1);
    expect(decrementInCart(once, 'p-analysis')[0]?.count).toBe(1);
  });

  it('removes only the line of that product', () => {
    const cart = addToCart(addToCart([], analysis), tomorrow);
    expect(removeFromCart(cart, 'p-analysis').map((item) => item.id)).toEqual(['p-tomorrow']);
  });

  it('counts every unit in the cart', () => {
    expect(cartCount(addToCart(addToCart([], analysis, 2), tomorrow))).toBe(3);
  });
});

describe('URL items', () => {
  it('reads the JSON list of the external checkout link', () => {
    expect(
      parseUrlItems(
        '[{"product_id":"p-analysis","qty":2,"extradata":"in_3_payments"},{"product_id":"p-dna"}]',
      ),
    ).toEqual([
      { id: 'p-analysis', count: 2, extradata: 'in_3_payments' },
      { id: 'p-dna', count: 1, extradata: null },
    ]);
  });

  it('reads comma-separated uuids with optional quantities', () => {
    expect(parseUrlItems('p-analysis:2, p-dna')).toEqual([
      { id: 'p-analysis', count: 2 },
      { id: 'p-dna', count: 1 },
    ]);
  });

  it('reads nothing from an empty or broken parameter', () => {
    expect(parseUrlItems(null)).toEqual([]);
    expect(parseUrlItems('')).toEqual([]);
    expect(parseUrlItems('[{"product_id":')).toEqual([]);
    expect(parseUrlItems('[1, {"qty": 2}]')).toEqual([]);
  });

  it('fills a new cart with matching products and ignores unknown ids', () => {
    const cart = cartFromUrlItems(
      [
        { id: 'p-analysis', count: 1 },
        { id: 'unknown', count: 4 },
        { id: 'p-analysis', count: 2 },
        { id: 'p-consult', count: 1 },
      ],
      products,
    );
    expect(cart).toEqual([
      { id: 'p-analysis', name: 'Semen Analysis', count: 3, extradata: null },
      { id: 'p-consult', name: 'Fertility consultation', count: 1, extradata: null },
    ]);
  });
});

describe('cartFromUrlItems with product keys', () => {
  it('finds a product by its fixed key when a link names no uuid (items=analysis)', () => {
    expect(cartFromUrlItems(parseUrlItems('analysis,p-consult'), products)).toEqual([
      { id: 'p-analysis', name: 'Semen Analysis', count: 1, extradata: null },
      { id: 'p-consult', name: 'Fertility consultation', count: 1, extradata: null },
    ]);
  });

  it('still ignores a word that is no product key', () => {
    expect(cartFromUrlItems(parseUrlItems('supplements'), products)).toEqual([]);
  });
});

describe('the DNA fragmentation add-on', () => {
  it('is offered beside a semen analysis or a package that holds one', () => {
    expect(offeredAddons(addToCart([], analysis), products).map((product) => product.uuid)).toEqual([
      'p-dna',
    ]);
    expect(offeredAddons(addToCart([], tomorrow), products).map((product) => product.uuid)).toEqual([
      'p-dna',
    ]);
  });

  it('is not offered to a cart without an analysis, nor when it is in the cart already', () => {
    expect(offeredAddons(addToCart([], { id: 'p-consult', name: 'Consultation' }), products)).toEqual([]);
    expect(offeredAddons([], products)).toEqual([]);
    const withDna = withDnaFragmentation(addToCart([], tomorrow), products);
    expect(offeredAddons(withDna, products)).toEqual([]);
  });

  it('cannot be ordered without an analysis', () => {
    expect(dnaWithoutAnalysis(['dna_fragmentation'])).toBe(true);
    expect(dnaWithoutAnalysis(['dna_fragmentation', 'coq10'])).toBe(true);
    expect(dnaWithoutAnalysis(['dna_fragmentation', 'platinum'])).toBe(false);
    expect(dnaWithoutAnalysis(['coq10'])).toBe(false);
    expect(cartProblem(addToCart([], { id: 'p-dna', name: 'DNA' }), products, 'en')).toBe(
      DNA_NEEDS_ANALYSIS.en,
    );
    expect(cartProblem(addToCart([], analysis), products, 'en')).toBeNull();
  });
});

describe('withDnaFragmentation', () => {
  it('adds the DNA fragmentation product with quantity 1 when Tomorrow is in the cart', () => {
    const cart = withDnaFragmentation(addToCart([], tomorrow, 2), products);
    expect(cart).toEqual([
      { id: 'p-tomorrow', name: 'Tomorrow', count: 2, extradata: null },
      { id: 'p-dna', name: 'DNA Fragmentation Analysis', count: 1, extradata: null },
    ]);
  });

  it('adds it when Platinum is in the cart', () => {
    const cart = withDnaFragmentation(addToCart([], { id: 'p-platinum', name: 'Platinum' }), products);
    expect(cart.map((item) => [item.id, item.count])).toEqual([
      ['p-platinum', 1],
      ['p-dna', 1],
    ]);
  });

  it('neither duplicates nor changes a DNA line already there', () => {
    const cart = addToCart(addToCart([], tomorrow), { id: 'p-dna', name: 'DNA' }, 3);
    expect(withDnaFragmentation(cart, products)).toEqual(cart);
  });

  it('adds nothing without a Tomorrow or Platinum product', () => {
    const cart = addToCart([], analysis);
    expect(withDnaFragmentation(cart, products)).toEqual(cart);
  });

  it('adds nothing when the catalogue has no DNA product', () => {
    const cart = addToCart([], tomorrow);
    expect(
      withDnaFragmentation(
        cart,
        products.filter((product) => product.key !== 'dna_fragmentation'),
      ),
    ).toEqual(cart);
  });
});

describe('split payment', () => {
  it('marks every line in_3_payments, and clears the mark', () => {
    const cart = withSplitPayment(addToCart(addToCart([], analysis), tomorrow), true);
    expect(cart.map((item) => item.extradata)).toEqual(['in_3_payments', 'in_3_payments']);
    expect(isSplitPayment(cart)).toBe(true);
    const cleared = withSplitPayment(cart, false);
    expect(cleared.map((item) => item.extradata)).toEqual([null, null]);
    expect(isSplitPayment(cleared)).toBe(false);
  });

  it('treats only the exact value in_3_payments as a split payment', () => {
    expect(isSplitPayment([{ ...analysis, count: 1, extradata: 'in_4_payments' }])).toBe(false);
  });
});

describe('cart contents', () => {
  it('notices a subscription product', () => {
    expect(cartHasSubscription(addToCart([], { id: 'p-yearly', name: 'Yearly' }), products)).toBe(true);
    expect(cartHasSubscription(addToCart([], analysis), products)).toBe(false);
  });

  it('recognises a cart of only the fertility consultation', () => {
    const consult = addToCart([], { id: 'p-consult', name: 'Consultation' });
    expect(isConsultationOnlyCart(consult, products)).toBe(true);
    expect(isConsultationOnlyCart(addToCart(consult, analysis), products)).toBe(false);
    expect(isConsultationOnlyCart([], products)).toBe(false);
  });
});

describe('the cart’s problem in Spanish', () => {
  it('says why the DNA analysis needs a semen analysis', () => {
    expect(cartProblem(addToCart([], { id: 'p-dna', name: 'DNA' }), products, 'es')).toBe(
      'El análisis de fragmentación del ADN se hace con la muestra de un análisis de semen: agregue a su pedido un análisis de semen o un paquete.',
    );
  });
});
