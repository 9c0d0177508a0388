import type { CancelledOrder, CustomerEmail, CustomerEmailsResponse } from '@fathom/contract/support-actions';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../test/api-client';
import { orderRequest, placeOrder, testAddress } from '../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { sandboxCardTokens } from '../../integrations/payments/sandbox';
import { EMAIL_STILL_QUEUED, ONE_TIME_LINK_NOT_RESENT } from './support-email-routes';
import { ORDER_BEING_PAID, ORDER_CANCELLED_ALREADY, ORDER_PAID } from './support-order-routes';

/** Support cancels a customer's unpaid order and sends one of their emails again (issue 47 item 4). */
describeOnDatabase("support's actions on a customer's record", (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens: Record<string, string> = {};
  let drewClient = '';
  beforeAll(async () => {
    server = await startTestServer({ database });
    api = new ApiClient(server.url);
    for (const persona of ['admin', 'support', 'lab', 'clinician', 'drew', 'sam', 'jamie']) {
      tokens[persona] = await signIn(api, persona);
    }
    const found = await api.get<{ data: { client_id: string }[] }>(
      '/api/staff/customers?q=drew%40example.com',
      {
        token: tokens.support,
      },
    );
    drewClient = found.body.data[0]?.client_id ?? '';
    expect(drewClient).not.toBe('');
  });
  afterAll(async () => server?.close());

  /** Drew orders one analysis kit, signed in, with the card given. */
  async function drewOrders(card: string) {
    const placed = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Doe' },
        shipping_address: { ...testAddress, first_name: 'Drew', last_name: 'Doe' },
        payment: { payment_method: 'card', payment_method_token: card },
      }),
      undefined,
      { authorization: `Bearer ${tokens.drew}` },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body.data;
  }
  const cancel = (orderId: string, token = tokens.support) =>
    api.post<{ data: CancelledOrder; message?: string }>(
      `/api/staff/orders/${orderId}/cancel`,
      {},
      { token },
    );
  const orderOf = async (orderId: string) =>
    (
      await server.db.query<{ status: string; cancelled_from: string | null }>(
        'SELECT status, cancelled_from FROM orders WHERE id = $1',
        [orderId],
      )
    ).rows[0];
  const auditOf = async (action: string) =>
    (
      await server.db.query<{ kind: string; staff_role: string; client_id: string | null; detail: unknown }>(
        'SELECT kind, staff_role, client_id, detail FROM staff_audit WHERE action = $1 ORDER BY at',
        [action],
      )
    ).rows;
  const emailsOf = (clientId: string, query = '', token = tokens.support) =>
    api.get<CustomerEmailsResponse & { message?: string }>(
      `/api/staff/customers/${clientId}/emails${query}`,
      {
        token,
      },
    );
  const resend = (emailId: string, token = tokens.support) =>
    api.post<{ data: CustomerEmail; message?: string }>(`/api/staff/emails/${emailId}/resend`, {}, { token });
  const outboxRowsTo = async (address: string) =>
    (
      await server.db.query<{ id: string; subject: string; sent_at: Date | null }>(
        'SELECT id, subject, sent_at FROM outbox WHERE lower(to_address) = lower($1) ORDER BY created_at',
        [address],
      )
    ).rows;

  it('cancels an order left at its bank’s confirmation: its payment closed first, nothing emailed, the action audited with the order and the customer', async () => {
    const order = await drewOrders(sandboxCardTokens.authenticationRequired);
    const emailsBefore = (await outboxRowsTo('drew@example.com')).length;

    const cancelled = await cancel(order.order_id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      id: order.order_id,
      po_number: order.po_number,
      status: 'cancelled',
    });
    expect(await orderOf(order.order_id)).toEqual({ status: 'cancelled', cancelled_from: 'pending_payment' });
    const attempts = await server.db.query<{ status: string; intent_closed_at: Date | null }>(
      'SELECT status, intent_closed_at FROM payment_attempts WHERE owner_id = $1',
      [order.order_id],
    );
    expect(attempts.rows).toEqual([{ status: 'abandoned', intent_closed_at: expect.any(Date) }]);
    // As when a day runs out, the customer is sent nothing: their order shows it is cancelled.
    expect(await outboxRowsTo('drew@example.com')).toHaveLength(emailsBefore);
    const seen = await api.get<{ data: { status: string } }>(`/api/checkout/orders/${order.po_number}`, {
      token: tokens.drew,
    });
    expect(seen.body.data.status).toBe('cancelled');

    const again = await cancel(order.order_id);
    expect([again.status, again.body.message]).toEqual([409, ORDER_CANCELLED_ALREADY]);

    const audit = await auditOf('/api/staff/orders/:orderId/cancel');
    expect(audit).toEqual([
      {
        kind: 'action',
        staff_role: 'support',
        client_id: drewClient,
        detail: { params: { orderId: order.order_id }, body: {} },
      },
    ]);
  });

  it('lets an admin cancel an order whose card was declined', async () => {
    const placed = await placeOrder(
      server,
      orderRequest({
        account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Doe' },
        payment: { payment_method: 'card', payment_method_token: sandboxCardTokens.declined },
      }),
      undefined,
      { authorization: `Bearer ${tokens.drew}` },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(402);
    const declined = await server.db.query<{ id: string }>(
      "SELECT id FROM orders WHERE status = 'payment_failed' ORDER BY created_at DESC LIMIT 1",
    );
    const orderId = declined.rows[0]?.id ?? '';
    expect((await cancel(orderId, tokens.admin)).status).toBe(200);
    expect(await orderOf(orderId)).toEqual({ status: 'cancelled', cancelled_from: 'payment_failed' });
  });

  it('refuses a paid order, and one paid at the bank as support cancels it: the payment wins, nothing is cancelled', async () => {
    const paid = await drewOrders(sandboxCardTokens.visa);
    const refused = await cancel(paid.order_id);
    expect([refused.status, refused.body.message]).toEqual([409, ORDER_PAID]);
    expect((await orderOf(paid.order_id))?.status).toBe('paid');

    // The customer confirms at their bank just before support presses "Cancel order".
    const waiting = await drewOrders(sandboxCardTokens.authenticationRequired);
    const secret = waiting.payment_action?.client_secret ?? '';
    const confirmed = await fetch(`${server.url}/api/payments/sandbox-authentications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: secret, approved: true }),
    });
    expect(confirmed.status).toBe(200);
    const raced = await cancel(waiting.order_id);
    expect([raced.status, raced.body.message]).toEqual([409, ORDER_PAID]);
    expect((await orderOf(waiting.order_id))?.status).toBe('paid');
    expect(ORDER_BEING_PAID).toContain('being processed');
  });

  it('answers 404 for an unknown order, 422 for a malformed id, and refuses customers, partners, the lab and clinicians', async () => {
    expect((await cancel('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await cancel('not-an-order')).status).toBe(422);
    const order = await drewOrders(sandboxCardTokens.authenticationRequired);
    for (const persona of ['drew', 'sam', 'jamie', 'lab', 'clinician']) {
      expect((await cancel(order.order_id, tokens[persona])).status, persona).toBe(403);
    }
    expect((await api.post(`/api/staff/orders/${order.order_id}/cancel`, {})).status).toBe(401);
    expect((await orderOf(order.order_id))?.status).toBe('pending_payment');
  });

  it("lists the customer's emails newest first, a page at a time, never one to another address, one-time links not resendable", async () => {
    await drewOrders(sandboxCardTokens.visa);
    expect((await api.post('/api/forgot-password', { email: 'drew@example.com' })).status).toBe(200);
    expect((await api.post('/api/forgot-password', { email: 'sam@example.com' })).status).toBe(200);
    await server.drainOutbox();

    const listed = await emailsOf(drewClient);
    expect(listed.status).toBe(200);
    const subjects = listed.body.data.map((email) => email.subject);
    const total = (await outboxRowsTo('drew@example.com')).length;
    expect(listed.body.meta.total).toBe(total);
    const reset = listed.body.data[0];
    expect(reset?.subject).toMatch(/password/i);
    expect(reset).toMatchObject({ state: 'sent', resendable: false });
    expect(listed.body.data.find((email) => email.subject.startsWith('Your order'))?.resendable).toBe(true);
    expect(subjects.length).toBe(Math.min(total, 25));

    const firstPage = await emailsOf(drewClient, '?per_page=1');
    const secondPage = await emailsOf(drewClient, '?per_page=1&page=2');
    expect(firstPage.body.meta).toMatchObject({ current_page: 1, per_page: 1, total, last_page: total });
    expect(secondPage.body.data[0]?.id).toBe(listed.body.data[1]?.id);

    const samEmails = (await outboxRowsTo('sam@example.com')).map((email) => email.id);
    expect(samEmails.length).toBeGreaterThan(0);
    expect(listed.body.data.some((email) => samEmails.includes(email.id))).toBe(false);

    const read = await auditOf('/api/staff/customers/:clientId/emails');
    expect(read[0]).toMatchObject({ kind: 'read', staff_role: 'support', client_id: drewClient });
  });

  it('sends an email again as a fresh copy that the outbox delivers, the original untouched, audited with the customer', async () => {
    await drewOrders(sandboxCardTokens.visa);
    await server.drainOutbox();
    const listed = await emailsOf(drewClient);
    const original = listed.body.data.find((email) => email.subject.startsWith('Your order'));
    if (!original) throw new Error('Drew has no order email');
    const before = (await outboxRowsTo('drew@example.com')).find((email) => email.id === original.id);

    const resent = await resend(original.id);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data).toMatchObject({ subject: original.subject, state: 'queued', resendable: true });
    expect(resent.body.data.id).not.toBe(original.id);
    // Not sent twice while the copy waits for its turn.
    const twice = await resend(resent.body.data.id);
    expect([twice.status, twice.body.message]).toEqual([409, EMAIL_STILL_QUEUED]);

    expect(await server.drainOutbox()).toBeGreaterThan(0);
    const after = await outboxRowsTo('drew@example.com');
    expect(after.find((email) => email.id === original.id)).toEqual(before);
    expect(after.find((email) => email.id === resent.body.data.id)?.sent_at).toBeInstanceOf(Date);
    const mailbox = await api.get<{ data: { id: string; subject: string }[] }>(
      '/api/staff/sandbox-mailbox?to=drew%40example.com',
      { token: tokens.support },
    );
    expect(mailbox.body.data.filter((email) => email.subject === original.subject)).toHaveLength(2);
    expect((await emailsOf(drewClient)).body.data[0]).toMatchObject({
      id: resent.body.data.id,
      state: 'sent',
    });

    const audit = await auditOf('/api/staff/emails/:emailId/resend');
    expect(audit.at(-1)).toEqual({
      kind: 'action',
      staff_role: 'support',
      client_id: drewClient,
      detail: { params: { emailId: original.id }, body: {} },
    });
  });

  it('refuses to send again an email about a one-time link (the password reset above, a sign-in link notice), asking for a new sign-in link instead', async () => {
    const reset = (await emailsOf(drewClient)).body.data.find((email) => /password/i.test(email.subject));
    expect(reset?.resendable).toBe(false);
    const count = (await outboxRowsTo('drew@example.com')).length;
    const refused = await resend(reset?.id ?? '');
    expect([refused.status, refused.body.message]).toEqual([409, ONE_TIME_LINK_NOT_RESENT]);
    expect(refused.body.message).toContain('Send a new sign-in link instead');
    expect(await outboxRowsTo('drew@example.com')).toHaveLength(count);

    // Nor the notice that support made a sign-in link: the link it speaks of works once.
    const link = await api.post(
      '/api/staff/login-tokens',
      { email: 'drew@example.com' },
      { token: tokens.support },
    );
    expect(link.status).toBe(200);
    await server.drainOutbox();
    const notice = (await emailsOf(drewClient)).body.data[0];
    expect(notice).toMatchObject({
      subject: 'A Fathom support sign-in link was made for your account',
      resendable: false,
    });
    const again = await resend(notice?.id ?? '');
    expect([again.status, again.body.message]).toEqual([409, ONE_TIME_LINK_NOT_RESENT]);
  });

  it("answers 404 for an unknown email or a customer's unknown record, and refuses customers, partners, the lab and clinicians", async () => {
    expect((await resend('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await emailsOf('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // An email to a staff member's address is not a customer's.
    const staffEmail = await server.db.query<{ id: string }>(
      "SELECT id FROM outbox WHERE lower(to_address) LIKE '%@clinic.example' LIMIT 1",
    );
    if (staffEmail.rows[0]) expect((await resend(staffEmail.rows[0].id)).status).toBe(404);

    const order = (await emailsOf(drewClient)).body.data.find((email) => email.resendable);
    if (!order) throw new Error('Drew has no resendable email');
    for (const persona of ['drew', 'sam', 'jamie', 'lab', 'clinician']) {
      expect((await emailsOf(drewClient, '', tokens[persona])).status, persona).toBe(403);
      expect((await resend(order.id, tokens[persona])).status, persona).toBe(403);
    }
    expect((await emailsOf(drewClient, '', tokens.admin)).status).toBe(200);
  });
});
