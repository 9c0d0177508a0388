import { randomUUID } from 'node:crypto';
import { earliestWithdrawalDate } from '@fathom/domain/cryogenic';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken } from '../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { catalogueId } from '../../db/seed/catalogue';

interface Storage {
  data: {
    remaining_vials_count: number;
    items: { id: string; withdrawals: { id: string; status: string }[] }[];
  };
}

const timezone = 'America/Chicago';
const shipment = { carrier: 'FedEx', tracking_number: '7712 3456 9012' };

/**
 * A partner added on /partner (through the API, as a customer does) is asked to consent to a withdrawal of the
 * stored vials, and may decline it: nothing leaves storage and the account holder is told.
 */
describeOnDatabase("a partner's consent to a withdrawal", (database) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    for (const persona of ['jordan', 'lab', 'support'])
      tokens[persona] = await signInToken(server, `${persona}@example.com`);
  });
  afterAll(async () => server?.close());

  const call = async (method: string, path: string, token: string | undefined, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    return {
      status: response.status,
      body: (await response.json()) as { data: { id: string; status: string } },
    };
  };
  const storage = async () =>
    (await (
      await fetch(`${server.url}/api/cryogenics`, { headers: { authorization: `Bearer ${tokens.jordan}` } })
    ).json()) as Storage;
  const outboxTo = async (address: string) =>
    (
      await server.db.query<{ subject: string; text_body: string }>(
        'SELECT subject, text_body FROM outbox WHERE to_address = $1 ORDER BY created_at DESC',
        [address],
      )
    ).rows;

  it('asks a partner added on /partner, who declines: the vials stay and the holder is emailed', async () => {
    // jordan's earlier withdrawal is sent first, so the sample is free for a new request.
    const before = await storage();
    const item = before.data.items[0]?.id ?? '';
    for (const open of before.data.items[0]?.withdrawals.filter((w) => w.status === 'requested') ?? []) {
      expect(
        (await call('POST', `/api/staff/withdrawals/${open.id}/ship`, tokens.lab, shipment)).status,
      ).toBe(200);
    }
    const vialsHeld = (await storage()).data.remaining_vials_count;
    expect(vialsHeld).toBeGreaterThan(0);

    const added = await call('POST', '/api/restify/authorized-users', tokens.jordan, {
      first_name: 'Robin',
      last_name: 'Quinn',
      email: 'robin.quinn@example.com',
      password: 'Fathom-demo-1',
    });
    expect(added.status).toBe(200);
    // The link as delivered: the outbox keeps the message without its live token.
    await server.drainOutbox();
    const mailbox = await fetch(
      `${server.url}/api/staff/sandbox-mailbox?to=${encodeURIComponent('robin.quinn@example.com')}`,
      { headers: { authorization: `Bearer ${tokens.support}` } },
    );
    const invitation = ((await mailbox.json()) as { data: { text: string }[] }).data[0]?.text ?? '';
    const link = new URL(/https?:\/\/\S+\/password\/reset\?\S+/.exec(invitation)?.[0] ?? 'http://x');
    const chosen = await call('POST', '/api/reset-password', undefined, {
      token: link.searchParams.get('token'),
      email: 'robin.quinn@example.com',
      password: 'Partner-pass-7',
      password_confirmation: 'Partner-pass-7',
    });
    expect(chosen.status).toBe(200);
    const login = await call('POST', '/api/login', undefined, {
      email: 'robin.quinn@example.com',
      password: 'Partner-pass-7',
    });
    const partner = (login.body.data as unknown as { token: string }).token;

    const shipping = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'jordan@example.com', first_name: 'Jordan', last_name: 'Reyes' },
        shipping_address: undefined,
        items: [{ product_uuid: catalogueId('withdrawal_shipping'), quantity: 1 }],
        withdrawal_uuid: item,
      }),
      randomUUID(),
      { authorization: `Bearer ${tokens.jordan}` },
    );
    expect(shipping.status).toBe(200);
    const requested = await call('POST', '/api/withdrawals', tokens.jordan, {
      item_uuid: item,
      understood: true,
      destination: 'domestic',
      recipient_type: 'medical_facility',
      recipient_facility: 'Hill Country Fertility',
      recipient_address: {
        address_1: '10 Congress Ave',
        city: 'Austin',
        state: 'TX',
        postal_code: '78701',
        country: 'US',
      },
      recipient_email: 'lab@hillcountry.example',
      recipient_phone: '+15125550199',
      requested_date: earliestWithdrawalDate(new Date(), timezone),
      timezone,
      vial_count: 1,
      signature: 'Jordan Ellis',
      password: 'Fathom-demo-1',
    });
    expect(requested.status, JSON.stringify(requested.body)).toBe(200);
    expect(requested.body.data.status).toBe('awaiting_partner_consent');
    const id = requested.body.data.id;

    expect((await call('POST', `/api/withdrawals/${id}/decline`, tokens.jordan)).status).toBe(403);
    const declined = await call('POST', `/api/withdrawals/${id}/decline`, partner);
    expect([declined.status, declined.body.data.status]).toEqual([200, 'declined_by_partner']);
    expect((await call('POST', `/api/withdrawals/${id}/consent`, partner)).status).toBe(404);
    expect((await call('POST', `/api/withdrawals/${id}/decline`, partner)).status).toBe(404);
    expect((await call('POST', `/api/staff/withdrawals/${id}/ship`, tokens.lab, shipment)).status).toBe(409);

    const after = await storage();
    expect(after.data.remaining_vials_count).toBe(vialsHeld);
    expect(after.data.items[0]?.withdrawals.find((w) => w.id === id)?.status).toBe('declined_by_partner');
    const told = (await outboxTo('jordan@example.com')).find((mail) =>
      mail.subject.includes('was not confirmed'),
    );
    expect(told?.text_body).toContain('did not consent to sending 1 vial to Hill Country Fertility');
    expect(told?.subject).not.toMatch(/sperm|vial|sample/i);
  });
});
