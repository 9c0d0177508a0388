import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder } from '../../../test/checkout-requests';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { catalogueId } from '../../db/seed/catalogue';

const member = {
  provider_name: 'Aetna',
  state: 'ca',
  first_name: 'Robin',
  last_name: 'Hale',
  date_of_birth: '1990-04-12',
};

describeEachDatabase('insurance coverage', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, seed: false });
  });
  afterAll(async () => server?.close());

  const check = async (body: Record<string, unknown>) => {
    const response = await fetch(`${server.url}/api/insurance/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        message?: string;
        errors?: Record<string, string[]>;
        data: { application_uuid: string; covered: boolean; provider_name: string; message: string };
      },
    };
  };
  const coveredApplication = async () =>
    (await check({ ...member, member_id: `COVERED-${randomUUID()}` })).body.data;
  const count = async (table: string) =>
    (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? 0;

  it('lists each accepted provider once, with its states joined', async () => {
    const response = await fetch(`${server.url}/api/insurance/providers`);
    const { data } = (await response.json()) as { data: { provider_name: string; states: string[] }[] };
    expect(response.status).toBe(200);
    expect(data.find((provider) => provider.provider_name === 'Aetna')).toEqual({
      provider_name: 'Aetna',
      states: ['CA', 'NY', 'TX'],
    });
    const names = data.map((provider) => provider.provider_name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('a member id starting COVERED is covered; any other is not', async () => {
    const covered = await check({ ...member, member_id: 'COVERED-1234' });
    expect(covered.status).toBe(200);
    expect(covered.body.data).toMatchObject({ provider_name: 'Aetna', covered: true });
    const notCovered = await check({ ...member, member_id: 'W123456789' });
    expect(notCovered.status).toBe(200);
    expect(notCovered.body.data.covered).toBe(false);
    expect(notCovered.body.data.message).toMatch(/pay by card or in 3 instalments/);
  });

  it('refuses a plan we do not accept in that state, and a missing member id, writing nothing', async () => {
    const before = await count('insurance_applications');
    const elsewhere = await check({ ...member, state: 'WA', member_id: 'COVERED-1' });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.message).toBe('We do not accept this plan in your state yet.');
    const blank = await check({ ...member, member_id: ' ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.member_id).toEqual(['Enter your member ID.']);
    expect(await count('insurance_applications')).toBe(before);
  });

  it('a covered order totals $0.00, is an insurance order and charges nothing', async () => {
    const application = await coveredApplication();
    const { status, body } = await placeOrder(
      server,
      orderRequest({ payment: undefined, insurance: { application_uuid: application.application_uuid } }),
    );
    expect(status).toBe(200);
    expect(body.data.final_price).toBe(0);
    expect(body.data.is_insurance_order).toBe(true);
    expect(body.data.invoice.subtotal).toBe(195);
    const stored = await server.db.query<{ status: string; covered_cents: number }>(
      'SELECT status, covered_cents FROM orders WHERE id = $1',
      [body.data.order_id],
    );
    expect(stored.rows[0]).toEqual({ status: 'paid', covered_cents: 19_500 });
    expect(await count('sandbox_payment_ledger')).toBe(0);
  });

  it('a covered check pays for one order only', async () => {
    const application = await coveredApplication();
    const insured = () =>
      orderRequest({ payment: undefined, insurance: { application_uuid: application.application_uuid } });
    const [first, second] = await Promise.all([placeOrder(server, insured()), placeOrder(server, insured())]);
    expect([first.status, second.status].sort()).toEqual([200, 422]);
    const third = await placeOrder(server, insured());
    expect(third.status).toBe(422);
    expect(third.body.message).toBe('This insurance check was already used for an order.');
  });

  it('refuses an uncovered check, an unknown one, and products insurance does not cover, writing nothing', async () => {
    const before = await count('orders');
    const notCovered = (await check({ ...member, member_id: 'W1' })).body.data.application_uuid;
    for (const application_uuid of [notCovered, randomUUID(), 'not-a-uuid']) {
      const answer = await placeOrder(
        server,
        orderRequest({ payment: undefined, insurance: { application_uuid } }),
      );
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('Your insurance does not cover this order.');
    }
    const application = await coveredApplication();
    const withSupplement = await placeOrder(
      server,
      orderRequest({
        payment: undefined,
        insurance: { application_uuid: application.application_uuid },
        items: [
          { product_uuid: catalogueId('analysis'), quantity: 1 },
          { product_uuid: catalogueId('coq10'), quantity: 1 },
        ],
      }),
    );
    expect(withSupplement.status).toBe(422);
    expect(withSupplement.body.message).toMatch(/is not covered by insurance\. Remove it to continue\.$/);
    expect(await count('orders')).toBe(before);
  });
});
