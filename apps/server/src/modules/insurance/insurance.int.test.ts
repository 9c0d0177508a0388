import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken } from '../../../test/checkout-requests';
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
    server = await startTestServer({ database, env: { TRUST_PROXY: 'on' } });
  });
  afterAll(async () => server?.close());

  let addresses = 0;
  /** Each check from an address of its own: checks are limited to 10 in 15 minutes per address. */
  const check = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/api/insurance/check`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `198.51.100.${++addresses}`,
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('fathom_insurance_check='));
    return {
      status: response.status,
      setCookie,
      /** The browser's cookie header for the checkout, as the answer set it. */
      cookie: { cookie: setCookie?.split(';')[0] ?? '' },
      body: (await response.json()) as {
        message?: string;
        errors?: Record<string, string[]>;
        data: { application_uuid: string; covered: boolean; provider_name: string; message: string };
      },
    };
  };
  /** A covered check run in a browser of its own: its id and that browser's cookie header. */
  const coveredApplication = async (headers: Record<string, string> = {}) => {
    const answer = await check({ ...member, member_id: `COVERED-${randomUUID()}` }, headers);
    return { ...answer.body.data, cookie: answer.cookie };
  };
  const insuredOrder = (applicationUuid: string, overrides: Record<string, unknown> = {}) =>
    orderRequest({ payment: undefined, insurance: { application_uuid: applicationUuid }, ...overrides });
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
    const charges = await count('sandbox_payment_ledger');
    const application = await coveredApplication();
    const { status, body } = await placeOrder(
      server,
      insuredOrder(application.application_uuid),
      randomUUID(),
      application.cookie,
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
    expect(await count('sandbox_payment_ledger')).toBe(charges);
  });

  it('a covered check pays for one order only', async () => {
    const application = await coveredApplication();
    const insured = () =>
      placeOrder(server, insuredOrder(application.application_uuid), randomUUID(), application.cookie);
    const [first, second] = await Promise.all([insured(), insured()]);
    expect([first.status, second.status].sort()).toEqual([200, 422]);
    const third = await insured();
    expect(third.status).toBe(422);
    expect(third.body.message).toBe('This insurance check was already used for an order.');
  });

  it('refuses an uncovered check, an unknown one, and products insurance does not cover, writing nothing', async () => {
    const before = await count('orders');
    const notCovered = (await check({ ...member, member_id: 'W1' })).body.data.application_uuid;
    for (const application_uuid of [notCovered, randomUUID(), 'not-a-uuid']) {
      const answer = await placeOrder(server, insuredOrder(application_uuid));
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('Your insurance does not cover this order.');
    }
    const application = await coveredApplication();
    const withSupplement = await placeOrder(
      server,
      insuredOrder(application.application_uuid, {
        items: [
          { product_uuid: catalogueId('analysis'), quantity: 1 },
          { product_uuid: catalogueId('coq10'), quantity: 1 },
        ],
      }),
      randomUUID(),
      application.cookie,
    );
    expect(withSupplement.status).toBe(422);
    expect(withSupplement.body.message).toMatch(/is not covered by insurance\. Remove it to continue\.$/);
    expect(await count('orders')).toBe(before);
  });

  it('gives the checking browser an HttpOnly cookie for the checkout only', async () => {
    const answer = await check({ ...member, member_id: `COVERED-${randomUUID()}` });
    expect(answer.setCookie).toMatch(/HttpOnly/);
    expect(answer.setCookie).toMatch(/SameSite=Lax/);
    expect(answer.setCookie).toMatch(/Path=\/api\/checkout;/);
  });

  it("refuses another person's check: without the checking browser's cookie, or another browser's", async () => {
    const before = await count('orders');
    const application = await coveredApplication();
    const someoneElse = await coveredApplication();
    for (const headers of [{}, someoneElse.cookie, { cookie: 'fathom_insurance_check=guessed' }]) {
      const answer = await placeOrder(
        server,
        insuredOrder(application.application_uuid),
        randomUUID(),
        headers,
      );
      expect(answer.status).toBe(422);
      expect(answer.body.errors?.insurance).toEqual([
        'This insurance check was made in another browser or account. Check your coverage here to use it.',
      ]);
    }
    expect(await count('orders')).toBe(before);
    // The one who ran it still can.
    const own = await placeOrder(
      server,
      insuredOrder(application.application_uuid),
      randomUUID(),
      application.cookie,
    );
    expect(own.status).toBe(200);
  });

  it("ties a signed-in customer's check to their account, in any browser, and to nobody else", async () => {
    const sam = await signInToken(server, 'sam@example.com');
    const drew = await signInToken(server, 'drew@example.com');
    const application = await coveredApplication({ authorization: `Bearer ${sam}` });
    const samOrder = () =>
      insuredOrder(application.application_uuid, {
        account_details: { email: 'sam@example.com', first_name: 'Sam', last_name: 'Whitaker' },
      });
    const byDrew = await placeOrder(server, samOrder(), randomUUID(), {
      authorization: `Bearer ${drew}`,
    });
    expect(byDrew.status).toBe(422);
    const asGuest = await placeOrder(server, samOrder(), randomUUID());
    expect(asGuest.status).toBe(422);
    const bySam = await placeOrder(server, samOrder(), randomUUID(), { authorization: `Bearer ${sam}` });
    expect([bySam.status, bySam.body.message]).toEqual([200, undefined]);
  });

  it('covers one kit: a check for 1 kit does not pay for 5, nor for 2 in two lines', async () => {
    const before = await count('orders');
    const application = await coveredApplication();
    for (const items of [
      [{ product_uuid: catalogueId('analysis'), quantity: 5 }],
      [
        { product_uuid: catalogueId('analysis'), quantity: 1 },
        { product_uuid: catalogueId('analysis'), quantity: 1 },
      ],
    ]) {
      const answer = await placeOrder(
        server,
        insuredOrder(application.application_uuid, { items }),
        randomUUID(),
        application.cookie,
      );
      expect([answer.status, answer.body.message]).toEqual([422, expect.any(String)]);
      expect(answer.body.errors?.items).toEqual([
        'An insurance check covers one kit: set the quantity to 1, or order the other kits separately.',
      ]);
    }
    expect(await count('orders')).toBe(before);
    const one = await placeOrder(
      server,
      insuredOrder(application.application_uuid),
      randomUUID(),
      application.cookie,
    );
    expect(one.status).toBe(200);
  });
});
