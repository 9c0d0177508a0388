import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder } from '../../../../test/checkout-requests';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';

const analysis = catalogueId('analysis');
const consultation = catalogueId('fertility_consultation');
const cryoMonthly = catalogueId('cryo_monthly');

const order = orderRequest;

describeEachDatabase('placing orders', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const place = (body: unknown, key: string = randomUUID(), headers: Record<string, string> = {}) =>
    placeOrder(server, body, key, headers);
  const login = async (email: string) => {
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Fathom-demo-1' }),
    });
    return ((await response.json()) as { data: { token: string } }).data.token;
  };
  const countOrders = async (orderId: string) =>
    (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE id = $1', [orderId]))
      .rows[0]?.n;
  const ledgerCharges = async (orderId: string) =>
    (
      await server.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM sandbox_payment_ledger WHERE idempotency_key LIKE $1 AND status = 'succeeded'",
        [`${orderId}:%`],
      )
    ).rows[0]?.n;

  it('a new visitor pays by card: the order is priced by the server and a new account gets a set-password email', async () => {
    const body = order({ items: [{ product_uuid: analysis, quantity: 1, price: 1 }], final_price: 0.01 });
    const { status, body: answer } = await place(body);
    expect(status).toBe(200);
    expect(answer.data).toMatchObject({
      final_price: 195,
      invoice: { subtotal: 195, discount_savings: 0, total: 195 },
    });
    expect(answer.data.po_number).toMatch(/^FA\d{8}$/);
    expect(await ledgerCharges(answer.data.order_id)).toBe(1);
    const email = (body.account_details as { email: string }).email;
    const mails = await server.db.query<{ subject: string }>(
      'SELECT subject FROM outbox WHERE to_address = $1',
      [email],
    );
    expect(mails.rows.map((mail) => mail.subject).sort()).toEqual([
      'Welcome to Fathom: choose your password',
      `Your order ${answer.data.po_number}`,
    ]);
  });

  it('a declined card answers 402 and keeps the order; another card on the same key pays that same order', async () => {
    const key = randomUUID();
    const body = order({ payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_declined' } });
    const declined = await place(body, key);
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined. Please try another card.');
    const paid = await place(
      { ...body, payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_visa' } },
      key,
    );
    expect(paid.status).toBe(200);
    expect(await countOrders(paid.body.data.order_id)).toBe(1);
    const forEmail = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE email = $1',
      [(body.account_details as { email: string }).email],
    );
    expect(forEmail.rows[0]?.n).toBe(1);
  });

  it('insufficient funds has its own message', async () => {
    const { status, body } = await place(
      order({ payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_insufficient_funds' } }),
    );
    expect(status).toBe(402);
    expect(body.message).toBe('Your card has insufficient funds. Please try another card.');
  });

  it('the same Idempotency-Key ten times at once places one order and charges once', async () => {
    const key = randomUUID();
    const body = order();
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(body, key)));
    const ids = new Set(
      answers.filter((answer) => answer.status === 200).map((answer) => answer.body.data.order_id),
    );
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 409)).toEqual([]);
    expect(ids.size).toBe(1);
    const [orderId] = [...ids];
    expect(await ledgerCharges(orderId as string)).toBe(1);
  });

  it('refuses a key reused for a different order', async () => {
    const key = randomUUID();
    expect((await place(order(), key)).status).toBe(200);
    const other = await place(order(), key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This Idempotency-Key was used for a different order.');
  });

  it('three instalments: a third now, the parts adding up to the total', async () => {
    const { status, body } = await place(
      order({ payment: { payment_method: 'instalments', payment_method_token: 'pm_sandbox_visa' } }),
    );
    expect(status).toBe(200);
    const parts = body.data.instalments ?? [];
    expect(parts.map((part) => part.amount)).toEqual([65, 65, 65]);
  });

  it('KITFREE makes the kit free and no payment is needed', async () => {
    const { status, body } = await place(order({ payment: undefined, discount: { code: 'KITFREE' } }));
    expect(status).toBe(200);
    expect(body.data.final_price).toBe(0);
  });

  it('a subscription still needs a payment, even at a full discount', async () => {
    const { status, body } = await place(
      order({
        payment: undefined,
        items: [{ product_uuid: cryoMonthly, quantity: 1 }],
        discount: { code: 'KITFREE' },
      }),
    );
    expect(status).toBe(422);
    expect(body.message).toMatch(/promo code|how to pay/);
  });

  it('a consultation on its own needs no shipping address', async () => {
    const { status, body } = await place(
      order({ shipping_address: undefined, items: [{ product_uuid: consultation, quantity: 1 }] }),
    );
    expect(status).toBe(200);
    expect(body.data.final_price).toBe(49);
  });

  it('LASTONE, with one use left, discounts exactly one of five simultaneous orders', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => place(order({ discount: { code: 'LASTONE' } }))),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(4);
  });

  it('a signed-in customer sees the order in their history, and nobody else does', async () => {
    const drew = await login('drew@example.com');
    const placed = await place(
      order({
        account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Doe' },
        items: [{ product_uuid: analysis, quantity: 2 }],
      }),
      randomUUID(),
      { authorization: `Bearer ${drew}` },
    );
    expect(placed.status).toBe(200);
    const history = async (token: string) => {
      const response = await fetch(`${server.url}/api/restify/orders?page=1&perPage=10`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await response.json()) as {
        data: {
          attributes: { po_number: string };
          relationships: {
            items: {
              attributes: { quantity: number };
              relationships: { product: { uuid: string; marketing_variant_id: string | null } };
            }[];
          };
        }[];
        meta: { total: number };
      };
    };
    const drewHistory = await history(drew);
    expect(drewHistory.data.map((entry) => entry.attributes.po_number)).toContain(placed.body.data.po_number);
    // Each product names its variant id in the marketing site's cart, for the order history's "Order again" link.
    const placedOrder = drewHistory.data.find(
      (entry) => entry.attributes.po_number === placed.body.data.po_number,
    );
    expect(placedOrder?.relationships.items).toEqual([
      expect.objectContaining({
        attributes: expect.objectContaining({ quantity: 2 }),
        relationships: {
          product: expect.objectContaining({ uuid: analysis, marketing_variant_id: '44010001' }),
        },
      }),
    ]);
    const samHistory = await history(await login('sam@example.com'));
    expect(samHistory.data.map((entry) => entry.attributes.po_number)).not.toContain(
      placed.body.data.po_number,
    );
  });

  it("the order history answers anew after a change to an order, and never with another customer's page", async () => {
    type History = {
      data: { id: string; attributes: { po_number: string }; relationships: { items: unknown[] } }[];
    };
    const history = async (token: string) => {
      const response = await fetch(`${server.url}/api/restify/orders?page=1&perPage=10`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    const [sam, drew] = [await login('sam@example.com'), await login('drew@example.com')];
    const first = await history(sam);
    expect(await history(sam)).toBe(first);
    const samOrders = (JSON.parse(first) as History).data;
    const changed = samOrders.find((order) => order.relationships.items.length > 0);
    if (!changed) throw new Error('sam has no order with items');

    await server.db.write(
      ['order_items'],
      'UPDATE order_items SET quantity = quantity + 1 WHERE order_id = $1',
      [changed.id],
    );
    const after = JSON.parse(await history(sam)) as {
      data: { id: string; relationships: { items: { attributes: { quantity: number } }[] } }[];
    };
    const before = JSON.parse(first) as typeof after;
    const quantities = (answer: typeof after) =>
      answer.data
        .find((order) => order.id === changed.id)
        ?.relationships.items.map((item) => item.attributes.quantity);
    expect(quantities(after)).toEqual(quantities(before)?.map((quantity) => quantity + 1));

    // The same address, signed in as another customer: their own page, never sam's.
    const drewHistory = JSON.parse(await history(drew)) as History;
    const samPoNumbers = new Set(samOrders.map((order) => order.attributes.po_number));
    expect(drewHistory.data.filter((order) => samPoNumbers.has(order.attributes.po_number))).toEqual([]);
  });

  it('an order without an Idempotency-Key is refused', async () => {
    const response = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(order()),
    });
    expect(response.status).toBe(422);
  });
});
