import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';
import { deleteExpiredDrafts } from './checkout-intent-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

describeOnDatabase('checkout drafts', (database) => {
  let server: TestServer;
  let now = new Date();
  beforeAll(async () => {
    server = await startTestServer({ database, seed: false, clock: () => now, env: { TRUST_PROXY: 'on' } });
  });
  afterAll(async () => server?.close());

  let addresses = 0;
  /** Each request from an address of its own, unless one is given: the limit on opening drafts is per address. */
  const post = async (path: string, body: unknown, cookie = '', ip = `198.51.100.${++addresses}`) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers
      .getSetCookie()
      .find((line) => line.startsWith('fathom_checkout_draft='));
    return {
      status: response.status,
      body: (await response.json()) as { data: Record<string, unknown> },
      setCookie,
      cookie: setCookie?.split(';')[0] ?? '',
    };
  };
  /** Opens a draft in a browser of its own; answers its id and that browser's cookie. */
  const open = async (email = 'robin@example.com') => {
    const opened = await post('/api/checkout-intent', { form: { account_details: { email } } });
    expect(opened.status).toBe(200);
    return { id: (opened.body.data.intent as { id: string }).id, cookie: opened.cookie };
  };
  const read = (id: string, cookie: string) =>
    fetch(`${server.url}/api/checkout-intent/${id}`, { headers: { cookie } });
  const items = [{ product_uuid: catalogueId('analysis'), quantity: 2, extradata: null }];
  const save = (id: string, cookie: string, form: unknown) =>
    post('/api/checkout-intent/save-form', { intent_id: id, form, items }, cookie);

  it('opens a draft for an email without saying whether the email has an account', async () => {
    const opened = await post('/api/checkout-intent', {
      form: { account_details: { email: 'sam@example.com' } },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data.user).toBeNull();
    expect((opened.body.data.intent as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(opened.setCookie).toMatch(/HttpOnly/);
    expect(opened.setCookie).toMatch(/SameSite=Lax/);
    expect(opened.setCookie).toMatch(/Path=\/api\/checkout-intent/);
    expect(opened.setCookie).toMatch(/Max-Age=2592000/);
  });

  it('keeps the form and items, never a payment, and gives them back to the browser that opened it', async () => {
    const { id, cookie } = await open();
    const saved = await save(id, cookie, {
      account_details: { email: 'robin@example.com' },
      shipping_address: { city: 'Austin' },
      payment: { payment_method: 'card' },
    });
    expect(saved.status).toBe(200);
    const response = await read(id, cookie);
    const { data } = (await response.json()) as { data: { items: unknown[]; form: Record<string, unknown> } };
    expect(data.items).toEqual(items);
    expect(data.form).toEqual({
      account_details: { email: 'robin@example.com' },
      shipping_address: { city: 'Austin' },
    });
  });

  it('is neither read nor saved by anyone holding only its id, nor by another browser', async () => {
    const { id, cookie } = await open();
    const other = await open('lee@example.com');
    const form = { account_details: { email: 'robin@example.com' }, shipping_address: { city: 'Austin' } };
    expect((await save(id, cookie, form)).status).toBe(200);

    expect((await read(id, '')).status).toBe(404);
    expect((await read(id, other.cookie)).status).toBe(404);
    expect((await read(id, 'fathom_checkout_draft=guessed')).status).toBe(404);
    const stranger = { account_details: { email: 'x@example.com' }, shipping_address: { city: 'Reno' } };
    expect((await save(id, '', stranger)).status).toBe(404);
    expect((await save(id, other.cookie, stranger)).status).toBe(404);

    const kept = (await (await read(id, cookie)).json()) as { data: { form: unknown } };
    expect(kept.data.form).toEqual(form);
  });

  it('refuses what is not the checkout form with 422 and keeps the draft as it was', async () => {
    const { id, cookie } = await open();
    const form = { account_details: { email: 'robin@example.com' }, shipping_address: { city: 'Austin' } };
    expect((await save(id, cookie, form)).status).toBe(200);
    const refused = [
      { ...form, date_of_birth: '1988-09-30' },
      { ...form, account_details: { email: 'robin@example.com', insurance_id: 'COVERED-1' } },
      { ...form, shipping_address: { city: 'Austin', notes: 'x' } },
      { ...form, shipping_address: { city: 'x'.repeat(101) } },
      { ...form, insurance: { application_uuid: 'not-an-id', member_id: 'COVERED-1' } },
    ];
    for (const body of refused) expect((await save(id, cookie, body)).status).toBe(422);
    const large = await fetch(`${server.url}/api/checkout-intent/save-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ intent_id: id, form, items, padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(large.status).toBe(413);
    const kept = (await (await read(id, cookie)).json()) as { data: { form: unknown } };
    expect(kept.data.form).toEqual(form);
  });

  it('expires 30 days after it was opened, and the hourly job deletes it', async () => {
    const { id, cookie } = await open();
    const form = { account_details: { email: 'robin@example.com' } };
    now = new Date(Date.now() + 29 * DAY_MS);
    expect((await read(id, cookie)).status).toBe(200);
    now = new Date(Date.now() + 30 * DAY_MS + 60_000);
    expect((await read(id, cookie)).status).toBe(404);
    expect((await save(id, cookie, form)).status).toBe(404);
    await deleteExpiredDrafts(server.db, now);
    const left = await server.db.query('SELECT 1 FROM checkout_intents WHERE id = $1', [id]);
    expect(left.rows).toHaveLength(0);
    now = new Date();
  });

  it('opens at most 120 drafts in 15 minutes from one address', async () => {
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let n = 0; n < 121; n += 1) {
      const opened = await post(
        '/api/checkout-intent',
        { form: { account_details: { email: `n${n}@example.com` } } },
        '',
        ip,
      );
      statuses.push(opened.status);
    }
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });

  it('answers 404 for a draft that does not exist', async () => {
    const { cookie } = await open();
    expect((await read(randomUUID(), cookie)).status).toBe(404);
    const saved = await save(randomUUID(), cookie, { account_details: { email: 'robin@example.com' } });
    expect(saved.status).toBe(404);
  });
});
