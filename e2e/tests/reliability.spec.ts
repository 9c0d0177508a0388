import { randomUUID } from 'node:crypto';
import { type BuiltServer, startBuiltServer } from '../support/built-server';
import { guestCardOrderBody } from '../support/guest-order';
import { createPostgresDatabase, queryDatabase } from '../support/postgres-database';
import { expect, test } from '../support/test';

// Built servers of their own on PostgreSQL: no browser, and not the shared server under test.
test.describe.configure({ mode: 'serial' });

interface Placed {
  key: string;
  body: string;
  orderId: string | null;
}

async function productUuid(baseUrl: string, key: string): Promise<string> {
  const { data } = (await (await fetch(`${baseUrl}/api/checkouts`)).json()) as {
    data: { uuid: string; key: string }[];
  };
  return data.find((product) => product.key === key)?.uuid ?? '';
}

async function place(baseUrl: string, order: Placed): Promise<string | null> {
  try {
    const response = await fetch(`${baseUrl}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': order.key },
      body: order.body,
    });
    if (response.status !== 200) return null;
    return ((await response.json()) as { data: { order_id: string } }).data.order_id;
  } catch {
    return null;
  }
}

test('a server killed during a burst of orders loses none and charges none twice; retries get the same order', async () => {
  test.setTimeout(180_000);
  const database = await createPostgresDatabase();
  const env = { DATABASE_URL: database.url, DEMO_DATA: 'on' };
  let server: BuiltServer | null = await startBuiltServer(env);
  try {
    // The demo world's own orders are there before the burst; only the burst's are counted.
    const seeded = new Set(
      (await queryDatabase<{ id: string }>(database.url, 'SELECT id FROM orders')).map((order) => order.id),
    );
    const analysis = await productUuid(server.baseUrl, 'analysis');
    const orders: Placed[] = Array.from({ length: 60 }, () => ({
      key: randomUUID(),
      body: guestCardOrderBody(analysis, `burst-${randomUUID()}@example.com`),
      orderId: null,
    }));
    const firstServer = server;
    const burst = orders.map(async (order) => {
      order.orderId = await place(firstServer.baseUrl, order);
    });
    await new Promise((wait) => setTimeout(wait, 150));
    await server.kill();
    await Promise.all(burst);
    const confirmedBeforeKill = orders.filter((order) => order.orderId).map((order) => ({ ...order }));

    server = await startBuiltServer(env);
    const secondServer = server;
    /** A client retries with the same key until it has an answer, as the checkout does. */
    const retry = async (order: Placed) => {
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const answer = await place(secondServer.baseUrl, order);
        if (answer) return answer;
        await new Promise((wait) => setTimeout(wait, 500));
      }
      return null;
    };
    for (const order of orders) {
      const retried = await retry(order);
      expect(retried, `the retry of ${order.key}`).not.toBeNull();
      if (order.orderId) expect(retried).toBe(order.orderId);
      order.orderId = retried;
    }

    const stored = (
      await queryDatabase<{ id: string; status: string }>(database.url, 'SELECT id, status FROM orders')
    ).filter((order) => !seeded.has(order.id));
    // The sandbox ledger also holds the demo world's own payments (renewals among them): the burst's are counted.
    const burstOrders = new Set(stored.map((order) => order.id));
    expect(stored).toHaveLength(orders.length);
    expect(new Set(stored.map((order) => order.id))).toEqual(new Set(orders.map((order) => order.orderId)));
    expect(stored.every((order) => order.status === 'paid')).toBe(true);
    for (const order of confirmedBeforeKill) expect(stored.map((row) => row.id)).toContain(order.orderId);
    const charges = (
      await queryDatabase<{ order_id: string; n: number }>(
        database.url,
        `SELECT split_part(idempotency_key, ':', 1) AS order_id, count(*)::int AS n
           FROM sandbox_payment_ledger WHERE status = 'succeeded' GROUP BY 1`,
      )
    ).filter((charge) => burstOrders.has(charge.order_id));
    expect(
      charges.every((charge) => charge.n === 1),
      'no order charged twice',
    ).toBe(true);
    expect(charges.map((charge) => charge.order_id).sort()).toEqual([...burstOrders].sort());
  } finally {
    await server?.stop();
    await database.drop();
  }
});

test('two instances on one PostgreSQL and Redis share sessions and rate limits, and place one order for 20 identical submits', async () => {
  test.setTimeout(180_000);
  const database = await createPostgresDatabase();
  const env = { DATABASE_URL: database.url, DEMO_DATA: 'on', REDIS_URL: 'redis://127.0.0.1:6379' };
  const first = await startBuiltServer(env);
  const second = await startBuiltServer(env);
  try {
    const login = await fetch(`${first.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sam@example.com', password: 'Fathom-demo-1' }),
    });
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const profile = await fetch(`${second.baseUrl}/api/restify/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);

    const guessed = `nobody-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const instance = attempt % 2 === 0 ? first : second;
      const response = await fetch(`${instance.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: guessed, password: 'wrong-password-1' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 401 || status === 422)).toBe(true);
    expect(statuses[5], 'the sixth guess across both instances').toBe(429);

    const countOrders = async () =>
      (await queryDatabase<{ n: number }>(database.url, 'SELECT count(*)::int AS n FROM orders'))[0]?.n ?? 0;
    // The demo world's own orders are there before the submits; only what the submits add is counted.
    const before = await countOrders();
    const analysis = await productUuid(first.baseUrl, 'analysis');
    const order: Placed = {
      key: randomUUID(),
      body: guestCardOrderBody(analysis, `burst-${randomUUID()}@example.com`),
      orderId: null,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        place(index % 2 === 0 ? first.baseUrl : second.baseUrl, order),
      ),
    );
    const ids = new Set(answers.filter(Boolean));
    expect(ids.size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  } finally {
    await first.stop();
    await second.stop();
    await database.drop();
  }
});
