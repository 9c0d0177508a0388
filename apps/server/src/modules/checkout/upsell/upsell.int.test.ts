import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';

describeOnDatabase('upsell offers', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const offer = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/api/upsell`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { message?: string; data: { checkout_url: string } },
    };
  };

  it('answers a link to our checkout with the items as JSON, and keeps the offer of a signed-in customer', async () => {
    const token = await signInToken(server, 'sam@example.com');
    const coq10 = catalogueId('coq10');
    const { status, body } = await offer(
      { items: [{ product_uuid: coq10, quantity: 2 }], affiliate: 'clinic-7', discount: 'WELCOME10' },
      { authorization: `Bearer ${token}` },
    );
    expect(status).toBe(200);
    const link = new URL(body.data.checkout_url, 'http://localhost');
    expect(link.pathname).toBe('/checkouts');
    expect(JSON.parse(link.searchParams.get('items') ?? '')).toEqual([
      { product_id: coq10, qty: 2, extradata: null },
    ]);
    expect(link.searchParams.get('affiliate')).toBe('clinic-7');
    expect(link.searchParams.get('discount')).toBe('WELCOME10');
    expect(link.searchParams.has('splitIt')).toBe(false);
    const kept = await server.db.query<{ items: unknown; user_email: string }>(
      `SELECT o.items, u.email AS user_email FROM upsell_offers o JOIN users u ON u.id = o.user_id
        WHERE o.checkout_url = $1`,
      [body.data.checkout_url],
    );
    expect(kept.rows).toEqual([
      { items: [{ product_uuid: coq10, quantity: 2 }], user_email: 'sam@example.com' },
    ]);
  });

  it('a split payment adds splitIt=true and number_of_installments=3', async () => {
    const { body } = await offer({
      items: [{ product_uuid: catalogueId('analysis'), quantity: 1 }],
      split_payment: true,
    });
    const link = new URL(body.data.checkout_url, 'http://localhost');
    expect(link.searchParams.get('splitIt')).toBe('true');
    expect(link.searchParams.get('number_of_installments')).toBe('3');
    expect(JSON.parse(link.searchParams.get('items') ?? '')[0].extradata).toBe('in_3_payments');
  });

  it('refuses products not on sale and withdrawal shipping', async () => {
    const unknown = await offer({
      items: [{ product_uuid: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('This product is not on sale.');
    const shipping = await offer({
      items: [{ product_uuid: catalogueId('withdrawal_shipping'), quantity: 1 }],
    });
    expect(shipping.status).toBe(422);
  });
});
