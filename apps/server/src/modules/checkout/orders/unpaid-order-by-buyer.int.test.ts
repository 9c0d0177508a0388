import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken, testAddress } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';
import { sandboxCardTokens } from '../../../integrations/payments/sandbox';

/**
 * An order its buyer left at their bank's confirmation (3-D Secure) is paid or cancelled from its own page: the
 * bank asked again, another card, or a cancellation that closes its payment first. Only its buyer may.
 */
describeOnDatabase('an unpaid order, paid or cancelled by its buyer', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const post = async (path: string, token: string | null, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body ?? {}),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        message?: string;
        data: {
          status?: string;
          cart_link?: string | null;
          payment_action?: { client_secret: string } | null;
        };
      },
    };
  };
  const authenticate = async (clientSecret: string, approved: boolean) =>
    fetch(`${server.url}/api/payments/sandbox-authentications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: clientSecret, approved }),
    });
  const statusOf = async (orderId: string) =>
    (await server.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0]
      ?.status;
  const attemptsOf = async (orderId: string) =>
    (
      await server.db.query<{ status: string; intent_closed_at: Date | null }>(
        'SELECT status, intent_closed_at FROM payment_attempts WHERE owner_id = $1 ORDER BY attempt',
        [orderId],
      )
    ).rows;

  /** Drew orders with a card whose bank asks, and leaves the bank's page without answering. */
  async function abandonedOrder(items = [{ product_uuid: catalogueId('analysis'), quantity: 1 }]) {
    const token = await signInToken(server, 'drew@example.com');
    const placed = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Doe' },
        shipping_address: { ...testAddress, first_name: 'Drew', last_name: 'Doe' },
        items,
        payment: { payment_method: 'card', payment_method_token: sandboxCardTokens.authenticationRequired },
      }),
      undefined,
      { authorization: `Bearer ${token}` },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.payment_action?.client_secret).toBeTruthy();
    return { token, orderId: placed.body.data.order_id, po: placed.body.data.po_number };
  }

  it("asks the same card's bank again, and the order is paid once the customer confirms", async () => {
    const { token, orderId, po } = await abandonedOrder();
    const asked = await post(`/api/checkout/orders/${po}/payment`, token);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const secret = asked.body.data.payment_action?.client_secret ?? '';
    expect(secret).toContain('_secret_');
    expect((await authenticate(secret, true)).status).toBe(200);

    const settled = await post(`/api/checkout/orders/${po}/payment`, token);
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.data.payment_action ?? null).toBeNull();
    expect(await statusOf(orderId)).toBe('paid');
    expect((await attemptsOf(orderId)).filter((attempt) => attempt.status === 'succeeded')).toHaveLength(1);
    // Paid, it is not cancelled any more.
    expect((await post(`/api/checkout/orders/${po}/cancellation`, token)).status).toBe(409);
  });

  it('pays with another card instead, giving up the attempt that waited for the bank', async () => {
    const { token, orderId, po } = await abandonedOrder();
    const paid = await post(`/api/checkout/orders/${po}/payment`, token, {
      payment: { payment_method: 'card', payment_method_token: sandboxCardTokens.visa },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await statusOf(orderId)).toBe('paid');
    expect((await attemptsOf(orderId)).map((attempt) => attempt.status)).toEqual(['abandoned', 'succeeded']);
  });

  it('cancels it at once: its payment closed at the provider first, its cart offered again, a late confirmation taking nothing', async () => {
    const { token, orderId, po } = await abandonedOrder([
      { product_uuid: catalogueId('analysis'), quantity: 1 },
      { product_uuid: catalogueId('cryo_monthly'), quantity: 1 },
    ]);
    const asked = await post(`/api/checkout/orders/${po}/payment`, token);
    const secret = asked.body.data.payment_action?.client_secret ?? '';

    const cancelled = await post(`/api/checkout/orders/${po}/cancellation`, token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(cancelled.body.data.cart_link).toMatch(/^\/checkouts\?items=/);
    expect(await statusOf(orderId)).toBe('cancelled');
    expect(await attemptsOf(orderId)).toEqual([{ status: 'abandoned', intent_closed_at: expect.any(Date) }]);
    const plans = await server.db.query('SELECT id FROM subscriptions WHERE order_id = $1', [orderId]);
    expect(plans.rows).toEqual([]);

    // The bank's page answered now takes nothing, and paying again is refused.
    const late = (await (await authenticate(secret, true)).json()) as { data: { authenticated: boolean } };
    expect(late.data.authenticated).toBe(false);
    expect(await statusOf(orderId)).toBe('cancelled');
    expect((await post(`/api/checkout/orders/${po}/payment`, token)).status).toBe(409);
    // Cancelling twice answers the order as it is.
    expect((await post(`/api/checkout/orders/${po}/cancellation`, token)).body.data.status).toBe('cancelled');
  });

  it('lets nobody but its buyer pay or cancel it, and tells them nothing about it', async () => {
    const { orderId, po } = await abandonedOrder();
    const sam = await signInToken(server, 'sam@example.com');
    expect((await post(`/api/checkout/orders/${po}/cancellation`, sam)).status).toBe(404);
    expect((await post(`/api/checkout/orders/${po}/payment`, sam)).status).toBe(404);
    expect((await post(`/api/checkout/orders/${po}/cancellation`, null)).status).toBe(401);
    expect(await statusOf(orderId)).toBe('pending_payment');
  });
});
