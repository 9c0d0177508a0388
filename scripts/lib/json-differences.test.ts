import { describe, expect, it } from 'vitest';
import { jsonDifferences } from './json-differences.mjs';

describe('jsonDifferences, as the restore drill names what a restored copy reads otherwise', () => {
  it('finds none between the same answers, whatever the order their fields were written in', () => {
    expect(
      jsonDifferences({ data: [{ a: 1, b: [true, null] }] }, { data: [{ b: [true, null], a: 1 }] }),
    ).toEqual([]);
  });

  it('names each differing value by its path, the expected value first', () => {
    const running = {
      data: [{ attributes: { status: 'paid', total: 345 } }, { attributes: { status: 'paid' } }],
    };
    const restored = {
      data: [{ attributes: { status: 'cancelled', total: 345 } }, { attributes: { status: 'paid' } }],
    };
    expect(jsonDifferences(running, restored)).toEqual(['data[0].attributes.status: "paid" → "cancelled"']);
  });

  it('names a field or a record found on one side only, and a value of another type', () => {
    expect(jsonDifferences({ a: 1, b: 2 }, { a: 1, c: 3 })).toEqual(['b: 2 → missing', 'c: missing → 3']);
    expect(jsonDifferences({ data: [1, 2] }, { data: [1] })).toEqual(['data[1]: 2 → missing']);
    expect(jsonDifferences({ data: [1] }, { data: [1, { id: 'x' }] })).toEqual([
      'data[1]: missing → {"id":"x"}',
    ]);
    expect(jsonDifferences({ count: 1 }, { count: '1' })).toEqual(['count: 1 → "1"']);
    expect(jsonDifferences({ items: [] }, { items: null })).toEqual(['items: [] → null']);
    expect(jsonDifferences(null, { data: [] })).toEqual(['(the whole answer): null → {"data":[]}']);
  });

  it('cuts a long value short', () => {
    const [difference = ''] = jsonDifferences({ text: 'a'.repeat(500) }, { text: 'b' });
    expect(difference).toBe(`text: "${'a'.repeat(116)}... → "b"`);
  });
});
