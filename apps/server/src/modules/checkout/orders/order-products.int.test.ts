import { randomUUID } from 'node:crypto';
import { DNA_NEEDS_ANALYSIS } from '@fathom/domain/cart';
import { DELIVERY_DATE_MESSAGES } from '@fathom/domain/kit-dates';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, testAddress } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';

// Monday 23 November 2026, 9:00 in Austin: the earliest delivery is Wednesday 25 (Thanksgiving is Thursday 26).
const monday = new Date('2026-11-23T15:00:00Z');

describeOnDatabase('what the server charges for packages, and the dates it delivers kits on', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, clock: () => monday });
    // A code that takes everything off, and is neither a test code nor one that always skips payment.
    await server.db.query(
      `INSERT INTO promo_codes (id, code, kind, value) VALUES ($1, 'EVERYTHINGFREE', 'percent', 100)`,
      [randomUUID()],
    );
  });
  afterAll(async () => server?.close());

  const line = (key: Parameters<typeof catalogueId>[0], quantity = 1) => ({
    product_uuid: catalogueId(key),
    quantity,
  });
  const itemsOf = async (orderId: string) =>
    (
      await server.db.query<{ title: string; quantity: number; unit_price_cents: number }>(
        'SELECT title, quantity, unit_price_cents FROM order_items WHERE order_id = $1 ORDER BY unit_price_cents DESC',
        [orderId],
      )
    ).rows;
  const calculate = async (code: string, items: unknown) => {
    const response = await fetch(`${server.url}/api/discounts/calculate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code, email: `calc-${randomUUID()}@example.com`, items }),
    });
    return ((await response.json()) as { data: { success: boolean; subtotal: number; total: number } }).data;
  };
  const withDate = (preferred_delivery_date: string) =>
    orderRequest({ shipping_address: { ...testAddress, preferred_delivery_date } });

  it('charges the Tomorrow Package alone: the DNA analysis it brings is free', async () => {
    const { status, body } = await placeOrder(
      server,
      orderRequest({ items: [line('tomorrow'), line('dna_fragmentation')] }),
    );
    expect(status).toBe(200);
    expect(body.data.final_price).toBe(695);
    expect(await itemsOf(body.data.order_id)).toEqual([
      { title: 'Tomorrow Package', quantity: 1, unit_price_cents: 69_500 },
      { title: 'DNA Fragmentation Analysis (included in your package)', quantity: 1, unit_price_cents: 0 },
    ]);
  });

  it('includes one DNA analysis per Platinum Package and charges a second one', async () => {
    const { status, body } = await placeOrder(
      server,
      orderRequest({ items: [line('platinum'), line('dna_fragmentation', 2)] }),
    );
    expect(status).toBe(200);
    expect(body.data.final_price).toBe(995 + 150);
    expect(await itemsOf(body.data.order_id)).toEqual([
      { title: 'Platinum Package', quantity: 1, unit_price_cents: 99_500 },
      { title: 'DNA Fragmentation Analysis', quantity: 1, unit_price_cents: 15_000 },
      { title: 'DNA Fragmentation Analysis (included in your package)', quantity: 1, unit_price_cents: 0 },
    ]);
  });

  it('prices the included DNA analysis at $0.00 in a promo calculation too, and charges it beside an analysis', async () => {
    expect(await calculate('WELCOME10', [line('tomorrow'), line('dna_fragmentation')])).toMatchObject({
      success: true,
      subtotal: 695,
      total: 625.5,
    });
    expect(await calculate('WELCOME10', [line('analysis'), line('dna_fragmentation')])).toMatchObject({
      subtotal: 345,
    });
  });

  it('refuses the DNA analysis without an analysis to make it on, and writes nothing', async () => {
    const email = `dna-alone-${randomUUID()}@example.com`;
    for (const items of [[line('dna_fragmentation')], [line('dna_fragmentation'), line('coq10')]]) {
      const { status, body } = await placeOrder(
        server,
        orderRequest({ account_details: { email, first_name: 'Robin', last_name: 'Hale' }, items }),
      );
      expect(status).toBe(422);
      expect(body.errors?.items).toEqual([DNA_NEEDS_ANALYSIS.en]);
    }
    const orders = await server.db.query('SELECT 1 FROM orders WHERE email = $1', [email]);
    expect(orders.rows).toHaveLength(0);
  });

  it('C-58: a 100% discount skips payment, except when the cart holds a subscription', async () => {
    expect(await calculate('EVERYTHINGFREE', [line('analysis')])).toMatchObject({
      success: true,
      total: 0,
    });
    expect(await calculate('EVERYTHINGFREE', [line('cryo_monthly')])).toMatchObject({
      success: true,
      total: 0,
    });
    const free = await placeOrder(
      server,
      orderRequest({ items: [line('analysis')], discount: { code: 'EVERYTHINGFREE' }, payment: null }),
    );
    expect(free.status).toBe(200);
    expect(free.body.data.final_price).toBe(0);
    const email = `plan-${randomUUID()}@example.com`;
    const plan = await placeOrder(
      server,
      orderRequest({
        account_details: { email, first_name: 'Robin', last_name: 'Hale' },
        items: [line('cryo_monthly')],
        discount: { code: 'EVERYTHINGFREE' },
        payment: null,
      }),
    );
    expect(plan.status).toBe(422);
    expect(plan.body.errors?.payment).toEqual(['Choose how to pay.']);
    const orders = await server.db.query('SELECT 1 FROM orders WHERE email = $1', [email]);
    expect(orders.rows).toHaveLength(0);
  });

  it('refuses a Saturday, a Sunday and a holiday as the preferred delivery date, with a clear 422', async () => {
    const cases = [
      ['2026-11-28', DELIVERY_DATE_MESSAGES.en.weekend],
      ['2026-11-29', DELIVERY_DATE_MESSAGES.en.weekend],
      ['2026-11-26', DELIVERY_DATE_MESSAGES.en.holiday],
      ['2026-12-31', DELIVERY_DATE_MESSAGES.en.tooLate],
      [
        '2026-11-24',
        'A kit ordered today arrives on Wednesday, Nov 25, 2026 at the earliest. Choose that day or a later one.',
      ],
    ] as const;
    for (const [date, message] of cases) {
      const { status, body } = await placeOrder(server, withDate(date));
      expect(status, date).toBe(422);
      expect(body.message, date).toBe(message);
      expect(body.errors?.['shipping_address.preferred_delivery_date'], date).toEqual([message]);
    }
  });

  it('keeps a working day of the window as the kit’s preferred delivery date', async () => {
    const { status, body } = await placeOrder(server, withDate('2026-11-25'));
    expect(status).toBe(200);
    const kits = await server.db.query<{ preferred_delivery_date: string }>(
      `SELECT to_char(preferred_delivery_date, 'YYYY-MM-DD') AS preferred_delivery_date FROM items
        WHERE order_id = $1 AND category = 'analysis'`,
      [body.data.order_id],
    );
    expect(kits.rows).toEqual([{ preferred_delivery_date: '2026-11-25' }]);
  });
});
