import { PRETENDING_CHARACTER_MESSAGE } from '@fathom/domain/validation/plain-text';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken, testAddress } from '../checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../test-server';

const message = PRETENDING_CHARACTER_MESSAGE;

describeOnDatabase('names, addresses and notes that pretend', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const count = async (sql: string, params: unknown[] = []) =>
    (await server.db.query<{ n: number }>(sql, params)).rows[0]?.n;

  async function send(method: string, path: string, body: unknown, token: string) {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { message: string; errors?: object } };
  }

  it('refuses an order whose name, address or gift message changes direction or hides text, and writes nothing', async () => {
    const request = orderRequest();
    const cases: [string, Record<string, unknown>][] = [
      [
        'account_details.first_name',
        { account_details: { ...request.account_details, first_name: 'Robin\u202eelaH' } },
      ],
      [
        'account_details.last_name',
        { account_details: { ...request.account_details, last_name: '\u2067Hale\u2069' } },
      ],
      [
        'shipping_address.address_1',
        { shipping_address: { ...testAddress, address_1: '1 Market\u200b Street' } },
      ],
      ['shipping_address.city', { shipping_address: { ...testAddress, city: 'San\u200f Francisco' } }],
      [
        'gift.message',
        {
          gift: {
            is_gift: true,
            recipient_name: 'Jamie',
            recipient_email: 'jamie.gift@example.com',
            message: 'Happy birthday \u0301',
          },
        },
      ],
      [
        'gift.recipient_name',
        {
          gift: {
            is_gift: true,
            recipient_name: 'Ja\u200dmie',
            recipient_email: 'jamie.gift@example.com',
            message: '',
          },
        },
      ],
    ];
    for (const [field, change] of cases) {
      const answer = await placeOrder(server, { ...request, ...change });
      expect(answer, field).toEqual({
        status: 422,
        body: { code: 'invalid', message, errors: { [field]: [message] } },
      });
    }
    expect(
      await count('SELECT count(*)::int AS n FROM orders WHERE email = $1', [request.account_details.email]),
    ).toBe(0);
  });

  it('places the order of a customer whose name and address need accents, another script or its joiners', async () => {
    for (const [first_name, last_name, address_1] of [
      ['Zoë', 'Nuñez', '12 Calle José-María'],
      ['Siobhán', "O'Brien", 'Flat 2, 10 Main Street'],
      ['明', '王', '建国路 88 号'],
      ['علی\u200cرضا', 'محمدی', 'خیابان ولیعصر'],
    ]) {
      const request = orderRequest();
      const answer = await placeOrder(server, {
        ...request,
        account_details: { ...request.account_details, first_name, last_name },
        shipping_address: { ...testAddress, first_name, last_name, address_1 },
      });
      expect(answer.status, `${first_name} ${last_name}`).toBe(200);
    }
  });

  it('refuses a pretending name on the profile, and a signature that would be printed on an agreement (a PDF)', async () => {
    const token = await signInToken(server, 'drew@example.com');
    const signaturesBefore = await count('SELECT count(*)::int AS n FROM signed_documents');
    const profile = await send('POST', '/api/restify/profile', { preferred_first_name: 'Dr\u2066ew' }, token);
    expect(profile).toEqual({
      status: 422,
      body: { code: 'invalid', message, errors: { preferred_first_name: [message] } },
    });
    const signed = await send(
      'POST',
      '/api/restify/documents/6/sign',
      { legal_name: 'Drew\u202e Client', agreed: true },
      token,
    );
    expect(signed.status).toBe(422);
    expect(signed.body.errors).toEqual({ legal_name: [message] });
    expect(await count('SELECT count(*)::int AS n FROM signed_documents')).toBe(signaturesBefore);
    const fine = await send('POST', '/api/restify/profile', { preferred_first_name: 'Zoë' }, token);
    expect(fine.status).toBe(200);
  });
});
