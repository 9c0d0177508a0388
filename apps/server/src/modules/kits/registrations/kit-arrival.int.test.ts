import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

describeOnDatabase('kits scanned at the lab', (database) => {
  let server: TestServer;
  let staff: string;
  beforeAll(async () => {
    server = await startTestServer({ database });
    staff = await signInToken(server, 'lab@example.com');
  });
  afterAll(async () => server?.close());

  const newKit = async (dateOfBirth: string) => {
    const email = `arrival-${Math.random().toString(36).slice(2)}@example.com`;
    const placed = await placeOrder(
      server,
      orderRequest({ account_details: { email, first_name: 'Robin', last_name: 'Hale' } }),
    );
    expect(placed.status).toBe(200);
    const { rows } = await server.db.query<{ id: string; kit_identifier: string; client_id: string }>(
      'SELECT id, kit_identifier, client_id FROM items WHERE order_id = $1',
      [placed.body.data.order_id],
    );
    const kit = rows[0];
    if (!kit) throw new Error('no kit');
    await server.db.query('UPDATE clients SET date_of_birth = $2 WHERE id = $1', [
      kit.client_id,
      dateOfBirth,
    ]);
    return { ...kit, email };
  };
  const scan = (identifier: string, token = staff) =>
    fetch(`${server.url}/api/staff/kits/${identifier}/arrival`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
  const stageOf = async (itemId: string) =>
    (
      await server.db.query<{ tracking_stage: number }>('SELECT tracking_stage FROM items WHERE id = $1', [
        itemId,
      ])
    ).rows[0]?.tracking_stage;
  const mailTo = async (email: string) =>
    (
      await server.db.query<{ subject: string; body: string }>(
        "SELECT subject, coalesce(text_body, '') AS body FROM outbox WHERE to_address = $1 AND subject LIKE '%register%'",
        [email],
      )
    ).rows;
  const register = (identifier: string, dateOfBirth: string) =>
    fetch(`${server.url}/api/kit-registrations/verify-client-dob/${identifier}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date_of_birth: dateOfBirth }),
    });

  it('a kit scanned before it is registered is held, and its owner is sent to the kit-not-registered page once', async () => {
    const kit = await newKit('1990-01-02');
    const first = await scan(kit.kit_identifier.toLowerCase());
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: unknown }).data).toEqual({
      item_id: kit.id,
      registered: false,
      tracking_stage: 4,
    });
    const sent = await mailTo(kit.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain(`${server.publicUrl}/onboarding/kit-not-registered/${kit.id}`);

    const customer = await signInTokenOf(kit.email);
    const item = (await (
      await fetch(`${server.url}/api/restify/items/${kit.id}`, {
        headers: { authorization: `Bearer ${customer}` },
      })
    ).json()) as { data: { attributes: { kit: { held_at_lab: boolean; registered: boolean } } } };
    expect(item.data.attributes.kit).toMatchObject({ held_at_lab: true, registered: false });

    expect((await scan(kit.kit_identifier)).status).toBe(200);
    expect(await mailTo(kit.email)).toHaveLength(1);

    expect((await register(kit.kit_identifier, '1990-01-02')).status).toBe(200);
    expect(await stageOf(kit.id)).toBe(5);
  });

  it("names the kit by its product in its owner's language: English exactly as before, Spanish beside it", async () => {
    const english = await newKit('1991-03-04');
    const spanish = await newKit('1992-05-06');
    await server.db.query("UPDATE users SET language = 'es' WHERE lower(email) = lower($1)", [spanish.email]);
    expect((await scan(english.kit_identifier)).status).toBe(200);
    expect((await scan(spanish.kit_identifier)).status).toBe(200);

    const [toEnglish] = await mailTo(english.email);
    expect(toEnglish?.subject).toBe('Your kit reached the lab: please register it');
    expect(toEnglish?.body).toContain(
      'The lab has received your Semen Analysis, but the kit is not registered to you yet, so the lab cannot start on your sample.',
    );
    const toSpanish = (
      await server.db.query<{ subject: string; body: string }>(
        "SELECT subject, coalesce(text_body, '') AS body FROM outbox WHERE to_address = $1",
        [spanish.email],
      )
    ).rows.find((email) => email.body.includes('/onboarding/kit-not-registered/'));
    expect(toSpanish?.subject).toBe('Su kit llegó al laboratorio: regístrelo, por favor');
    expect(toSpanish?.body).toContain(
      'El laboratorio recibió su kit "Análisis de semen", pero todavía no está registrado a su nombre',
    );
    expect(toSpanish?.body).not.toContain('Semen Analysis');
  });

  it('a registered kit scanned at the lab goes into analysis without an email', async () => {
    const kit = await newKit('1980-05-06');
    expect((await register(kit.kit_identifier, '1980-05-06')).status).toBe(200);
    expect(await stageOf(kit.id)).toBe(1);
    const answer = await scan(kit.kit_identifier);
    expect(((await answer.json()) as { data: unknown }).data).toEqual({
      item_id: kit.id,
      registered: true,
      tracking_stage: 5,
    });
    expect(await mailTo(kit.email)).toHaveLength(0);
  });

  it('only staff scan kits, and an unknown code is not found', async () => {
    expect((await scan('FK-0000-0000-0000')).status).toBe(404);
    expect((await scan('FK-TAYLOR-0001', await signInToken(server, 'taylor@example.com'))).status).toBe(403);
  });

  /** A new customer's session, from a login link minted by staff. */
  async function signInTokenOf(email: string): Promise<string> {
    const minted = await fetch(`${server.url}/api/staff/login-tokens`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await signInToken(server, 'support@example.com')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email }),
    });
    const { login_token } = ((await minted.json()) as { data: { login_token: string } }).data;
    const answer = await fetch(`${server.url}/api/login/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login_token }),
    });
    return ((await answer.json()) as { data: { token: string } }).data.token;
  }
});
