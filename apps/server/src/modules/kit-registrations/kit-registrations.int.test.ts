import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../test/checkout-requests';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';

const notVerified = 'We could not verify these details. Check them and try again.';

describeEachDatabase('kit registration', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const verify = (identifier: string, date: string) =>
    fetch(`${server.url}/api/kit-registrations/verify-client-dob/${identifier}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date_of_birth: date }),
    });
  const registrations = async (token: string) =>
    (await (
      await fetch(`${server.url}/api/restify/kit-registrations`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as {
      data: { attributes: { method: string } }[];
      meta: { registered: number; unregistered: number };
    };

  it("a kit's code and its owner's date of birth register the kit and sign the owner in", async () => {
    const before = await registrations(await signInToken(server, 'taylor@example.com'));
    expect(before.meta).toEqual({ registered: 0, unregistered: 1 });
    const answer = await verify('fk-taylor-0001', '1988-09-30');
    expect(answer.status).toBe(200);
    const { token } = ((await answer.json()) as { data: { token: string } }).data;
    const profile = await fetch(`${server.url}/api/restify/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(await profile.json())).toContain('taylor@example.com');
    const after = await registrations(token);
    expect(after.meta).toEqual({ registered: 1, unregistered: 0 });
    expect(after.data[0]?.attributes.method).toBe('qr_code');
  });

  it('never says which detail was wrong, and stops after five wrong dates for a kit', async () => {
    const unknownKit = await verify('FK-NOBODY', '1988-09-30');
    expect(unknownKit.status).toBe(422);
    expect(((await unknownKit.json()) as { message: string }).message).toBe(notVerified);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await verify('FK-TAYLOR-0001', '1999-01-01')).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await verify('FK-TAYLOR-0001', '1988-09-30')).status).toBe(429);
  });

  it('a signed-in customer registers their own kit by its order number, not another customer’s', async () => {
    const patToken = await signInToken(server, 'pat@example.com');
    const { rows } = await server.db.query<{ po_number: string; email: string }>(
      `SELECT i.po_number, u.email FROM items i JOIN users u ON u.client_id = i.client_id
        WHERE u.email IN ('pat@example.com', 'sam@example.com') AND i.category = 'analysis'`,
    );
    const po = (email: string) => rows.find((row) => row.email === email)?.po_number ?? '';
    const validate = (token: string, poNumber: string) =>
      fetch(`${server.url}/api/restify/items/actions?action=validate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ po_number: poNumber }),
      });
    const others = await validate(patToken, po('sam@example.com'));
    expect(others.status).toBe(422);
    expect(((await others.json()) as { message: string }).message).toBe(notVerified);
    expect((await validate(patToken, po('pat@example.com'))).status).toBe(200);
    expect((await registrations(patToken)).meta.registered).toBe(1);
  });

  it('a kit reference, its order number and the date of birth register the kit and sign the owner in', async () => {
    const { rows } = await server.db.query<{ id: string; po_number: string }>(
      `SELECT i.id, i.po_number FROM items i JOIN users u ON u.client_id = i.client_id
        WHERE u.email = 'pat@example.com' AND i.category = 'analysis'`,
    );
    const kit = rows[0];
    if (!kit) throw new Error('pat has no kit');
    const byOrder = (body: Record<string, string>, itemId = kit.id) =>
      fetch(`${server.url}/api/kit-registrations/verify-item/${itemId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const wrongOrder = await byOrder({ po_number: 'PO-0', date_of_birth: '1990-01-01' });
    expect(wrongOrder.status).toBe(422);
    expect(((await wrongOrder.json()) as { message: string }).message).toBe(notVerified);
    expect(
      (await byOrder({ po_number: kit.po_number, date_of_birth: '1990-01-01' }, 'not-a-kit')).status,
    ).toBe(422);
    const { rows: birth } = await server.db.query<{ date_of_birth: string | null }>(
      `SELECT to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth FROM clients c JOIN users u ON u.client_id = c.id
        WHERE u.email = 'pat@example.com'`,
    );
    const dateOfBirth = birth[0]?.date_of_birth ?? '';
    const wrongDate = await byOrder({ po_number: kit.po_number, date_of_birth: '1901-01-01' });
    expect(wrongDate.status).toBe(422);
    expect(((await wrongDate.json()) as { message: string }).message).toBe(notVerified);
    const answer = await byOrder({ po_number: kit.po_number, date_of_birth: dateOfBirth });
    expect(answer.status).toBe(200);
    const { token } = ((await answer.json()) as { data: { token: string } }).data;
    const after = await registrations(token);
    expect(after.data.some((registration) => registration.attributes.method === 'po_number')).toBe(true);
  });
});
