import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { createEncodedAnswers, recordingSources } from './encoded-answers';
import { responseSerializerCompiler } from './response-serializer';

const answer = z.object({ data: z.array(z.object({ id: z.string() })), variant: z.string() });

/** A route answering from `rows` (as the read cache hands them back) under the `variant` query. */
async function routeOver(rows: { current: object[] }) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializerCompiler({ checkAgainstZod: true }));
  const answers = createEncodedAnswers();
  let builds = 0;
  app.get<{ Querystring: { variant: string } }>(
    '/answer',
    { schema: { response: { 200: answer } } },
    async (request, reply) => {
      const source = rows.current;
      return answers.send(reply, [source], request.query.variant, () => {
        builds += 1;
        return { data: source.map((row) => ({ ...row, secret: 'hidden' })), variant: request.query.variant };
      });
    },
  );
  await app.ready();
  return { app, builds: () => builds };
}

it('writes an answer once per set of rows and variant, with the route serializer, and again for new rows', async () => {
  const rows = { current: Object.freeze([Object.freeze({ id: 'a' })]) as object[] };
  const { app, builds } = await routeOver(rows);

  const first = await app.inject('/answer?variant=one');
  expect(first.statusCode).toBe(200);
  expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(first.json()).toEqual({ data: [{ id: 'a' }], variant: 'one' });
  const again = await app.inject('/answer?variant=one');
  expect(again.body).toBe(first.body);
  expect(builds()).toBe(1);

  expect((await app.inject('/answer?variant=two')).json()).toEqual({ data: [{ id: 'a' }], variant: 'two' });
  expect(builds()).toBe(2);

  // A write made the cached rows stale: the cache hands back new rows, and the answer is written anew.
  rows.current = Object.freeze([Object.freeze({ id: 'b' })]) as object[];
  expect((await app.inject('/answer?variant=one')).json()).toEqual({ data: [{ id: 'b' }], variant: 'one' });
  expect(builds()).toBe(3);
  await app.close();
});

it('records the rows of every read, in order, as the sources of an answer', async () => {
  const cached = new Map<string, object[]>([
    ['SELECT client', Object.freeze([{ id: 'c' }]) as object[]],
    ['SELECT result', Object.freeze([{ id: 'r' }]) as object[]],
  ]);
  const reads = {
    async query<T>(sql: string) {
      return { rows: (cached.get(sql) ?? []) as T[] };
    },
    async write(): Promise<never> {
      throw new Error('reads only');
    },
  };
  const read = recordingSources(reads);
  await read.reads.query('SELECT client');
  await read.reads.query('SELECT result');
  expect(read.sources).toEqual([cached.get('SELECT client'), cached.get('SELECT result')]);
  expect(read.sources[0]).toBe(cached.get('SELECT client'));
});
