import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../../test/api-client';
import { orderRequest, placeOrder, testAddress } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';

interface ItemAnswer {
  data: {
    attributes: {
      needs_mdi_validation: boolean;
      created_at: string;
      kit: {
        shipping_address: Record<string, unknown> | null;
        kit_delivery_type: string | null;
        preferred_delivery_date: string | null;
        order_details_completed: boolean;
        can_change_address: boolean;
      } | null;
    };
    relationships: {
      order: { attributes: { po_number: string } } | null;
      package: { attributes: { key: string | null; title: string } } | null;
      documents?: { step: number; title: string; status: string }[];
    };
  };
}

const { kit_delivery_type: _type, ...address } = testAddress;

describeOnDatabase('kit delivery details', (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens: Record<string, string> = {};
  // Monday 23 November 2026, 9 a.m. in Austin.
  const now = new Date('2026-11-23T15:00:00Z');
  beforeAll(async () => {
    server = await startTestServer({ database, clock: () => now });
    api = new ApiClient(server.url, () => now);
    for (const persona of ['drew', 'sam', 'jamie', 'lab']) tokens[persona] = await signIn(api, persona);
  });
  afterAll(async () => server?.close());

  const orderKit = async (product: 'analysis' | 'sti', quantity = 1) => {
    const placed = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Foster' },
        shipping_address: { ...testAddress, preferred_delivery_date: '2026-11-30' },
        items: [{ product_uuid: catalogueId(product), quantity }],
      }),
      undefined,
      { authorization: `Bearer ${tokens.drew}` },
    );
    expect(placed.status).toBe(200);
    const { rows } = await server.db.query<{ id: string }>(
      'SELECT id FROM items WHERE order_id = $1 AND category = $2',
      [placed.body.data.order_id, product],
    );
    return { itemId: rows[0]?.id ?? '', poNumber: placed.body.data.po_number };
  };
  const item = async (itemId: string, token = tokens.drew, headers: Record<string, string> = {}) =>
    api.get<ItemAnswer>(`/api/restify/items/${itemId}`, { token, headers });

  it("starts a kit with its order's address, delivery type and date; an STI kit needs a physician's review", async () => {
    const { itemId, poNumber } = await orderKit('analysis');
    const answer = (await item(itemId)).body.data;
    expect(answer.attributes.kit).toEqual({
      shipping_address: expect.objectContaining({ address_1: '1 Market Street', city: 'San Francisco' }),
      kit_delivery_type: 'staggered',
      preferred_delivery_date: '2026-11-30',
      order_details_completed: false,
      registered: false,
      held_at_lab: false,
      can_change_address: true,
      stages_reached: [{ stage: 1, reached_at: answer.attributes.created_at }],
      tracking_number: null,
      tracking_url: null,
    });
    expect(answer.attributes.needs_mdi_validation).toBe(false);
    expect(answer.relationships.order?.attributes.po_number).toBe(poNumber);
    expect(answer.relationships.documents).toEqual([expect.objectContaining({ step: 6, status: 'to_sign' })]);
    const sti = (await item((await orderKit('sti')).itemId)).body.data;
    expect(sti.attributes.needs_mdi_validation).toBe(true);
    expect(sti.relationships.documents?.map((document) => document.step)).toEqual([6, 30]);
  });

  it("names the package a kit came in by its key, and the agreements it needs in the reader's language", async () => {
    const placed = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Foster' },
        items: [{ product_uuid: catalogueId('tomorrow'), quantity: 1 }],
      }),
      undefined,
      { authorization: `Bearer ${tokens.drew}` },
    );
    expect(placed.status).toBe(200);
    const { rows } = await server.db.query<{ id: string }>(
      "SELECT id FROM items WHERE order_id = $1 AND category = 'analysis'",
      [placed.body.data.order_id],
    );
    const kitId = rows[0]?.id ?? '';
    const english = (await item(kitId, tokens.drew, { 'accept-language': 'en-US' })).body.data;
    expect(english.relationships.package?.attributes).toEqual({ key: 'tomorrow', title: 'Tomorrow Package' });
    expect(english.relationships.documents?.map((document) => document.title)).toEqual(['Client agreement']);
    // drew has chosen no language: the agreements come in the page's, as /documents names them.
    const spanish = (await item(kitId, tokens.drew, { 'accept-language': 'es-US,es;q=0.9' })).body.data;
    expect(spanish.relationships.documents?.map((document) => document.title)).toEqual([
      'Acuerdo del cliente',
    ]);
  });

  it('answers the dates a kit cannot arrive on: too soon, weekends and holidays', async () => {
    const { itemId } = await orderKit('analysis');
    const answer = await api.get<{
      data: { disabled_pdd_dates: string[]; earliest: string; latest: string };
    }>(`/api/restify/items/${itemId}/getters/disabled-pdd-dates`, { token: tokens.drew });
    expect(answer.status).toBe(200);
    expect(answer.body.data.earliest).toBe('2026-11-25');
    expect(answer.body.data.latest).toBe('2026-12-23');
    expect(answer.body.data.disabled_pdd_dates.slice(0, 4)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-26',
      '2026-11-28',
    ]);
    expect(
      (await api.get(`/api/restify/items/${itemId}/getters/disabled-pdd-dates`, { token: tokens.sam }))
        .status,
    ).toBe(404);
  });

  it('completes the order details on an allowed date only, and refuses a disabled one without a change', async () => {
    const { itemId } = await orderKit('analysis');
    const details = {
      shipping_address: {
        ...address,
        address_1: '22 Rainey Street',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
      },
      kit_delivery_type: 'together',
      preferred_delivery_date: '2026-11-26',
      considering_freezing: 'yes',
    };
    const thanksgiving = await api.post<{ errors: Record<string, string[]> }>(
      `/api/onboarding/item/${itemId}`,
      details,
      { token: tokens.drew },
    );
    expect(thanksgiving.status).toBe(422);
    expect(thanksgiving.body.errors.preferred_delivery_date).toEqual([
      'This delivery date is not available. Choose one of the dates the calendar offers.',
    ]);
    expect((await item(itemId)).body.data.attributes.kit?.order_details_completed).toBe(false);

    const saved = await api.post(
      `/api/onboarding/item/${itemId}`,
      { ...details, preferred_delivery_date: '2026-11-25' },
      { token: tokens.drew },
    );
    expect(saved.status).toBe(200);
    expect((await item(itemId)).body.data.attributes.kit).toMatchObject({
      shipping_address: expect.objectContaining({ address_1: '22 Rainey Street' }),
      kit_delivery_type: 'together',
      preferred_delivery_date: '2026-11-25',
      order_details_completed: true,
    });
    const allowed = { ...details, preferred_delivery_date: '2026-11-25' };
    expect((await api.post(`/api/onboarding/item/${itemId}`, allowed, { token: tokens.sam })).status).toBe(
      404,
    );
    expect((await api.post(`/api/onboarding/item/${itemId}`, allowed, { token: tokens.jamie })).status).toBe(
      403,
    );
  });

  it('changes the shipping address until the kit ships, then refuses', async () => {
    const { itemId } = await orderKit('analysis');
    const update = (token: string | undefined, address_1: string) =>
      api.post<{ message: string }>(
        `/api/restify/items/${itemId}/actions?action=update-shipping-address`,
        { address: { ...address, address_1 } },
        { token },
      );
    expect((await update(tokens.drew, '5 Lamar Boulevard')).status).toBe(200);
    expect((await update(tokens.sam, '9 Elsewhere Road')).status).toBe(404);
    expect((await item(itemId)).body.data.attributes.kit?.shipping_address).toMatchObject({
      address_1: '5 Lamar Boulevard',
    });

    const shipped = await api.post(
      `/api/staff/items/${itemId}/tracking`,
      { tracking_stage: 2 },
      { token: tokens.lab },
    );
    expect(shipped.status).toBe(200);
    const refused = await update(tokens.drew, '7 Late Change Lane');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('left our warehouse');
    expect((await item(itemId)).body.data.attributes.kit).toMatchObject({
      shipping_address: expect.objectContaining({ address_1: '5 Lamar Boulevard' }),
      can_change_address: false,
    });
  });

  it("an STI kit's completed order details wait for a physician's approval (MDIConfirmation)", async () => {
    const { itemId } = await orderKit('sti');
    const saved = await api.post(
      `/api/onboarding/item/${itemId}`,
      { shipping_address: address, kit_delivery_type: 'staggered', preferred_delivery_date: '2026-11-25' },
      { token: tokens.drew },
    );
    expect(saved.status).toBe(200);
    const sti = await api.get<{ data: { attributes: { status: { step: string | null } } } }>(
      `/api/restify/items/${itemId}`,
      { token: tokens.drew },
    );
    expect(sti.body.data.attributes.status.step).toBe('MDIConfirmation');
    expect((await item(itemId)).body.data.attributes.kit?.order_details_completed).toBe(true);
  });

  it('/onboarding/address changes every kit that has not shipped, past the first page of items, and no other', async () => {
    await orderKit('analysis', 10);
    await orderKit('analysis', 10);
    const { itemId: shippedId } = await orderKit('sti');
    expect(
      (await api.post(`/api/staff/items/${shippedId}/tracking`, { tracking_stage: 2 }, { token: tokens.lab }))
        .status,
    ).toBe(200);
    const kitsOfDrew = async () =>
      (
        await server.db.query<{ id: string; tracking_stage: number; address_1: string | null }>(
          `SELECT i.id, i.tracking_stage, i.shipping_address->>'address_1' AS address_1
             FROM items i JOIN users u ON u.client_id = i.client_id
            WHERE u.email = 'drew@example.com' AND i.category IN ('analysis', 'sti')`,
        )
      ).rows;
    const unshipped = (await kitsOfDrew()).filter((kit) => kit.tracking_stage === 1);
    expect(unshipped.length).toBeGreaterThan(15);

    const answer = await api.post<{
      data: { kits: { id: string; product_key: string | null; title: string }[] };
    }>(
      '/api/onboarding/address',
      { address: { ...address, address_1: '900 Congress Avenue' } },
      { token: tokens.drew },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.kits.map((kit) => kit.id).sort()).toEqual(unshipped.map((kit) => kit.id).sort());
    // Each kit with its product's key, which the page names it by in its language (in no particular order: drew's
    // STI kits are among them).
    expect(answer.body.data.kits.every((kit) => kit.product_key !== null)).toBe(true);
    expect(answer.body.data.kits.find((kit) => kit.product_key === 'analysis')?.title).toBe('Semen Analysis');
    const after = await kitsOfDrew();
    expect(
      after.filter((kit) => kit.tracking_stage === 1).every((kit) => kit.address_1 === '900 Congress Avenue'),
    ).toBe(true);
    expect(after.find((kit) => kit.id === shippedId)?.address_1).not.toBe('900 Congress Avenue');

    const samKits = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM items i JOIN users u ON u.client_id = i.client_id
        WHERE u.email = 'sam@example.com' AND i.shipping_address->>'address_1' = '900 Congress Avenue'`,
    );
    expect(samKits.rows[0]?.n).toBe(0);
    const invalid = await api.post(
      '/api/onboarding/address',
      { address: { city: 'Austin' } },
      { token: tokens.drew },
    );
    expect(invalid.status).toBe(422);
    expect((await api.post('/api/onboarding/address', { address }, { token: tokens.jamie })).status).toBe(
      403,
    );
  });
});
