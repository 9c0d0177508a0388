import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { catalogueId } from '../../db/seed/catalogue';

describeEachDatabase('checkout drafts', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, seed: false });
  });
  afterAll(async () => server?.close());

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
  };

  it('opens a draft for an email without saying whether the email has an account', async () => {
    const { status, body } = await post('/api/checkout-intent', {
      form: { account_details: { email: 'sam@example.com' } },
    });
    expect(status).toBe(200);
    expect(body.data.user).toBeNull();
    expect((body.data.intent as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the form and items, never a payment, and gives them back for the abandon link', async () => {
    const opened = await post('/api/checkout-intent', {
      form: { account_details: { email: 'robin@example.com' } },
    });
    const id = (opened.body.data.intent as { id: string }).id;
    const items = [{ product_uuid: catalogueId('analysis'), quantity: 2, extradata: null }];
    const saved = await post('/api/checkout-intent/save-form', {
      intent_id: id,
      form: {
        account_details: { email: 'robin@example.com' },
        shipping_address: { city: 'Austin' },
        payment: { payment_method: 'card' },
      },
      items,
    });
    expect(saved.status).toBe(200);
    const response = await fetch(`${server.url}/api/checkout-intent/${id}`);
    const { data } = (await response.json()) as { data: { items: unknown[]; form: Record<string, unknown> } };
    expect(data.items).toEqual(items);
    expect(data.form).toEqual({
      account_details: { email: 'robin@example.com' },
      shipping_address: { city: 'Austin' },
    });
  });

  it('answers 404 for a draft that does not exist', async () => {
    expect((await fetch(`${server.url}/api/checkout-intent/${randomUUID()}`)).status).toBe(404);
    const saved = await post('/api/checkout-intent/save-form', {
      intent_id: randomUUID(),
      form: { account_details: { email: 'robin@example.com' } },
      items: [],
    });
    expect(saved.status).toBe(404);
  });
});
