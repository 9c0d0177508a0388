import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken, testAddress } from '../../../../test/checkout-requests';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';

const withdrawalShipping = [{ product_uuid: catalogueId('withdrawal_shipping'), quantity: 1 }];

describeEachDatabase('order rules the server enforces', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const buyer = (email: string) => ({ email, first_name: 'Robin', last_name: 'Hale' });
  const calculate = async (code: string, email: string) => {
    const response = await fetch(`${server.url}/api/discounts/calculate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, email, items: [{ product_uuid: catalogueId('analysis'), quantity: 1 }] }),
    });
    return ((await response.json()) as { data: { success: boolean; hint: string | null } }).data;
  };
  const storedSampleOf = async (email: string) =>
    (
      await server.db.query<{ id: string }>(
        `SELECT i.id FROM items i JOIN users u ON u.client_id = i.client_id
          WHERE u.email = $1 AND i.category = 'cryogenic' LIMIT 1`,
        [email],
      )
    ).rows[0]?.id ?? '';

  it('ONCEEACH is used once per customer: the second order of that email is refused, another email is not', async () => {
    const email = `once-${randomUUID()}@example.com`;
    // Asked before the order, the same question is answered again after it, not from a remembered answer.
    expect((await calculate('ONCEEACH', email.toUpperCase())).success).toBe(true);
    const first = await placeOrder(
      server,
      orderRequest({ account_details: buyer(email), discount: { code: 'ONCEEACH' } }),
    );
    expect(first.status).toBe(200);
    expect(first.body.data.invoice.discount_savings).toBe(48.75);
    expect(await calculate('ONCEEACH', email.toUpperCase())).toMatchObject({
      success: false,
      hint: 'You have already used this code.',
    });
    const again = await placeOrder(
      server,
      orderRequest({ account_details: buyer(email), discount: { code: 'ONCEEACH' } }),
    );
    expect(again.status).toBe(422);
    expect(again.body.errors?.discount).toEqual([
      'This promo code can no longer be used. Remove it to continue.',
    ]);
    expect((await calculate('ONCEEACH', `other-${randomUUID()}@example.com`)).success).toBe(true);
  });

  it('ONCEEACH counts Sam+x@Example.com as sam@example.com: case and +tags make no new customer', async () => {
    const mailbox = `tagged-${randomUUID()}`;
    const first = await placeOrder(
      server,
      orderRequest({ account_details: buyer(`${mailbox}@example.com`), discount: { code: 'ONCEEACH' } }),
    );
    expect(first.status).toBe(200);
    for (const variant of [`${mailbox}+x@Example.com`, `${mailbox.toUpperCase()}+promo+2@EXAMPLE.COM`]) {
      expect(await calculate('ONCEEACH', variant)).toMatchObject({
        success: false,
        hint: 'You have already used this code.',
      });
      const again = await placeOrder(
        server,
        orderRequest({ account_details: buyer(variant), discount: { code: 'ONCEEACH' } }),
      );
      expect(again.status).toBe(422);
      expect(again.body.errors?.discount).toEqual([
        'This promo code can no longer be used. Remove it to continue.',
      ]);
    }
  });

  it('a use stored lowercased with its +tag still counts for the mailbox', async () => {
    const mailbox = `stored-${randomUUID()}`;
    const first = await placeOrder(
      server,
      orderRequest({ account_details: buyer(`${mailbox}@example.com`), discount: { code: 'ONCEEACH' } }),
    );
    expect(first.status).toBe(200);
    // As the use of an order from before the rule was written.
    await server.db.query('UPDATE promo_redemptions SET customer_email = $2 WHERE order_id = $1', [
      first.body.data.order_id,
      `${mailbox}+old@example.com`,
    ]);
    expect((await calculate('ONCEEACH', `${mailbox}@example.com`)).success).toBe(false);
  });

  it('a retry of an order that used the last of its promo code answers that same order', async () => {
    const email = `retry-${randomUUID()}@example.com`;
    const request = orderRequest({ account_details: buyer(email), discount: { code: 'ONCEEACH' } });
    const key = randomUUID();
    const first = await placeOrder(server, request, key);
    expect(first.status).toBe(200);
    const retried = await placeOrder(server, request, key);
    expect(retried.status).toBe(200);
    expect(retried.body.data.order_id).toBe(first.body.data.order_id);
    expect(retried.body.data.invoice.discount_savings).toBe(48.75);
    const orders = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE email = $1',
      [email],
    );
    expect(orders.rows[0]?.n).toBe(1);
  });

  it('two simultaneous orders of one customer with ONCEEACH: exactly one gets it', async () => {
    const token = await signInToken(server, 'drew@example.com');
    const answers = await Promise.all(
      Array.from({ length: 2 }, () =>
        placeOrder(
          server,
          orderRequest({ account_details: buyer('drew@example.com'), discount: { code: 'ONCEEACH' } }),
          randomUUID(),
          { authorization: `Bearer ${token}` },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it("withdrawal shipping for the customer's own stored sample needs no shipping address", async () => {
    const token = await signInToken(server, 'sam@example.com');
    const { status, body } = await placeOrder(
      server,
      orderRequest({
        account_details: buyer('sam@example.com'),
        shipping_address: undefined,
        items: withdrawalShipping,
        withdrawal_uuid: await storedSampleOf('sam@example.com'),
      }),
      randomUUID(),
      { authorization: `Bearer ${token}` },
    );
    expect(status).toBe(200);
    expect(body.data.final_price).toBe(250);
    const stored = await server.db.query<{ withdrawal_item_id: string; shipping_address: unknown }>(
      'SELECT withdrawal_item_id, shipping_address FROM orders WHERE id = $1',
      [body.data.order_id],
    );
    expect(stored.rows[0]).toEqual({
      withdrawal_item_id: await storedSampleOf('sam@example.com'),
      shipping_address: null,
    });
  });

  it("another customer's stored sample is not found, a visitor must sign in, and a withdrawal buys only its shipping", async () => {
    const samSample = await storedSampleOf('sam@example.com');
    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]?.n;
    const drew = await signInToken(server, 'drew@example.com');
    const request = (items = withdrawalShipping) =>
      orderRequest({ shipping_address: undefined, items, withdrawal_uuid: samSample });
    const others = await placeOrder(server, request(), randomUUID(), { authorization: `Bearer ${drew}` });
    expect(others.status).toBe(404);
    expect(others.body.message).toBe('We could not find this stored sample in your account.');
    expect((await placeOrder(server, request())).status).toBe(401);
    const sam = await signInToken(server, 'sam@example.com');
    const mixed = await placeOrder(
      server,
      request([...withdrawalShipping, { product_uuid: catalogueId('coq10'), quantity: 1 }]),
      randomUUID(),
      { authorization: `Bearer ${sam}` },
    );
    expect(mixed.status).toBe(422);
    expect(mixed.body.message).toBe('A withdrawal order is for withdrawal shipping only.');
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]?.n).toBe(
      before,
    );
  });

  it("a gift's packing slip names the recipient, keeps the message and shows no price; only staff can print it", async () => {
    const gift = {
      is_gift: true,
      recipient_name: 'Jordan <Lee>',
      recipient_email: 'jordan@example.com',
      message: 'For the road ahead',
    };
    const placed = await placeOrder(server, orderRequest({ gift }));
    expect(placed.status).toBe(200);
    const slip = async (token: string) =>
      fetch(`${server.url}/api/staff/orders/${placed.body.data.order_id}/packing-slip`, {
        headers: { authorization: `Bearer ${token}` },
      });
    const printed = await slip(await signInToken(server, 'lab@example.com'));
    expect(printed.status).toBe(200);
    expect(printed.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await printed.text();
    expect(html).toContain('Jordan &#60;Lee&#62;, this is a gift from Robin Hale.');
    expect(html).toContain('For the road ahead');
    expect(html).toContain('Semen Analysis');
    expect(html).not.toContain('$');
    expect((await slip(await signInToken(server, 'sam@example.com'))).status).toBe(403);
    const recipientMail = await server.db.query<{ body: string }>(
      "SELECT coalesce(text_body, '') || coalesce(html_body, '') AS body FROM outbox WHERE to_address = $1",
      ['jordan@example.com'],
    );
    expect(recipientMail.rows.length).toBeGreaterThan(0);
    expect(recipientMail.rows.every((mail) => !mail.body.includes('$'))).toBe(true);
  });

  it("supplements are taxed at the shipping state's rate and charged with the order; kits are not taxed", async () => {
    const items = [
      { product_uuid: catalogueId('coq10'), quantity: 1 },
      { product_uuid: catalogueId('analysis'), quantity: 1 },
    ];
    const { status, body } = await placeOrder(server, orderRequest({ items }));
    expect(status).toBe(200);
    const coq10Cents =
      (
        await server.db.query<{ price_cents: number }>('SELECT price_cents FROM products WHERE key = $1', [
          'coq10',
        ])
      ).rows[0]?.price_cents ?? 0;
    const taxCents = Math.floor((coq10Cents * 725 + 5_000) / 10_000);
    expect(taxCents).toBeGreaterThan(0);
    expect(body.data.invoice.tax).toBe(taxCents / 100);
    expect(body.data.final_price).toBe((coq10Cents + 19_500 + taxCents) / 100);
    const charged = await server.db.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM sandbox_payment_ledger WHERE idempotency_key LIKE $1',
      [`${body.data.order_id}:%`],
    );
    expect(charged.rows).toEqual([{ amount_cents: coq10Cents + 19_500 + taxCents }]);
    const oregon = await placeOrder(
      server,
      orderRequest({ items, shipping_address: { ...testAddress, state: 'OR' } }),
    );
    expect(oregon.body.data.invoice.tax).toBe(0);
  });

  it('a paid order gives the customer their kits to follow, once; a declined one gives nothing', async () => {
    const token = await signInToken(server, 'pat@example.com');
    const items = async () => {
      const response = await fetch(`${server.url}/api/restify/items?displayable=true&perPage=50`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (
        (await response.json()) as {
          data: { attributes: { category: string; tracking_stage: number | null; po_number: string } }[];
        }
      ).data;
    };
    const before = (await items()).length;
    const buyer = { email: 'pat@example.com', first_name: 'Pat', last_name: 'Lee' };
    const declined = await placeOrder(
      server,
      orderRequest({
        account_details: buyer,
        payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_declined' },
      }),
      randomUUID(),
      { authorization: `Bearer ${token}` },
    );
    expect(declined.status).toBe(402);
    expect(await items()).toHaveLength(before);
    const key = randomUUID();
    const body = orderRequest({
      account_details: buyer,
      items: [
        { product_uuid: catalogueId('bronze'), quantity: 1 },
        { product_uuid: catalogueId('fertility_consultation'), quantity: 1 },
      ],
    });
    const paid = await placeOrder(server, body, key, { authorization: `Bearer ${token}` });
    expect(paid.status).toBe(200);
    await placeOrder(server, body, key, { authorization: `Bearer ${token}` });
    const added = (await items()).filter((item) => item.attributes.po_number === paid.body.data.po_number);
    expect(added.map((item) => [item.attributes.category, item.attributes.tracking_stage]).sort()).toEqual([
      ['analysis', 1],
      ['consultation', null],
      ['cryogenic', null],
    ]);
    const profile = await fetch(`${server.url}/api/restify/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(await profile.json())).toContain('"has_active_fertility_consultation":true');
  });
});
