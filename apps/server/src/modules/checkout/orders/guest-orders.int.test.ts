import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken, testAddress } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { sandboxCardTokens } from '../../../integrations/payments/sandbox';

const strangerAddress = {
  ...testAddress,
  first_name: 'Lee',
  last_name: 'Stranger',
  address_1: '99 Elsewhere Road',
  city: 'Reno',
  state: 'NV',
  postal_code: '89501',
};

describeOnDatabase('an order placed without signing in', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const emailsTo = async (address: string) =>
    (
      await server.db.query<{ subject: string; text_body: string }>(
        'SELECT subject, text_body FROM outbox WHERE lower(to_address) = lower($1) ORDER BY created_at',
        [address],
      )
    ).rows;
  const usersWith = async (email: string) =>
    (await server.db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email])).rows.length;
  const historyOf = async (token: string) => {
    const response = await fetch(`${server.url}/api/restify/orders?perPage=50`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { attributes: { po_number: string } }[] };
    return body.data.map((order) => order.attributes.po_number);
  };
  const invoicesOf = async (token: string) => {
    const response = await fetch(`${server.url}/api/billings`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { invoices: { po_number: string }[] } };
    return body.data.invoices.map((invoice) => invoice.po_number);
  };
  const claim = (token: string, claimToken: string) =>
    fetch(`${server.url}/api/checkout/order-claims`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ token: claimToken }),
    });
  const claimTokenIn = (text: string) => /\/checkouts\/claim\?token=([\w-]+)/.exec(text)?.[1] ?? '';
  /** The messages as delivered (the outbox keeps them without their live links), newest first. */
  const deliveredTo = async (address: string) => {
    await server.drainOutbox();
    const staff = await signInToken(server, 'support@example.com');
    const response = await fetch(
      `${server.url}/api/staff/sandbox-mailbox?to=${encodeURIComponent(address)}`,
      {
        headers: { authorization: `Bearer ${staff}` },
      },
    );
    return ((await response.json()) as { data: { subject: string; text: string }[] }).data;
  };

  describe("with the email of an existing account (sam's)", () => {
    it("keeps the order apart: nothing of the account in the answer, the confirmation or the account's history", async () => {
      const sam = await server.db.query<{ number: string }>(
        "SELECT c.number FROM clients c JOIN users u ON u.client_id = c.id WHERE u.email = 'sam@example.com'",
      );
      const samNumber = sam.rows[0]?.number ?? '';
      const placed = await placeOrder(
        server,
        orderRequest({
          account_details: { email: 'Sam@Example.com', first_name: 'Lee', last_name: 'Stranger' },
          shipping_address: strangerAddress,
        }),
      );
      expect(placed.status).toBe(200);
      expect(placed.body.data.client.number).toMatch(/^FA-\d{6}$/);
      expect(JSON.stringify(placed.body)).not.toContain(samNumber);

      const samToken = await signInToken(server, 'sam@example.com');
      expect(await historyOf(samToken)).not.toContain(placed.body.data.po_number);
      expect(await invoicesOf(samToken)).not.toContain(placed.body.data.po_number);
      const kits = await server.db.query(
        "SELECT 1 FROM items i JOIN users u ON u.client_id = i.client_id WHERE u.email = 'sam@example.com' AND i.po_number = $1",
        [placed.body.data.po_number],
      );
      expect(kits.rows).toHaveLength(0);
    });

    it('answers the guest exactly as for an address without an account', async () => {
      const shapeOf = (body: unknown): unknown =>
        JSON.parse(
          JSON.stringify(body, (key, value) =>
            ['order_id', 'po_number', 'number'].includes(key) ? typeof value : value,
          ),
        );
      const known = await placeOrder(
        server,
        orderRequest({ account_details: { email: 'sam@example.com', first_name: 'Lee', last_name: 'S' } }),
      );
      const unknown = await placeOrder(
        server,
        orderRequest({
          account_details: { email: `nobody-${randomUUID()}@example.com`, first_name: 'Lee', last_name: 'S' },
        }),
      );
      expect(known.status).toBe(unknown.status);
      expect(shapeOf(known.body)).toEqual(shapeOf(unknown.body));
    });

    it("emails the mailbox a link that claims the order into the account, for that account's sign-in only", async () => {
      const placed = await placeOrder(
        server,
        orderRequest({
          account_details: { email: 'sam@example.com', first_name: 'Lee', last_name: 'Stranger' },
          shipping_address: strangerAddress,
        }),
      );
      const poNumber = placed.body.data.po_number;
      const confirmation = (await emailsTo('sam@example.com')).find((email) =>
        email.subject.includes(poNumber),
      );
      expect(confirmation?.text_body).toContain('kept apart from your account');
      // No password link: the account's sign-in is its owner's alone.
      expect((await emailsTo('sam@example.com')).some((email) => email.subject.startsWith('Welcome'))).toBe(
        false,
      );
      // The outbox keeps no live link; the message as delivered carries it.
      expect(claimTokenIn(confirmation?.text_body ?? '')).toBe('');
      const delivered = (await deliveredTo('sam@example.com')).find((email) =>
        email.subject.includes(poNumber),
      );
      const claimToken = claimTokenIn(delivered?.text ?? '');
      expect(claimToken).not.toBe('');

      const drew = await signInToken(server, 'drew@example.com');
      expect((await claim(drew, claimToken)).status).toBe(403);
      expect(await historyOf(drew)).not.toContain(poNumber);
      expect((await claim(drew, 'x'.repeat(43))).status).toBe(404);

      const sam = await signInToken(server, 'sam@example.com');
      const claimed = await claim(sam, claimToken);
      expect(claimed.status).toBe(200);
      expect(await claimed.json()).toEqual({ data: { po_number: poNumber } });
      expect(await historyOf(sam)).toContain(poNumber);
      const kits = await server.db.query(
        "SELECT 1 FROM items i JOIN users u ON u.client_id = i.client_id WHERE u.email = 'sam@example.com' AND i.po_number = $1",
        [poNumber],
      );
      expect(kits.rows.length).toBeGreaterThan(0);
      // Opened again, it answers the same to sam and nothing to anyone else.
      expect((await claim(sam, claimToken)).status).toBe(200);
      expect((await claim(drew, claimToken)).status).toBe(404);
    });

    it('refuses a claim link after 30 days', async () => {
      const placed = await placeOrder(
        server,
        orderRequest({ account_details: { email: 'sam@example.com', first_name: 'Lee', last_name: 'S' } }),
      );
      const poNumber = placed.body.data.po_number;
      const confirmation = (await deliveredTo('sam@example.com')).find((email) =>
        email.subject.includes(poNumber),
      );
      await server.db.query(
        "UPDATE orders SET claim_expires_at = now() - interval '1 minute' WHERE po_number = $1",
        [poNumber],
      );
      const sam = await signInToken(server, 'sam@example.com');
      const claimToken = claimTokenIn(confirmation?.text ?? '');
      expect(claimToken).not.toBe('');
      expect((await claim(sam, claimToken)).status).toBe(404);
      expect(await historyOf(sam)).not.toContain(poNumber);
    });
  });

  describe('in the language the buyer checked out in', () => {
    /** A guest checkout from a page in `headers`' language, paid by card: its emails, and the account it opened. */
    async function guestCheckout(headers: Record<string, string>) {
      const email = `guest-${randomUUID()}@example.com`;
      const placed = await placeOrder(
        server,
        orderRequest({ account_details: { email, first_name: 'Robin', last_name: 'Hale' } }),
        randomUUID(),
        headers,
      );
      expect(placed.status).toBe(200);
      const { po_number: poNumber } = placed.body.data;
      const kept = await server.db.query<{ order_language: string | null; user_language: string | null }>(
        `SELECT o.language AS order_language, u.language AS user_language
           FROM orders o JOIN users u ON lower(u.email) = lower(o.email) WHERE o.po_number = $1`,
        [poNumber],
      );
      const emails = await emailsTo(email);
      const total = await server.db.query<{ total_cents: number }>(
        'SELECT total_cents FROM orders WHERE po_number = $1',
        [poNumber],
      );
      const totalText = `$${((total.rows[0]?.total_cents ?? 0) / 100).toFixed(2)}`;
      return {
        poNumber,
        totalText,
        kept: kept.rows[0],
        confirmation: emails.find((message) => message.subject.includes(poNumber)),
        welcome: emails.find((message) => !message.subject.includes(poNumber)),
        count: emails.length,
      };
    }

    it('writes a Spanish guest’s confirmation and welcome in Spanish, and opens the account in Spanish', async () => {
      const order = await guestCheckout({ cookie: 'fathom-language=es' });
      expect(order.kept).toEqual({ order_language: 'es', user_language: 'es' });
      expect(order.count).toBe(2);
      expect(order.confirmation).toEqual({
        subject: `Su pedido ${order.poNumber}`,
        text_body: `Gracias por su pedido ${order.poNumber}. Total: ${order.totalText}.`,
      });
      expect(order.welcome?.subject).toBe('Le damos la bienvenida a Fathom: elija su contraseña');
      expect(order.welcome?.text_body).toContain('Gracias por su pedido. Le creamos una cuenta de Fathom');
      expect(order.welcome?.text_body).not.toMatch(/Thank you|Welcome/);
      // A browser that asks for Spanish first, without the switch's choice, is a Spanish page too.
      const byBrowser = await guestCheckout({ 'accept-language': 'es-US,es;q=0.9,en;q=0.8' });
      expect(byBrowser.kept).toEqual({ order_language: 'es', user_language: 'es' });
      expect(byBrowser.confirmation?.subject).toBe(`Su pedido ${byBrowser.poNumber}`);
    });

    it('writes an English guest’s emails as they always were', async () => {
      const order = await guestCheckout({ cookie: 'fathom-language=en' });
      expect(order.kept).toEqual({ order_language: 'en', user_language: 'en' });
      expect(order.count).toBe(2);
      expect(order.confirmation).toEqual({
        subject: `Your order ${order.poNumber}`,
        text_body: `Thank you for your order ${order.poNumber}. Total: ${order.totalText}.`,
      });
      expect(order.welcome?.subject).toBe('Welcome to Fathom: choose your password');
      expect(order.welcome?.text_body).toContain(
        'Thank you for your order. We made you a Fathom account with this email address, where you can\nregister your kit, follow it to the lab and read your results.',
      );
      // A buyer who expressed no language the portal speaks gets English, and an account that keeps no language,
      // which takes the language of its first signed-in page.
      const unchosen = await guestCheckout({ 'accept-language': 'de-DE,de;q=0.9' });
      expect(unchosen.kept).toEqual({ order_language: null, user_language: null });
      expect([unchosen.confirmation?.subject, unchosen.welcome?.subject]).toEqual([
        `Your order ${unchosen.poNumber}`,
        'Welcome to Fathom: choose your password',
      ]);
    });
  });

  describe('paid by a card that is declined', () => {
    it('opens no account and sends nothing; another card under the same key then opens it', async () => {
      const email = `declined-${randomUUID()}@example.com`;
      const key = randomUUID();
      const declined = orderRequest({
        account_details: { email, first_name: 'Robin', last_name: 'Hale' },
        payment: { payment_method: 'card', payment_method_token: sandboxCardTokens.declined },
      });
      expect((await placeOrder(server, declined, key)).status).toBe(402);
      expect(await usersWith(email)).toBe(0);
      expect(await emailsTo(email)).toEqual([]);

      const paid = await placeOrder(
        server,
        { ...declined, payment: { payment_method: 'card', payment_method_token: sandboxCardTokens.visa } },
        key,
      );
      expect(paid.status).toBe(200);
      expect(await usersWith(email)).toBe(1);
      // Both are queued in the order's transaction, at one time: which comes first is not the point.
      const subjects = (await emailsTo(email)).map((message) => message.subject).sort();
      expect(subjects).toEqual([expect.stringMatching(/^Welcome/), `Your order ${paid.body.data.po_number}`]);
    });

    it("leaves nothing in a signed-in client's order history or invoices", async () => {
      const drew = await signInToken(server, 'drew@example.com');
      const declined = await placeOrder(
        server,
        orderRequest({
          account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Demo' },
          payment: { payment_method: 'card', payment_method_token: sandboxCardTokens.declined },
        }),
        randomUUID(),
        { authorization: `Bearer ${drew}` },
      );
      expect(declined.status).toBe(402);
      const failed = await server.db.query<{ po_number: string }>(
        "SELECT o.po_number FROM orders o JOIN users u ON u.client_id = o.client_id WHERE u.email = 'drew@example.com' AND o.status = 'payment_failed'",
      );
      expect(failed.rows).toHaveLength(1);
      expect(await historyOf(drew)).not.toContain(failed.rows[0]?.po_number);
      expect(await invoicesOf(drew)).not.toContain(failed.rows[0]?.po_number);
      expect(await emailsTo('drew@example.com')).toEqual([]);
    });
  });
});
