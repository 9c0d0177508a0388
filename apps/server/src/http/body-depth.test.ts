import { MAX_BODY_DEPTH } from '@fathom/domain/http-errors';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './body-depth';
import { findControlCharacter } from './text-guard';

const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** How deeply a parsed value nests its arrays and objects. */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('nestsDeeperThan', () => {
  it('lets 32 levels of arrays or objects through and refuses 33', () => {
    expect(MAX_BODY_DEPTH).toBe(32);
    expect(nestsDeeperThan(nested(32), 32)).toBe(false);
    expect(nestsDeeperThan(nested(33), 32)).toBe(true);
    expect(nestsDeeperThan(nestedObject(32), 32)).toBe(false);
    expect(nestsDeeperThan(nestedObject(33), 32)).toBe(true);
    expect(nestsDeeperThan(`{"a":${nested(31)},"b":${nested(31)}}`, 32)).toBe(false);
    expect(nestsDeeperThan(nested(5_000), 32)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ note: '['.repeat(100) }), 32)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ note: `\\"${'{'.repeat(100)}"\\` }), 32)).toBe(false);
    expect(nestsDeeperThan(`["\\\\",${nested(32)}]`, 32)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ name: 'Zoë 😀 [' }), 1)).toBe(false);
  });

  it('counts what JSON.parse would nest, for any value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 40 }), (value) => {
        expect(nestsDeeperThan(JSON.stringify(value), 32)).toBe(depthOf(value) > 32);
      }),
    );
  });
});

describe('walking a parsed body', () => {
  it('walks nesting far past any stack without recursing', () => {
    let deep: unknown = 'ro\u0000bin';
    for (let level = 0; level < 100_000; level += 1) deep = level % 2 ? [deep] : { a: deep };
    const path = findControlCharacter(deep);
    expect(path).toHaveLength(100_000);
    expect(path?.slice(0, 2)).toEqual(['0', 'a']);
  });
});
