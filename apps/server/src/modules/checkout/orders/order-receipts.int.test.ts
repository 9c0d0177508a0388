import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, signInToken } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';

interface Confirmation {
  po_number: string;
  email: string;
  final_price: number;
  payment_method: string | null;
  items: { title: string; quantity: number; unit_price: number; product_key: string | null }[];
  instalments: { number: number; amount: number; status: string; due_date: string }[] | null;
}

describeOnDatabase("an order's confirmation, for its buyer only", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  /** Places an order and answers its number and the receipt cookie the answer set (name=value). */
  const place = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...headers },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { po_number: string } };
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('fathom_receipt='));
    return { poNumber: data.po_number, cookie, receipt: cookie?.split(';')[0] ?? '' };
  };
  const confirmation = async (poNumber: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/api/checkout/orders/${poNumber}`, { headers });
    return { status: response.status, body: (await response.json()) as { data: Confirmation } };
  };

  it("gives the guest's browser a receipt for this order's confirmation only, which then shows the order", async () => {
    const email = `guest-${randomUUID()}@example.com`;
    const order = await place(
      orderRequest({
        account_details: { email, first_name: 'Robin', last_name: 'Hale' },
        items: [
          { product_uuid: catalogueId('analysis'), quantity: 1 },
          { product_uuid: catalogueId('coq10'), quantity: 2 },
        ],
      }),
    );
    expect(order.cookie).toMatch(new RegExp(`Path=/api/checkout/orders/${order.poNumber};`));
    expect(order.cookie).toMatch(/HttpOnly/);
    expect(order.cookie).toMatch(/SameSite=Lax/);

    const { status, body } = await confirmation(order.poNumber, { cookie: order.receipt });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ po_number: order.poNumber, email, payment_method: 'card' });
    expect(body.data.items).toEqual([
      expect.objectContaining({
        title: 'Semen Analysis',
        quantity: 1,
        unit_price: 195,
        product_key: 'analysis',
      }),
      expect.objectContaining({
        title: 'CoQ10 Supplement',
        quantity: 2,
        unit_price: 39,
        product_key: 'coq10',
      }),
    ]);

    // Without the receipt a visitor must sign in; with a wrong one, or another order's, the order is not found.
    expect((await confirmation(order.poNumber)).status).toBe(401);
    expect((await confirmation(order.poNumber, { cookie: 'fathom_receipt=guessed' })).status).toBe(404);
    const other = await place(orderRequest());
    expect((await confirmation(order.poNumber, { cookie: other.receipt })).status).toBe(404);
  });

  it('shows a signed-in client their own order, and refuses it to another customer, the partner and staff', async () => {
    const sam = await signInToken(server, 'sam@example.com');
    const order = await place(
      orderRequest({
        account_details: { email: 'sam@example.com', first_name: 'Sam', last_name: 'Whitaker' },
      }),
      { authorization: `Bearer ${sam}` },
    );
    const asSam = await confirmation(order.poNumber, { authorization: `Bearer ${sam}` });
    expect(asSam.status).toBe(200);
    expect(asSam.body.data.email).toBe('sam@example.com');

    const drew = await confirmation(order.poNumber, {
      authorization: `Bearer ${await signInToken(server, 'drew@example.com')}`,
    });
    expect(drew.status).toBe(404);
    expect(JSON.stringify(drew.body)).not.toContain('sam@example.com');
    const jamie = await signInToken(server, 'jamie@example.com');
    expect((await confirmation(order.poNumber, { authorization: `Bearer ${jamie}` })).status).toBe(403);
    const lab = await signInToken(server, 'lab@example.com');
    expect((await confirmation(order.poNumber, { authorization: `Bearer ${lab}` })).status).toBe(403);
  });

  it('tells what an order in instalments charged today and when the two other parts fall', async () => {
    const order = await place(
      orderRequest({
        items: [{ product_uuid: catalogueId('nsw'), quantity: 1 }],
        payment: { payment_method: 'instalments', payment_method_token: 'pm_sandbox_visa' },
      }),
    );
    const { body } = await confirmation(order.poNumber, { cookie: order.receipt });
    expect(body.data.final_price).toBe(295);
    expect(body.data.instalments?.map(({ number, amount, status }) => [number, amount, status])).toEqual([
      [1, 98.34, 'paid'],
      [2, 98.33, 'scheduled'],
      [3, 98.33, 'scheduled'],
    ]);
  });

  it("empties the cart saved in the buyer's checkout drafts once the order is placed", async () => {
    const email = `draft-${randomUUID()}@example.com`;
    // The draft is the browser's: its cookie goes with every call.
    let cookie = '';
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      });
    const openedAnswer = await post('/checkout-intent', { form: { account_details: { email } } });
    cookie =
      openedAnswer.headers
        .getSetCookie()
        .find((line) => line.startsWith('fathom_checkout_draft='))
        ?.split(';')[0] ?? '';
    const opened = (await openedAnswer.json()) as { data: { intent: { id: string } } };
    const intentId = opened.data.intent.id;
    const items = [{ product_uuid: catalogueId('analysis'), quantity: 1, extradata: null }];
    await post('/checkout-intent/save-form', {
      intent_id: intentId,
      form: { account_details: { email } },
      items,
    });
    const draft = async () =>
      (
        (await (
          await fetch(`${server.url}/api/checkout-intent/${intentId}`, { headers: { cookie } })
        ).json()) as {
          data: { items: [] };
        }
      ).data.items;
    expect(await draft()).toHaveLength(1);
    await place(orderRequest({ account_details: { email, first_name: 'Robin', last_name: 'Hale' } }));
    expect(await draft()).toEqual([]);
  });
});
