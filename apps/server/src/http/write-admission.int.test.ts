import { randomUUID } from 'node:crypto';
import { BUSY_MESSAGE } from '@fathom/domain/http-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRequest, placeOrder } from '../../test/checkout-requests';
import { startTestServer, type TestServer } from '../../test/test-server';
import type { PaymentProvider } from '../integrations/payments/index';
import { createSandboxPayments } from '../integrations/payments/sandbox';

/** The sandbox card processor, whose next payment waits, once it has begun, until the test lets it go on. */
function heldPayments(inner: PaymentProvider) {
  let reached = () => {};
  let letGo = () => {};
  const begun = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (letGo = resolve));
  const provider: PaymentProvider = {
    ...inner,
    async createIntent(request) {
      reached();
      await released;
      return inner.createIntent(request);
    },
    confirmIntent: (intentId, options) => inner.confirmIntent(intentId, options),
    retrieveIntent: (intentId) => inner.retrieveIntent(intentId),
    cancelIntent: (intentId, options) => inner.cancelIntent(intentId, options),
    refund: (request) => inner.refund(request),
  };
  return { provider, begun, letGo };
}

// The admission queue is the embedded database's alone: PostgreSQL's pool queues requests itself (ADR 036).
describe('writing requests on the embedded database, one at a time and no waiting allowed (PGlite)', () => {
  let server: TestServer;
  let card: ReturnType<typeof heldPayments>;
  beforeAll(async () => {
    server = await startTestServer({
      env: { EMBEDDED_WRITES_AT_ONCE: '1', EMBEDDED_WRITE_WAIT_MS: '0' },
      payments: (db) => {
        card = heldPayments(createSandboxPayments(db));
        return card.provider;
      },
    });
  });
  afterAll(async () => server?.close());

  const ordersOf = async (email: string) =>
    (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE email = $1', [email]))
      .rows[0]?.n;

  it('refuses a second order while the first is served: 503, Retry-After, the error body, and nothing written; the same request is placed once sent again', async () => {
    const first = placeOrder(server, orderRequest());
    await card.begun;

    const refusedBody = orderRequest();
    const email = refusedBody.account_details.email;
    const key = randomUUID();
    const refused = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(refusedBody),
    });
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number.isInteger(Number(refused.headers.get('retry-after')))).toBe(true);
    expect(await refused.json()).toEqual({ code: 'unavailable', message: BUSY_MESSAGE });
    expect(await ordersOf(email)).toBe(0);
    const keys = await server.db.query('SELECT 1 FROM order_idempotency_keys WHERE key = $1', [key]);
    expect(keys.rows).toEqual([]);

    // Reads do not queue behind the writes.
    expect((await fetch(`${server.url}/api/checkouts`)).status).toBe(200);

    card.letGo();
    expect((await first).status).toBe(200);
    const again = await placeOrder(server, refusedBody, key);
    expect(again.status).toBe(200);
    expect(await ordersOf(email)).toBe(1);
  });
});
