import { randomUUID } from 'node:crypto';
import { addDays } from '@fathom/domain/calendar-date';
import { earliestWithdrawalDate } from '@fathom/domain/cryogenic';
import { resultState } from '@fathom/domain/results';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken } from '../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { catalogueId } from '../../db/seed/catalogue';

interface CryogenicsBody {
  message?: string;
  data: {
    storage_status: string;
    remaining_vials_count: number;
    unused_withdrawals: number;
    items: {
      id: string;
      destruction_date: string | null;
      remaining_vials_count: number;
      vials: { withdrawn_at: string | null; history: { kind: string; facility: string }[] }[];
      withdrawals: { id: string; status: string }[];
    }[];
  };
}

const timezone = 'America/Chicago';
const shipment = { carrier: 'FedEx', tracking_number: '7712 3456 9012' };

describeOnDatabase('cryogenic storage and withdrawals', (database) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    for (const persona of ['sam', 'jamie', 'jordan', 'morgan', 'lab']) {
      tokens[persona] = await signInToken(server, `${persona}@example.com`);
    }
  });
  afterAll(async () => server?.close());

  const as = (persona: string) => ({ authorization: `Bearer ${tokens[persona]}` });
  const cryogenics = async (persona?: string) => {
    const response = await fetch(`${server.url}/api/cryogenics`, { headers: persona ? as(persona) : {} });
    return { status: response.status, body: (await response.json()) as CryogenicsBody };
  };
  const post = async (path: string, persona: string, body?: unknown) => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...as(persona), 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        message?: string;
        errors?: Record<string, string[]>;
        data: { id: string; status: string };
      },
    };
  };
  const draftOf = async (itemId: string, persona?: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/withdrawals/drafts/${itemId}`, {
      method: body === undefined ? 'GET' : 'PUT',
      headers: { ...(persona ? as(persona) : {}), 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as {
        data: Record<string, unknown> | null;
        errors?: Record<string, string[]>;
      },
    };
  };
  const withdrawalsCount = async () =>
    (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM withdrawal_requests')).rows[0]?.n;
  const request = (itemUuid: string, overrides: Record<string, unknown> = {}) => ({
    item_uuid: itemUuid,
    understood: true,
    destination: 'domestic',
    recipient_type: 'medical_facility',
    recipient_name: 'Dr. Ana Flores',
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
    vial_count: 2,
    signature: 'Sam Whitaker',
    password: 'Fathom-demo-1',
    ...overrides,
  });

  it("shows sam's four stored vials with their history; the partner and visitors cannot read it", async () => {
    const { status, body } = await cryogenics('sam');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      storage_status: 'Stored',
      remaining_vials_count: 4,
      unused_withdrawals: 0,
    });
    const vials = body.data.items[0]?.vials ?? [];
    expect(vials).toHaveLength(4);
    expect(vials[0]?.history.map((event) => event.kind)).toEqual(['stored', 'moved']);
    expect((await cryogenics('jamie')).status).toBe(403);
    expect((await cryogenics()).status).toBe(401);
  });

  it("shows the destruction date of morgan's sample without a plan", async () => {
    const { body } = await cryogenics('morgan');
    expect(body.data.items[0]?.destruction_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a request missing any safeguard, and writes nothing', async () => {
    const item = (await cryogenics('sam')).body.data.items[0]?.id ?? '';
    const jordanItem = (await cryogenics('jordan')).body.data.items[0]?.id ?? '';
    const before = await withdrawalsCount();
    const tooSoon = addDays(earliestWithdrawalDate(new Date(), timezone), -1);
    const cases: [Record<string, unknown>, string, number][] = [
      [{ understood: false }, 'understood', 422],
      [{ requested_date: tooSoon }, 'requested_date', 422],
      [{ recipient_type: 'myself' }, 'recipient_type', 422],
      [{ signature: 'Sam' }, 'signature', 422],
      [{ vial_count: 5 }, 'vial_count', 422],
      [{ password: 'wrong-password' }, 'password', 422],
      [{ password: undefined }, 'password', 422],
    ];
    for (const [overrides, field, status] of cases) {
      const answer = await post('/api/withdrawals', 'sam', request(item, overrides));
      expect(answer.status, field).toBe(status);
      expect(answer.body.errors?.[field], field).toHaveLength(1);
    }
    expect((await post('/api/withdrawals', 'sam', request(jordanItem))).status).toBe(404);
    expect((await post('/api/withdrawals', 'jamie', request(item))).status).toBe(403);
    // Domestic shipping must be paid for first.
    const unpaid = await post('/api/withdrawals', 'sam', request(item));
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.message).toBe(
      'Pay for the domestic cryogenic shipping ($250) before requesting the withdrawal.',
    );
    expect(await withdrawalsCount()).toBe(before);
  });

  it("names a facility by the facility's name and a professional by theirs, and says every missing field at once", async () => {
    const item = (await cryogenics('sam')).body.data.items[0]?.id ?? '';
    const before = await withdrawalsCount();
    const professional = await post(
      '/api/withdrawals',
      'sam',
      request(item, { recipient_type: 'medical_professional', recipient_name: '', recipient_facility: '' }),
    );
    expect(professional.status).toBe(422);
    expect(professional.body.errors).toEqual({
      recipient_name: ['Enter the name of the medical professional.'],
      recipient_facility: ['Enter the name of their clinic or practice.'],
    });
    const everything = await post(
      '/api/withdrawals',
      'sam',
      request(item, {
        recipient_name: null,
        recipient_facility: ' ',
        recipient_address: { address_1: '', city: '', state: '', postal_code: 'ABC', country: 'US' },
        recipient_email: 'not an address',
        recipient_phone: '12',
        signature: 'Sam',
      }),
    );
    expect(everything.status).toBe(422);
    expect(Object.keys(everything.body.errors ?? {}).sort()).toEqual([
      'recipient_address.address_1',
      'recipient_address.city',
      'recipient_address.postal_code',
      'recipient_address.state',
      'recipient_email',
      'recipient_facility',
      'recipient_phone',
      'signature',
    ]);
    expect(everything.body.errors?.recipient_facility).toEqual(['Enter the name of the facility.']);
    // The refusal comes before any password is checked, so a form still being fixed never counts as a wrong one.
    expect(await withdrawalsCount()).toBe(before);
  });

  it("keeps sam's draft of a request for him alone, never with a password, until the request is made", async () => {
    const item = (await cryogenics('sam')).body.data.items[0]?.id ?? '';
    expect(await draftOf(item, 'sam')).toEqual({ status: 200, body: { data: null } });
    const draft = {
      understood: true,
      destination: 'domestic',
      recipient_type: 'medical_facility',
      recipient_name: '',
      recipient_facility: 'Hill Country Fertility',
      address_1: '10 Congress Ave',
      city: 'Austin',
      state: 'TX',
      postal_code: '787',
      country: 'US',
      recipient_email: '',
      recipient_phone: '',
      requested_date: earliestWithdrawalDate(new Date(), timezone),
      vial_count: '2',
      signature: 'Sam Whit',
    };
    expect((await draftOf(item, 'sam', draft)).status).toBe(200);
    expect((await draftOf(item, 'sam', { ...draft, city: 'Round Rock' })).status).toBe(200);
    expect((await draftOf(item, 'sam')).body.data).toEqual({ ...draft, city: 'Round Rock' });
    const stored = await server.db.query<{ fields: Record<string, unknown> }>(
      'SELECT fields FROM withdrawal_drafts WHERE item_id = $1',
      [item],
    );
    expect(stored.rows[0]?.fields).not.toHaveProperty('password');
    expect(
      (await draftOf(item, 'sam', { ...draft, city: 'Round Rock', password: 'Fathom-demo-1' })).status,
      'unknown fields are dropped',
    ).toBe(200);
    expect(JSON.stringify((await draftOf(item, 'sam')).body.data)).not.toContain('Fathom-demo-1');
    expect((await draftOf(item, 'sam', { ...draft, signature: 'x'.repeat(201) })).status).toBe(422);
    // Nobody else reads or writes it: another customer, the partner, a visitor.
    expect((await draftOf(item, 'jordan')).status).toBe(404);
    expect((await draftOf(item, 'jordan', { ...draft, city: 'Chicago' })).status).toBe(404);
    expect((await draftOf(item, 'jamie')).status).toBe(403);
    expect((await draftOf(item)).status).toBe(401);
    expect((await draftOf(randomUUID(), 'sam')).status).toBe(404);
    expect((await draftOf(item, 'sam')).body.data?.city).toBe('Round Rock');
  });

  it('paid, requested, consented to by the partner, then shipped: the vials leave storage with their history', async () => {
    const item = (await cryogenics('sam')).body.data.items[0]?.id ?? '';
    const shipping = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'sam@example.com', first_name: 'Sam', last_name: 'Whitaker' },
        shipping_address: undefined,
        items: [{ product_uuid: catalogueId('withdrawal_shipping'), quantity: 1 }],
        withdrawal_uuid: item,
      }),
      randomUUID(),
      as('sam'),
    );
    expect(shipping.status).toBe(200);
    expect((await cryogenics('sam')).body.data.unused_withdrawals).toBe(1);

    // A facility needs no person's name: the facility receives the vials.
    const requested = await post('/api/withdrawals', 'sam', request(item, { recipient_name: undefined }));
    expect(requested.status).toBe(200);
    expect(requested.body.data.status).toBe('awaiting_partner_consent');
    expect((await draftOf(item, 'sam')).body.data).toBeNull();
    expect((await cryogenics('sam')).body.data.items[0]?.withdrawals[0]).toMatchObject({
      destination: 'domestic',
      recipient_type: 'medical_facility',
      recipient_name: null,
      recipient_facility: 'Hill Country Fertility',
      vial_count: 2,
    });
    expect((await post('/api/withdrawals', 'sam', request(item))).status).toBe(409);
    const partnerMail = await server.db.query<{ subject: string }>(
      'SELECT subject FROM outbox WHERE to_address = $1',
      ['jamie@example.com'],
    );
    expect(partnerMail.rows.map((mail) => mail.subject)).toContain('Your consent is needed for a withdrawal');

    const id = requested.body.data.id;
    const awaiting = await fetch(`${server.url}/api/withdrawals/awaiting-consent`, { headers: as('jamie') });
    expect(((await awaiting.json()) as { data: { id: string; requested_by_name: string }[] }).data).toEqual([
      expect.objectContaining({ id, requested_by_name: 'Sam Whitaker', vial_count: 2 }),
    ]);
    expect(
      (await fetch(`${server.url}/api/withdrawals/awaiting-consent`, { headers: as('sam') })).status,
    ).toBe(403);
    expect((await post(`/api/staff/withdrawals/${id}/ship`, 'lab', shipment)).status).toBe(409);
    expect((await post(`/api/withdrawals/${id}/consent`, 'sam')).status).toBe(403);
    const consented = await post(`/api/withdrawals/${id}/consent`, 'jamie');
    expect(consented.body.data.status).toBe('requested');
    expect((await post(`/api/staff/withdrawals/${id}/ship`, 'sam', shipment)).status).toBe(403);
    const shipped = await post(`/api/staff/withdrawals/${id}/ship`, 'lab', shipment);
    expect(shipped.status).toBe(200);
    expect((await post(`/api/staff/withdrawals/${id}/ship`, 'lab', shipment)).status).toBe(409);

    const after = (await cryogenics('sam')).body.data;
    expect(after.remaining_vials_count).toBe(2);
    expect(after.unused_withdrawals).toBe(0);
    const withdrawn = after.items[0]?.vials.filter((vial) => vial.withdrawn_at !== null) ?? [];
    expect(withdrawn).toHaveLength(2);
    expect(withdrawn[0]?.history.at(-1)).toMatchObject({
      kind: 'withdrawn',
      facility: 'Hill Country Fertility',
    });
    expect(after.items[0]?.withdrawals[0]).toMatchObject({
      status: 'shipped',
      carrier: 'FedEx',
      tracking_number: '7712 3456 9012',
    });
  });

  it("once sam's last vials are shipped, the analysis they came from reads post-thaw motility as Withdrawn (RS-13)", async () => {
    const item = (await cryogenics('sam')).body.data.items[0]?.id ?? '';
    const shipping = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'sam@example.com', first_name: 'Sam', last_name: 'Whitaker' },
        shipping_address: undefined,
        items: [{ product_uuid: catalogueId('withdrawal_shipping'), quantity: 1 }],
        withdrawal_uuid: item,
      }),
      randomUUID(),
      as('sam'),
    );
    expect(shipping.status).toBe(200);
    const requested = await post('/api/withdrawals', 'sam', request(item, { vial_count: 2 }));
    expect(requested.status).toBe(200);
    const id = requested.body.data.id;
    expect((await post(`/api/withdrawals/${id}/consent`, 'jamie')).status).toBe(200);
    expect((await post(`/api/staff/withdrawals/${id}/ship`, 'lab', shipment)).status).toBe(200);
    expect((await cryogenics('sam')).body.data.remaining_vials_count).toBe(0);

    const { rows } = await server.db.query<{ id: string }>(
      `SELECT r.id FROM result_documents r JOIN items cryo ON cryo.matched_analysis_id = r.item_id
        WHERE cryo.id = $1`,
      [item],
    );
    const document = await fetch(`${server.url}/api/restify/result-documents/${rows[0]?.id}`, {
      headers: as('sam'),
    });
    const body = (await document.json()) as {
      data: { relationships: { item: { attributes: { storage_status: { status: string | null } } } } };
    };
    const status = body.data.relationships.item.attributes.storage_status.status;
    expect(status).toBe('Withdrawn');
    expect(resultState('post_thaw_motility', { post_thaw_motility: null }, { storageStatus: status })).toBe(
      'Withdrawn',
    );
  });

  it('an international withdrawal waits for a quote instead of a payment', async () => {
    const item = (await cryogenics('morgan')).body.data.items[0]?.id ?? '';
    const answer = await post(
      '/api/withdrawals',
      'morgan',
      request(item, {
        destination: 'international',
        signature: 'Morgan Hayes',
        recipient_address: {
          address_1: '5 Harley Street',
          city: 'London',
          postal_code: 'W1G 9QY',
          country: 'GB',
        },
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('awaiting_quote');
  });

  it("staff store morgan's sample in vials, move one to long-term storage and destroy another; the history shows each step", async () => {
    const before = (await cryogenics('morgan')).body.data.items[0];
    const item = before?.id ?? '';
    expect(
      (await post(`/api/staff/items/${item}/vials`, 'morgan', { count: 2, facility: 'Fathom Lab' })).status,
    ).toBe(403);
    const stored = await post(`/api/staff/items/${item}/vials`, 'lab', {
      count: 2,
      facility: 'Fathom Lab, Austin, Texas',
    });
    expect(stored.status).toBe(200);
    const [first, second] = (stored.body.data as unknown as { vial_ids: string[] }).vial_ids;
    expect(
      (
        await post(`/api/staff/vials/${first}/events`, 'lab', {
          kind: 'moved',
          facility: 'Fathom Cryobank, Austin, Texas',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await post(`/api/staff/vials/${second}/events`, 'lab', {
          kind: 'destroyed',
          facility: 'Fathom Lab, Austin, Texas',
          note: 'Requested by the client',
        })
      ).status,
    ).toBe(200);
    expect(
      (await post(`/api/staff/vials/${second}/events`, 'lab', { kind: 'moved', facility: 'Elsewhere' }))
        .status,
    ).toBe(409);
    const after = (await cryogenics('morgan')).body.data.items[0];
    expect(after?.destruction_date).toBe(before?.destruction_date);
    const vials = (after?.vials ?? []) as unknown as { id: string; history: { kind: string }[] }[];
    const history = (id: string | undefined) =>
      vials.find((vial) => vial.id === id)?.history.map((event) => event.kind);
    expect(history(first)).toEqual(['stored', 'moved']);
    expect(history(second)).toEqual(['stored', 'destroyed']);
    expect(after?.remaining_vials_count).toBe((before?.remaining_vials_count ?? 0) + 1);
  });
});
