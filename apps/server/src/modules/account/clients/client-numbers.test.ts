import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientNumbering, numberRange } from './client-numbers';

const keys = fc.uint8Array({ minLength: 32, maxLength: 32 });
const digitsOf = (number: string) => Number(number.slice('FA-'.length));

describe('client numbers', () => {
  it('numbers a million positions with no number twice, each in the range of its position', () => {
    fc.assert(
      fc.property(keys, (key) => {
        const numbering = clientNumbering(key);
        const seen = new Uint8Array(10_000_000);
        for (let position = 0; position < 1_000_000; position += 1) {
          const number = numbering.numberAt(position);
          const digits = digitsOf(number);
          const [low, high] = position < 800_000 ? [200_000, 1_000_000] : [1_000_000, 10_000_000];
          if (!number.startsWith('FA-') || !(digits >= low && digits < high)) return false;
          if (seen[digits] === 1) return false;
          seen[digits] = 1;
        }
        return true;
      }),
      { numRuns: 3 },
    );
  }, 120_000);

  it('fills the six-digit numbers from 200,000 exactly before the first seven-digit one', () => {
    const numbering = clientNumbering(new Uint8Array(32).fill(7));
    const seen = new Uint8Array(1_000_000);
    for (let position = 0; position < 800_000; position += 1)
      seen[digitsOf(numbering.numberAt(position))] = 1;
    expect(seen.subarray(0, 200_000).every((taken) => taken === 0)).toBe(true);
    expect(seen.subarray(200_000).every((taken) => taken === 1)).toBe(true);
    expect(digitsOf(numbering.numberAt(800_000))).toBeGreaterThanOrEqual(1_000_000);
  }, 60_000);

  it('never gives two positions one number, in any range, and gives each the digits of its range', () => {
    const lastPosition = [0, 1, 2, 3].reduce((sum, order) => sum + numberRange(order).size, 0) - 1;
    fc.assert(
      fc.property(
        keys,
        fc.integer({ min: 0, max: lastPosition }),
        fc.integer({ min: 0, max: lastPosition }),
        (key, a, b) => {
          fc.pre(a !== b);
          const numbering = clientNumbering(key);
          const [first, second] = [numbering.numberAt(a), numbering.numberAt(b)];
          expect(first).not.toBe(second);
          for (const [position, number] of [
            [a, first],
            [b, second],
          ] as const) {
            let order = 0;
            for (let start = 0; position >= start + numberRange(order).size; order += 1) {
              start += numberRange(order).size;
            }
            expect(String(digitsOf(number)).length, `position ${position}`).toBe(6 + order);
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);

  it('says nothing of the next number: consecutive positions land apart, and each key numbers its own way', () => {
    const numbering = clientNumbering(new Uint8Array(32).fill(1));
    const again = clientNumbering(new Uint8Array(32).fill(1));
    const other = clientNumbering(new Uint8Array(32).fill(2));
    const first = Array.from({ length: 1_000 }, (_, position) => digitsOf(numbering.numberAt(position)));
    expect(first).toEqual(first.map((_, position) => digitsOf(again.numberAt(position))));
    const neighbours = first.filter(
      (digits, index) => index > 0 && Math.abs(digits - (first[index - 1] ?? 0)) < 1_000,
    );
    expect(neighbours.length).toBeLessThan(10);
    const shared = first.filter((digits, position) => digits === digitsOf(other.numberAt(position)));
    expect(shared.length).toBeLessThan(5);
  });

  it('refuses a key of the wrong size and a position that is not a whole number from 0', () => {
    expect(() => clientNumbering(new Uint8Array(16))).toThrow('A client numbering key is 32 bytes.');
    const numbering = clientNumbering(new Uint8Array(32));
    expect(() => numbering.numberAt(-1)).toThrow();
    expect(() => numbering.numberAt(1.5)).toThrow();
  });
});
