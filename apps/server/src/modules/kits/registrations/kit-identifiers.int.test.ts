import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';

const identifierShape = /^FK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

describeOnDatabase("kits' identifiers", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const itemsOf = async (orderId: string) =>
    (
      await server.db.query<{
        id: string;
        category: string;
        kit_identifier: string | null;
        client_id: string;
      }>(
        'SELECT id, category, kit_identifier, client_id FROM items WHERE order_id = $1 ORDER BY category, id',
        [orderId],
      )
    ).rows;

  it('every kit of a paid order gets its own code, printed as a QR code with the order number on the packing slip', async () => {
    const placed = await placeOrder(
      server,
      orderRequest({
        items: [
          { product_uuid: catalogueId('analysis'), quantity: 2 },
          { product_uuid: catalogueId('sti'), quantity: 1 },
          { product_uuid: catalogueId('coq10'), quantity: 1 },
        ],
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const items = await itemsOf(placed.body.data.order_id);
    const kits = items.filter((item) => item.category === 'analysis' || item.category === 'sti');
    expect(kits).toHaveLength(3);
    for (const kit of kits) expect(kit.kit_identifier).toMatch(identifierShape);
    expect(new Set(kits.map((kit) => kit.kit_identifier)).size).toBe(3);
    expect(items.find((item) => item.category === 'supplement')?.kit_identifier).toBeNull();

    const slip = await fetch(`${server.url}/api/staff/orders/${placed.body.data.order_id}/packing-slip`, {
      headers: { authorization: `Bearer ${await signInToken(server, 'lab@example.com')}` },
    });
    expect(slip.status).toBe(200);
    const html = await slip.text();
    for (const kit of kits) {
      const identifier = kit.kit_identifier ?? '';
      expect(html).toContain(`data-kit-identifier="${identifier}"`);
      expect(html).toContain(`Kit code: <span>${identifier}</span>`);
    }
    expect(html.match(/<svg role="img"/g)).toHaveLength(3);
    expect(
      html.match(new RegExp(`Order number: <span>${placed.body.data.po_number}</span>`, 'g')),
    ).toHaveLength(3);
  });

  it('a declined order makes no kit and no code', async () => {
    const before = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM items WHERE kit_identifier IS NOT NULL',
    );
    const declined = await placeOrder(
      server,
      orderRequest({ payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_declined' } }),
    );
    expect(declined.status).toBe(402);
    const after = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM items WHERE kit_identifier IS NOT NULL',
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it("a new kit's code and its owner's date of birth register it, as taylor's seeded code does", async () => {
    const placed = await placeOrder(server, orderRequest());
    expect(placed.status).toBe(200);
    const [kit] = await itemsOf(placed.body.data.order_id);
    if (!kit?.kit_identifier) throw new Error('the kit has no code');
    await server.db.query("UPDATE clients SET date_of_birth = '1991-02-03' WHERE id = $1", [kit.client_id]);
    const verify = (date: string) =>
      fetch(`${server.url}/api/kit-registrations/verify-client-dob/${kit.kit_identifier?.toLowerCase()}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ date_of_birth: date }),
      });
    expect((await verify('1991-02-04')).status).toBe(422);
    expect((await verify('1991-02-03')).status).toBe(200);
    const registered = await server.db.query<{ method: string }>(
      'SELECT method FROM kit_registrations WHERE item_id = $1',
      [kit.id],
    );
    expect(registered.rows).toEqual([{ method: 'qr_code' }]);
  });

  it('registering by order number registers each kit of an order of several in turn', async () => {
    const placed = await placeOrder(
      server,
      orderRequest({ items: [{ product_uuid: catalogueId('analysis'), quantity: 2 }] }),
    );
    const kits = await itemsOf(placed.body.data.order_id);
    const owner = kits[0]?.client_id ?? '';
    const minted = await fetch(`${server.url}/api/staff/login-tokens`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await signInToken(server, 'support@example.com')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        email: (await server.db.query<{ email: string }>('SELECT email FROM clients WHERE id = $1', [owner]))
          .rows[0]?.email,
      }),
    });
    const { login_token } = ((await minted.json()) as { data: { login_token: string } }).data;
    const session = await fetch(`${server.url}/api/login/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login_token }),
    });
    const { token } = ((await session.json()) as { data: { token: string } }).data;
    const validate = async () =>
      (await fetch(`${server.url}/api/restify/items/actions?action=validate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ po_number: placed.body.data.po_number }),
      }).then((answer) => answer.json())) as { data: { item_uuid: string } };
    const first = await validate();
    const second = await validate();
    expect([first.data.item_uuid, second.data.item_uuid].sort()).toEqual(kits.map((kit) => kit.id).sort());
    const registered = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM kit_registrations WHERE item_id = ANY($1::uuid[])',
      [kits.map((kit) => kit.id)],
    );
    expect(registered.rows[0]?.n).toBe(2);
  });
});
