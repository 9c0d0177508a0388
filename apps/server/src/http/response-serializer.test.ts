import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const customer = z.object({
  id: z.string(),
  name: z.string().nullable(),
  visits: z.number().int(),
  tags: z.array(z.object({ label: z.string(), since: z.string().nullable() })),
  partner: z.object({ id: z.string() }).nullable(),
  status: z.enum(['active', 'closed']),
  extra: z.record(z.string(), z.unknown()).optional(),
});
const answer = z.object({ data: customer });

async function serverAnswering(payload: unknown, checkAgainstZod: boolean, schema: z.ZodType = answer) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod }));
  app.get('/answer', { schema: { response: { 200: schema } } }, async () => payload);
  await app.ready();
  return app;
}

const stored = {
  id: 'c1',
  name: null,
  visits: 3,
  tags: [{ label: 'new', since: null, internal: 'hidden' }],
  partner: { id: 'p1', password_hash: 'secret' },
  status: 'active' as const,
  extra: { any: ['thing'] },
  password_hash: 'secret',
};

describe('the compiled response serializer', () => {
  for (const checkAgainstZod of [true, false]) {
    it(`writes what zod writes and nothing the schema does not declare (checked against zod: ${checkAgainstZod})`, async () => {
      const app = await serverAnswering({ data: stored }, checkAgainstZod);
      const response = await app.inject('/answer');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('hidden');
      expect(response.json()).toEqual({
        data: {
          id: 'c1',
          name: null,
          visits: 3,
          tags: [{ label: 'new', since: null }],
          partner: { id: 'p1' },
          status: 'active',
          extra: { any: ['thing'] },
        },
      });
      expect(response.json()).toEqual(JSON.parse(JSON.stringify(answer.encode({ data: stored }))));
      await app.close();
    });
  }

  it('refuses, while checking against zod, an answer zod refuses (a number where a text is declared)', async () => {
    const app = await serverAnswering({ data: { ...stored, id: 42 } }, true);
    expect((await app.inject('/answer')).statusCode).toBe(500);
    await app.close();
  });

  it('leaves to zod a schema that JSON Schema cannot describe', async () => {
    const withDate = z.object({ at: z.date() });
    const app = await serverAnswering({ at: new Date('2026-11-23T10:00:00Z') }, false, withDate);
    const response = await app.inject('/answer');
    expect(response.json()).toEqual({ at: '2026-11-23T10:00:00.000Z' });
    await app.close();
  });
});
