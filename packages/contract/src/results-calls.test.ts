import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as resultsCalls from './results-calls';

describe('the results-call contract', () => {
  for (const [name, value] of Object.entries(resultsCalls)) {
    if (!(value instanceof z.ZodType)) continue;
    it(`${name} converts to JSON Schema for the OpenAPI document`, () => {
      expect(() => z.toJSONSchema(value, { io: 'input' })).not.toThrow();
      expect(() => z.toJSONSchema(value, { io: 'output' })).not.toThrow();
    });
  }

  it('books with an instant and a source that defaults to the portal', () => {
    expect(resultsCalls.bookCallRequestSchema.parse({ starts_at: '2026-11-24T15:00:00.000Z' })).toEqual({
      starts_at: '2026-11-24T15:00:00.000Z',
      source: 'portal',
    });
    expect(resultsCalls.bookCallRequestSchema.safeParse({ starts_at: 'tomorrow at nine' }).success).toBe(
      false,
    );
  });
});
