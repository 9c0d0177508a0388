import { randomUUID } from 'node:crypto';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@fathom/domain/http-errors';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderRequest, placeOrder } from './checkout-requests';
import { type PostgresFaults, postgresFaults } from './postgres-faults';
import { runsOnPostgres, startTestServer, type TestServer } from './test-server';

/**
 * Requests whose PostgreSQL connection ends under them (pg_terminate_backend, as a failover or an operator does),
 * over HTTP. PostgreSQL alone: the embedded database has no connection to lose. The order's write is held on the
 * idempotency keys' table, locked by the test, while its backend is terminated.
 */
describe.runIf(runsOnPostgres)('requests whose database connection is lost', () => {
  let server: TestServer;
  let faults: PostgresFaults;
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    server = await startTestServer({ database: 'postgres', seed: false });
    faults = await postgresFaults(server.databaseUrl ?? '');
    process.prependListener('uncaughtException', recordUncaught);
  });
  afterEach(() => {
    expect(uncaught).toEqual([]);
  });
  afterAll(async () => {
    process.removeListener('uncaughtException', recordUncaught);
    await faults?.close();
    await server?.close();
  });

  const ordersOf = async (email: string) =>
    (
      await server.db.query<{ id: string; status: string }>(
        'SELECT id, status FROM orders WHERE email = $1',
        [email],
      )
    ).rows;
  const chargesOf = async (orderId: string) =>
    (
      await server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sandbox_payment_ledger WHERE idempotency_key LIKE $1 AND status = 'succeeded'",
        [`${orderId}:%`],
      )
    ).rows[0]?.n;

  it('places an order whose transaction lost its connection once, on a fresh connection, as if nothing happened', async () => {
    const body = orderRequest();
    const email = body.account_details.email;
    const lock = await faults.hold('LOCK TABLE order_idempotency_keys IN ACCESS EXCLUSIVE MODE');
    const placing = placeOrder(server, body);
    await faults.terminate(await faults.waitingOnLock());
    // Its second run waits on the lock too, on another connection.
    await faults.waitingOnLock();
    await lock.release();
    const { status, body: answer } = await placing;
    expect(status).toBe(200);
    expect(await ordersOf(email)).toEqual([{ id: answer.data.order_id, status: 'paid' }]);
    expect(await chargesOf(answer.data.order_id)).toBe(1);
  });

  it('answers 503 with Retry-After and changes nothing when the connection is lost again; sent again, the order is placed once', async () => {
    const body = orderRequest();
    const email = body.account_details.email;
    const key = randomUUID();
    const lostBefore = server.db.poolStats?.().lost ?? 0;
    const lock = await faults.hold('LOCK TABLE order_idempotency_keys IN ACCESS EXCLUSIVE MODE');
    const placing = fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(body),
    });
    await faults.terminate(await faults.waitingOnLock());
    await faults.terminate(await faults.waitingOnLock());
    const refused = await placing;
    await lock.release();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toEqual({ code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(await ordersOf(email)).toEqual([]);
    expect((server.db.poolStats?.().lost ?? 0) - lostBefore).toBe(2);

    const again = await placeOrder(server, body, key);
    expect(again.status).toBe(200);
    expect(await ordersOf(email)).toEqual([{ id: again.body.data.order_id, status: 'paid' }]);
    expect(await chargesOf(again.body.data.order_id)).toBe(1);
  });

  it('answers ready, and serves orders, once every connection of the pool was terminated', async () => {
    await placeOrder(server, orderRequest());
    expect(await faults.terminateAll()).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    expect((await placeOrder(server, orderRequest())).status).toBe(200);
  });
});
