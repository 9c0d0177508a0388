import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { urologistSearchQuerySchema, urologistSearchResponseSchema } from './urologists';

describe('the urologist search contract', () => {
  const radiusOf = (radius_miles?: string) =>
    urologistSearchQuerySchema.safeParse({ postal_code: '78701', radius_miles });

  it('searches within 100 miles when no radius is sent, and reads whole miles or "any"', () => {
    expect(radiusOf().data?.radius_miles).toBe(100);
    expect(radiusOf('250').data?.radius_miles).toBe(250);
    expect(radiusOf('5000').data?.radius_miles).toBe(5000);
    expect(radiusOf('any').data?.radius_miles).toBe('any');
  });

  it('refuses any other radius with one sentence', () => {
    for (const refused of ['0', '5001', '2.5', '-1', 'far', 'ANY', '']) {
      expect(radiusOf(refused).error?.issues.map((issue) => issue.message)).toEqual([
        'Choose a distance of 1 to 5,000 miles, or any distance.',
      ]);
    }
  });

  it('converts to JSON Schema for the OpenAPI document', () => {
    expect(() => z.toJSONSchema(urologistSearchQuerySchema, { io: 'input' })).not.toThrow();
    expect(() => z.toJSONSchema(urologistSearchResponseSchema, { io: 'output' })).not.toThrow();
  });
});
