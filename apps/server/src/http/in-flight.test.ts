import { request } from 'node:http';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { finishHandlersBeforeClose } from './in-flight';

it('a stop waits for a handler whose client has gone, and the database closes only after it', async () => {
  const app = Fastify();
  finishHandlersBeforeClose(app);
  const events: string[] = [];
  let releaseHandler = () => {};
  const handlerStarted = new Promise<void>((started) => {
    app.post('/orders', async () => {
      started();
      await new Promise<void>((release) => (releaseHandler = release));
      events.push('order written');
      return { ok: true };
    });
  });
  app.get('/quick', () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };

  expect((await fetch(`http://127.0.0.1:${port}/quick`)).status).toBe(200);
  const client = request({ host: '127.0.0.1', port, method: 'POST', path: '/orders' });
  client.on('error', () => {});
  client.end();
  await handlerStarted;
  client.destroy();

  const stopped = app.close().then(() => events.push('database closed'));
  await new Promise((wait) => setTimeout(wait, 50));
  expect(events).toEqual([]);
  releaseHandler();
  await stopped;
  expect(events).toEqual(['order written', 'database closed']);
});

it('answers as before, whether a handler returns a value, a promise or its reply; a stop is then not held up', async () => {
  const app = Fastify();
  finishHandlersBeforeClose(app);
  app.get('/value', () => ({ ok: 'value' }));
  app.get('/promise', async () => ({ ok: 'promise' }));
  app.get('/reply', (_request, reply) => reply.code(201).send({ ok: 'reply' }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  for (const [path, status] of [
    ['value', 200],
    ['promise', 200],
    ['reply', 201],
  ] as const) {
    const response = await fetch(`http://127.0.0.1:${port}/${path}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ ok: path });
  }
  await app.close();
});
