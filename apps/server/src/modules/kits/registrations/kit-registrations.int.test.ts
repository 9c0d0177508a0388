import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

const notVerified = 'We could not verify these details. Check them and try again.';

describeOnDatabase('kit registration', (database) => {
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

  const asKit = (token: string, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    });
  const lastEmailTo = async (email: string) =>
    (
      await server.db.query<{ subject: string; text_body: string }>(
        'SELECT subject, text_body FROM outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
        [email],
      )
    ).rows[0];

  it("a kit's code and its owner's date of birth register the kit once, opening a session limited to that kit", async () => {
    const before = await registrations(await signInToken(server, 'taylor@example.com'));
    expect(before.meta).toEqual({ registered: 0, unregistered: 1 });
    const answer = await verify('fk-taylor-0001', '1988-09-30');
    expect(answer.status).toBe(200);
    const { token } = ((await answer.json()) as { data: { token: string } }).data;

    // The owner hears of it, in words that name no test.
    const notice = await lastEmailTo('taylor@example.com');
    expect(notice?.subject).toBe("Signed in to your Fathom account with a kit's details");
    expect(notice?.text_body).toContain('/forgot-password');

    // The session reaches the kit's registration and order details, and nothing of the account.
    const kit = await asKit(token, '/api/kit-session');
    expect(kit.status).toBe(200);
    const shown = ((await kit.json()) as { data: { has_password: boolean; kit: Record<string, unknown> } })
      .data;
    expect(shown.has_password).toBe(true);
    expect(shown.kit).toMatchObject({ kit_identifier: 'FK-TAYLOR-0001', registered_with: 'qr_code' });
    expect((await asKit(token, '/api/restify/profile')).status).toBe(403);
    const emailChange = await asKit(token, '/api/restify/profile', {
      method: 'POST',
      body: JSON.stringify({ email: 'thief@example.com' }),
    });
    expect(emailChange.status).toBe(403);
    expect((await asKit(token, '/api/restify/kit-registrations')).status).toBe(403);
    const { rows } = await server.db.query<{ email: string }>(
      "SELECT email FROM users WHERE email = 'taylor@example.com'",
    );
    expect(rows).toHaveLength(1);

    // Registered now: the same details never open a session again, whatever the date.
    const again = await verify('FK-TAYLOR-0001', '1988-09-30');
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toContain('already registered');
    expect((await verify('FK-TAYLOR-0001', '1999-01-01')).status).toBe(409);
    expect((await registrations(await signInToken(server, 'taylor@example.com'))).meta).toEqual({
      registered: 1,
      unregistered: 0,
    });
  });

  /** A kit just ordered (by a signed-in customer, or a new one), with a code and the buyer's date of birth. */
  const freshKitCode = async (account: { token?: string; email?: string }) => {
    const email = account.email ?? `kit-buyer-${randomUUID()}@example.com`;
    const placed = await placeOrder(
      server,
      orderRequest({ account_details: { email, first_name: 'Robin', last_name: 'Hale' } }),
      randomUUID(),
      account.token ? { authorization: `Bearer ${account.token}` } : {},
    );
    expect(placed.status).toBe(200);
    const identifier = `FK-T${randomUUID().slice(0, 8).toUpperCase()}`;
    await server.db.query(
      `UPDATE items SET kit_identifier = $2 WHERE order_id = $1 AND category = 'analysis'`,
      [placed.body.data.order_id, identifier],
    );
    await server.db.query(
      `UPDATE clients SET date_of_birth = '1990-06-15'
        WHERE id = (SELECT client_id FROM items WHERE kit_identifier = $1)`,
      [identifier],
    );
    return identifier;
  };
  /** A fresh kit registered with its code and the date of birth: the limited session's token. */
  const freshKit = async (account: { token?: string; email?: string }) => {
    const answer = await verify(await freshKitCode(account), '1990-06-15');
    expect(answer.status).toBe(200);
    return ((await answer.json()) as { data: { token: string } }).data.token;
  };
  const givePassword = (token: string, password: string) =>
    asKit(token, '/api/kit-session/password', { method: 'POST', body: JSON.stringify({ password }) });

  it('the password ends the limited session and opens the account; a wrong one opens nothing', async () => {
    const token = await freshKit({ token: await signInToken(server, 'drew@example.com') });
    const wrong = await givePassword(token, 'not-the-password');
    expect(wrong.status).toBe(422);
    expect((await asKit(token, '/api/restify/profile')).status).toBe(403);
    const right = await givePassword(token, 'Fathom-demo-1');
    expect(right.status).toBe(200);
    const opened = ((await right.json()) as { data: { token: string } }).data.token;
    const profile = await asKit(opened, '/api/restify/profile');
    expect(profile.status).toBe(200);
    expect(JSON.stringify(await profile.json())).toContain('drew@example.com');
    // The limited session is over, and the account's own session reaches no kit session.
    expect((await asKit(token, '/api/kit-session')).status).toBe(401);
    expect((await asKit(opened, '/api/kit-session')).status).toBe(403);
  });

  it('a new customer chooses a password from the limited session, and signs in with it afterwards', async () => {
    const email = `kit-buyer-${randomUUID()}@example.com`;
    const token = await freshKit({ email });
    const shown = (await (await asKit(token, '/api/kit-session')).json()) as {
      data: { has_password: boolean };
    };
    expect(shown.data.has_password).toBe(false);
    const short = await givePassword(token, 'short');
    expect(short.status).toBe(422);
    expect((await givePassword(token, 'A-new-password-42')).status).toBe(200);
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'A-new-password-42' }),
    });
    expect(login.status).toBe(200);
  });

  it('never says which detail was wrong, and stops after five wrong dates for a kit', async () => {
    const unknownKit = await verify('FK-NOBODY', '1988-09-30');
    expect(unknownKit.status).toBe(422);
    expect(((await unknownKit.json()) as { message: string }).message).toBe(notVerified);
    const code = await freshKitCode({ token: await signInToken(server, 'casey@example.com') });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push((await verify(code, '1999-01-01')).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await verify(code, '1990-06-15')).status).toBe(429);
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

  it('a kit reference, its order number and the date of birth register the kit once, in a limited session', async () => {
    const code = await freshKitCode({ token: await signInToken(server, 'morgan@example.com') });
    const { rows } = await server.db.query<{ id: string; po_number: string }>(
      'SELECT i.id, i.po_number FROM items i WHERE i.kit_identifier = $1',
      [code],
    );
    const kit = rows[0];
    if (!kit) throw new Error('the kit was not made');
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
    const dateOfBirth = '1990-06-15';
    const wrongDate = await byOrder({ po_number: kit.po_number, date_of_birth: '1901-01-01' });
    expect(wrongDate.status).toBe(422);
    expect(((await wrongDate.json()) as { message: string }).message).toBe(notVerified);
    const answer = await byOrder({ po_number: kit.po_number, date_of_birth: dateOfBirth });
    expect(answer.status).toBe(200);
    const { token } = ((await answer.json()) as { data: { token: string } }).data;
    const kitSession = (await (await asKit(token, '/api/kit-session')).json()) as {
      data: { kit: { item_id: string; registered_with: string; po_number: string } };
    };
    expect(kitSession.data.kit).toMatchObject({
      item_id: kit.id,
      registered_with: 'po_number',
      po_number: kit.po_number,
    });
    expect((await byOrder({ po_number: kit.po_number, date_of_birth: dateOfBirth })).status).toBe(409);
  });
});
