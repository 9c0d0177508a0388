import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type BuiltServer, startBuiltServer } from '../support/built-server';
import { guestCardOrderBody } from '../support/guest-order';
import {
  type OwnPostgresCluster,
  postgresServerPrograms,
  startOwnPostgresCluster,
} from '../support/own-postgres-cluster';
import { queryDatabase } from '../support/postgres-database';
import { expect, test } from '../support/test';

// A built server of its own on a PostgreSQL cluster of its own, whose database the test terminates and restarts: no
// browser, and neither the shared server under test nor the shared PostgreSQL.
test.describe.configure({ mode: 'serial' });

const ORDERS = 200;
/** Customers placing orders at once, each sending its orders one after another. */
const CLIENTS = 8;
/** The cluster stays stopped this long before it starts again: part of the fault, as a failover's switch-over. */
const RESTART_AFTER_MS = 3_000;
const DATABASE = 'fathom_failover';

interface Order {
  key: string;
  email: string;
  body: string;
  /** The order the server confirmed (a 200), once it has. */
  orderId: string | null;
  /** How many times it was sent: the first time, and again after a 503, a 409 or a lost answer. */
  sends: number;
  /** Any answer a customer should never see (a 500, a 4xx). */
  unexpected: string | null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for something the test watches from outside (answers counted, a process's state), checking it often, and
 * fails at once should the server's process have exited meanwhile.
 */
async function until(
  server: BuiltServer,
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    const exit = server.exited();
    if (exit)
      throw new Error(`The server process exited (${JSON.stringify(exit)}) before ${what}:\n${tail(server)}`);
    if (Date.now() > deadline) throw new Error(`Not ${what} within ${timeoutMs / 1000} s`);
    await pause(20);
  }
}

function tail(server: BuiltServer): string {
  return readFileSync(server.logPath, 'utf8').split('\n').slice(-30).join('\n');
}

/**
 * Sends the order until the server confirms it, as the checkout does: after a 503 (the database lost) or a 409 (its
 * payment still settling) it waits what Retry-After says (1 s without one) and sends it again with the same key;
 * after a lost answer, half a second.
 */
async function placeUntilConfirmed(
  baseUrl: string,
  order: Order,
  deadline: number,
  answers: Map<string, number>,
): Promise<void> {
  const count = (answer: string) => answers.set(answer, (answers.get(answer) ?? 0) + 1);
  while (Date.now() < deadline) {
    order.sends += 1;
    let waitMs = 500;
    try {
      const response = await fetch(`${baseUrl}/api/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': order.key },
        body: order.body,
      });
      count(String(response.status));
      if (response.status === 200) {
        order.orderId = ((await response.json()) as { data: { order_id: string } }).data.order_id;
        return;
      }
      const text = await response.text();
      if (response.status !== 503 && response.status !== 409) {
        order.unexpected = `${response.status} ${text}`;
        return;
      }
      waitMs = Number(response.headers.get('retry-after') ?? 1) * 1_000;
    } catch {
      // The answer was lost: sent again below.
      count('no answer');
    }
    await pause(waitMs);
  }
}

test('a server whose PostgreSQL is terminated, then stopped and restarted, during a burst of 200 orders never exits, loses none and doubles none', async () => {
  // The test runs a PostgreSQL cluster of its own (initdb, pg_ctl). Skipped only on a developer's machine without
  // PostgreSQL's server programs; CI (CI=true) has them, and there their absence fails the test instead.
  const missingPrograms = 'missing' in postgresServerPrograms ? postgresServerPrograms.missing : null;
  if (missingPrograms !== null)
    test.info().annotations.push({ type: 'missing', description: missingPrograms });
  test.skip(
    missingPrograms !== null && process.env.CI !== 'true',
    "Skipped: this machine lacks PostgreSQL's server programs (initdb, pg_ctl) to run a cluster of its own.",
  );
  test.setTimeout(240_000);
  const cluster: OwnPostgresCluster = await startOwnPostgresCluster();
  const databaseUrl = await cluster.createDatabase(DATABASE);
  const server = await startBuiltServer({ DATABASE_URL: databaseUrl, DEMO_DATA: 'off' });
  try {
    const catalogue = (await (await fetch(`${server.baseUrl}/api/checkouts`)).json()) as {
      data: { uuid: string; key: string }[];
    };
    const analysis = catalogue.data.find((product) => product.key === 'analysis')?.uuid ?? '';
    const orders: Order[] = Array.from({ length: ORDERS }, () => {
      const email = `failover-${randomUUID()}@example.com`;
      return {
        key: randomUUID(),
        email,
        body: guestCardOrderBody(analysis, email),
        orderId: null,
        sends: 0,
        unexpected: null,
      };
    });
    const confirmed = () => orders.filter((order) => order.orderId).length;
    const ready = async () => (await fetch(`${server.baseUrl}/api/health/ready`)).status;

    const started = Date.now();
    const deadline = started + 150_000;
    const answers = new Map<string, number>();
    let next = 0;
    const customers = Array.from({ length: CLIENTS }, async () => {
      for (let order = orders[next++]; order; order = orders[next++]) {
        await placeUntilConfirmed(server.baseUrl, order, deadline, answers);
      }
    });

    // (a) A quarter of the way in, every connection of the app's database is terminated.
    await until(server, () => confirmed() >= ORDERS / 4, 60_000, 'a quarter of the orders confirmed');
    const terminated = await cluster.terminateBackends(DATABASE);
    const confirmedAtTermination = confirmed();
    // (b) Half way in, the cluster stops; it starts again 3 s later.
    await until(server, () => confirmed() >= ORDERS / 2, 60_000, 'half the orders confirmed');
    await cluster.stop();
    const confirmedAtStop = confirmed();
    const readyWhileDown = await ready();
    await pause(RESTART_AFTER_MS);
    expect(server.exited(), 'the server while its database is down').toBeNull();
    await cluster.start();
    await until(server, async () => (await ready()) === 200, 30_000, 'ready again');
    const readyAfter = await ready();

    await Promise.all(customers);
    const seconds = (Date.now() - started) / 1_000;

    const stored = await queryDatabase<{ id: string; email: string; status: string; key: string }>(
      databaseUrl,
      `SELECT o.id, o.email, o.status, k.key FROM orders o LEFT JOIN order_idempotency_keys k ON k.order_id = o.id
        WHERE o.email LIKE 'failover-%'`,
    );
    const charges = await queryDatabase<{ order_id: string; n: number }>(
      databaseUrl,
      `SELECT split_part(idempotency_key, ':', 1) AS order_id, count(*)::int AS n
         FROM sandbox_payment_ledger WHERE status = 'succeeded' GROUP BY 1`,
    );
    const attempts = await queryDatabase<{ order_id: string; n: number }>(
      databaseUrl,
      `SELECT owner_id::text AS order_id, count(*)::int AS n FROM payment_attempts
        WHERE status = 'succeeded' AND owner_kind = 'order' GROUP BY 1`,
    );
    const chargesOf = new Map(charges.map((charge) => [charge.order_id, charge.n]));
    const attemptsOf = new Map(attempts.map((attempt) => [attempt.order_id, attempt.n]));
    const storedById = new Map(stored.map((row) => [row.id, row]));
    const seen = orders.filter((order) => order.orderId);
    const paidOnce = seen.filter((order) => {
      const row = storedById.get(order.orderId ?? '');
      return row?.status === 'paid' && chargesOf.get(row.id) === 1 && attemptsOf.get(row.id) === 1;
    });
    const perEmail = new Map<string, number>();
    for (const row of stored) perEmail.set(row.email, (perEmail.get(row.email) ?? 0) + 1);
    const doubled = [...perEmail.values()].reduce((sum, count) => sum + (count - 1), 0);
    const resentOrders = orders.filter((order) => order.sends > 1);
    const resends = orders.reduce((sum, order) => sum + order.sends - 1, 0);
    const exit = server.exited();

    console.log(
      [
        `Database failover during a burst of orders (${seconds.toFixed(1)} s):`,
        `  orders sent ${ORDERS} (by ${CLIENTS} customers at once), confirmed ${seen.length}, paid exactly once ${paidOnce.length}, doubled ${doubled}`,
        `  re-sent with their key: ${resentOrders.length} orders, ${resends} sends in all`,
        `  answers: ${[...answers].map(([answer, n]) => `${answer} ×${n}`).join(', ')}`,
        `  backends terminated at ${confirmedAtTermination} confirmed: ${terminated}; cluster stopped at ${confirmedAtStop} confirmed, restarted ${RESTART_AFTER_MS / 1000} s later`,
        `  /api/health/ready while down ${readyWhileDown}, after ${readyAfter}`,
        `  the server process's exits: ${exit ? 1 : 0}${exit ? ` (${JSON.stringify(exit)})` : ''}`,
      ].join('\n'),
    );

    expect(exit, 'the server process never exits').toBeNull();
    expect(orders.filter((order) => order.unexpected).map((order) => order.unexpected)).toEqual([]);
    expect(terminated, 'backends terminated mid-burst').toBeGreaterThan(0);
    expect(confirmedAtStop, 'the cluster stopped mid-burst').toBeLessThan(ORDERS);
    expect(resentOrders.length, 'orders the faults made customers send again').toBeGreaterThan(0);
    expect(seen).toHaveLength(ORDERS);
    expect(paidOnce).toHaveLength(seen.length);
    expect(doubled).toBe(0);
    expect(stored).toHaveLength(ORDERS);
    expect(new Set(stored.map((row) => row.key))).toEqual(new Set(orders.map((order) => order.key)));
    expect(readyWhileDown).toBe(503);
    expect(readyAfter).toBe(200);
  } finally {
    await server.stop();
    await cluster.destroy();
  }
});
