import { describe, expect, it } from 'vitest';
import { cartFromUrlItems, parseUrlItems } from './cart';
import {
  cartLink,
  cartOfOrderLines,
  externalCheckoutItems,
  externalCheckoutLink,
  orderAgainLink,
  restoredCartLink,
  surveyLink,
} from './checkout-links';

function query(link: string): Map<string, string> {
  const search = link.split('?')[1]?.split('#')[0] ?? '';
  return new Map(
    search
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return [decodeURIComponent(name), decodeURIComponent(value)] as [string, string];
      }),
  );
}

describe('externalCheckoutLink', () => {
  const items = [{ product_id: 'p-consult', qty: 1, extradata: null }];

  it('carries the items as JSON, the affiliate and the discount', () => {
    const link = externalCheckoutLink('https://fathom.example/checkouts', {
      items,
      affiliate: 'clinic-7',
      discount: 'WELCOME10',
    });
    expect(link.startsWith('https://fathom.example/checkouts?')).toBe(true);
    const params = query(link);
    expect(JSON.parse(params.get('items') ?? '')).toEqual(items);
    expect(params.get('affiliate')).toBe('clinic-7');
    expect(params.get('discount')).toBe('WELCOME10');
    expect(params.has('splitIt')).toBe(false);
    expect(params.has('number_of_installments')).toBe(false);
  });

  it('adds splitIt=true and number_of_installments=3 for a split payment', () => {
    const params = query(
      externalCheckoutLink('https://fathom.example/checkouts', { items, splitPayment: true }),
    );
    expect(params.get('splitIt')).toBe('true');
    expect(params.get('number_of_installments')).toBe('3');
  });

  it('treats items marked in_3_payments as a split payment', () => {
    const params = query(
      externalCheckoutLink('https://fathom.example/checkouts', {
        items: [{ product_id: 'p-analysis', qty: 1, extradata: 'in_3_payments' }],
      }),
    );
    expect(params.get('splitIt')).toBe('true');
  });

  it('leaves out an empty affiliate and discount', () => {
    const params = query(
      externalCheckoutLink('https://fathom.example/checkouts', { items, affiliate: '', discount: null }),
    );
    expect([...params.keys()]).toEqual(['items']);
  });

  it('turns cart lines into checkout items', () => {
    expect(
      externalCheckoutItems([{ id: 'p-analysis', name: 'Semen Analysis', count: 2, extradata: null }]),
    ).toEqual([{ product_id: 'p-analysis', qty: 2, extradata: null }]);
  });
});

describe('cartLink', () => {
  it('repeats the variant id once per quantity', () => {
    const link = cartLink('https://fathom.example/cart/', [
      { variantId: 4411, quantity: 3 },
      { variantId: 'coq10', quantity: 1 },
    ]);
    expect(query(link).get('add-to-cart')).toBe('4411,4411,4411,coq10');
    expect(link.match(/4411/g)).toHaveLength(3);
  });

  it('adds nothing for no quantity', () => {
    expect(cartLink('https://fathom.example/cart/', [{ variantId: 1, quantity: 0 }])).toBe(
      'https://fathom.example/cart/',
    );
  });
});

describe('orderAgainLink', () => {
  const cart = 'https://fathom.example/cart/';

  it("fills the cart with the order's products, each variant id once per unit", () => {
    const link = orderAgainLink(cart, [
      { variantId: '44010011', quantity: 3 },
      { variantId: '44010013', quantity: 1 },
    ]);
    expect(query(link ?? '').get('add-to-cart')).toBe('44010011,44010011,44010011,44010013');
  });

  it('adds up the quantities of a product on several lines', () => {
    const link = orderAgainLink(cart, [
      { variantId: '44010001', quantity: 1 },
      { variantId: '44010002', quantity: 1 },
      { variantId: '44010001', quantity: 2 },
    ]);
    expect(query(link ?? '').get('add-to-cart')).toBe('44010001,44010001,44010001,44010002');
  });

  it('leaves out products the marketing site does not sell', () => {
    const link = orderAgainLink(cart, [
      { variantId: null, quantity: 1 },
      { variantId: '44010001', quantity: 2 },
    ]);
    expect(query(link ?? '').get('add-to-cart')).toBe('44010001,44010001');
  });

  it('answers null when the site sells none of the products', () => {
    expect(orderAgainLink(cart, [{ variantId: null, quantity: 2 }])).toBeNull();
    expect(orderAgainLink(cart, [])).toBeNull();
    expect(orderAgainLink(cart, [{ variantId: '44010001', quantity: 0 }])).toBeNull();
  });
});

describe('surveyLink', () => {
  it('carries targetID', () => {
    expect(surveyLink('https://forms.example/lifestyle', 'FA-100245')).toBe(
      'https://forms.example/lifestyle?targetID=FA-100245',
    );
  });
});

describe('restoring the cart of an order', () => {
  const lines = [
    { product_id: 'p-tomorrow', quantity: 1, extradata: null },
    // A package's included unit and one charged: two lines of one product.
    { product_id: 'p-dna', quantity: 1, extradata: null },
    { product_id: 'p-dna', quantity: 1, extradata: null },
    { product_id: 'p-storage', quantity: 1, extradata: 'split_payment' },
  ];

  it('counts a product on several lines once, with their quantities added, each extradata apart', () => {
    expect(cartOfOrderLines(lines)).toEqual([
      { product_id: 'p-tomorrow', qty: 1, extradata: null },
      { product_id: 'p-dna', qty: 2, extradata: null },
      { product_id: 'p-storage', qty: 1, extradata: 'split_payment' },
    ]);
    expect(cartOfOrderLines([{ product_id: 'p-dna', quantity: 0, extradata: null }])).toEqual([]);
  });

  it('links to the checkout with those items, which the checkout reads back as the same cart', () => {
    const link = restoredCartLink('https://portal.example/checkouts', cartOfOrderLines(lines));
    expect(link?.startsWith('https://portal.example/checkouts?items=')).toBe(true);
    const items = parseUrlItems(query(link ?? '').get('items'));
    expect(items).toEqual([
      { id: 'p-tomorrow', count: 1, extradata: null },
      { id: 'p-dna', count: 2, extradata: null },
      { id: 'p-storage', count: 1, extradata: 'split_payment' },
    ]);
    const products = ['p-tomorrow', 'p-dna', 'p-storage'].map((uuid) => ({ uuid, title: uuid }));
    expect(cartFromUrlItems(items, products).map((item) => [item.id, item.count])).toEqual([
      ['p-tomorrow', 1],
      ['p-dna', 2],
      ['p-storage', 1],
    ]);
    expect(restoredCartLink('https://portal.example/checkouts', [])).toBeNull();
  });
});
