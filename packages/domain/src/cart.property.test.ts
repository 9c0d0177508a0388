import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCart, type CartItem, decrementInCart, removeFromCart } from './cart';

const ids = ['p-analysis', 'p-tomorrow', 'p-dna'] as const;
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    id: fc.constantFrom(...ids),
    count: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ kind: fc.constant('decrement' as const), id: fc.constantFrom(...ids) }),
  fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom(...ids) }),
);

describe('cart operations in any order', () => {
  it('keep one line per product, every count at least 1, and the expected total', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        let cart: CartItem[] = [];
        const expected = new Map<string, number>();
        for (const step of operations) {
          if (step.kind === 'add') {
            cart = addToCart(cart, { id: step.id, name: step.id }, step.count);
            expected.set(step.id, (expected.get(step.id) ?? 0) + step.count);
          } else if (step.kind === 'decrement') {
            cart = decrementInCart(cart, step.id);
            const count = expected.get(step.id);
            if (count !== undefined) expected.set(step.id, Math.max(1, count - 1));
          } else {
            cart = removeFromCart(cart, step.id);
            expected.delete(step.id);
          }
        }
        expect(new Set(cart.map((item) => item.id)).size).toBe(cart.length);
        expect(cart.every((item) => item.count >= 1)).toBe(true);
        expect(new Map(cart.map((item) => [item.id, item.count]))).toEqual(expected);
      }),
    );
  });
});
