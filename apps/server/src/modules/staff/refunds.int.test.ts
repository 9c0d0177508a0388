import { randomUUID } from 'node:crypto';
import type { CustomerPayment, RefundResult } from '@fathom/contract/staff-billing';
import type { CustomerRecord, CustomerSearchResponse } from '@fathom/contract/staff-console';
import { beyondLeftMessage, refundMessages } from '@fathom/domain/refunds';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../test/api-client';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { createSandboxInstalments } from '../../integrations/instalments/sandbox';
import { PaymentProviderUnavailableError } from '../../integrations/payments/index';
import { createSandboxPayments } from '../../integrations/payments/sandbox';
import { abandonedAfterMs, createPaymentsLedger } from '../payments/payments-service';
import { refundRefusals } from './refund-routes';

type Paid = Pick<CustomerPayment, 'for' | 'id'>;
const route = (payment: Paid) =>
  payment.for.kind === 'order'
    ? `/api/staff/orders/${payment.for.order_id}/payments/${payment.id}/refunds`
    : `/api/staff/plans/${payment.for.plan_id}/payments/${payment.id}/refunds`;
/** An order payment's order id. */
const poOrderOf = (payment: Paid) => (payment.for.kind === 'order' ? payment.for.order_id : '');
/** An order payment's order number. */
const poOf = (payment: Paid) => (payment.for.kind === 'order' ? payment.for.po_number : '');

describeEachDatabase("support's refunds of a customer's payments", (database) => {
  let server: TestServer;
  let api: ApiClient;
  /** While true, the payment processor cannot be reached for refunds (nothing is refunded). */
  let refundsUnreachable = false;
  let refundCalls = 0;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer({
      database,
      payments: (db) => {
        const sandbox = createSandboxPayments(db);
        return {
          ...sandbox,
          async refund(request) {
            refundCalls += 1;
            if (refundsUnreachable) throw new PaymentProviderUnavailableError('connection refused');
            return sandbox.refund(request);
          },
        };
      },
    });
    api = new ApiClient(server.url);
    for (const persona of ['support', 'admin', 'lab', 'clinician', 'sam', 'jamie']) {
      tokens[persona] = await signIn(api, persona);
    }
  });
  afterAll(async () => server?.close());

  const clientIdOf = async (query: string) => {
    const found = await api.get<CustomerSearchResponse>(`/api/staff/customers?q=${query}`, {
      token: tokens.support,
    });
    return found.body.data[0]?.client_id ?? '';
  };
  const recordOf = async (clientId: string) =>
    (await api.get<{ data: CustomerRecord }>(`/api/staff/customers/${clientId}`, { token: tokens.support }))
      .body.data;
  /** The customer's orders' card payments, newest first. */
  const cardPayments = async (clientId: string) =>
    (await recordOf(clientId)).billing.payments.filter(
      (payment) => payment.method === 'card' && payment.for.kind === 'order',
    );
  /** The customer's storage plans' renewal payments, newest first. */
  const renewalPayments = async (clientId: string) =>
    (await recordOf(clientId)).billing.payments.filter((payment) => payment.for.kind === 'plan');
  const refund = (payment: Paid, body: unknown, options: { key?: string; token?: string } = {}) =>
    api.post<{ data: RefundResult; message: string; errors?: Record<string, string[]> }>(
      route(payment),
      body,
      {
        token: options.token ?? tokens.support,
        headers: { 'idempotency-key': options.key ?? randomUUID() },
      },
    );
  /** The refunds the sandbox processor made of a charge. */
  const processorRefunds = async (attemptId: string) =>
    (
      await server.db.query<{ amount_cents: number }>(
        `SELECT r.amount_cents FROM sandbox_refund_ledger r
           JOIN payment_attempts a ON a.provider_intent_id = r.charge_id::text WHERE a.id = $1`,
        [attemptId],
      )
    ).rows.map((row) => row.amount_cents);
  const emailsTo = async (email: string) =>
    (
      await api.get<{ data: { subject: string; text: string }[] }>(
        `/api/staff/outbox?to=${encodeURIComponent(email)}`,
        { token: tokens.support },
      )
    ).body.data.filter((message) => message.subject.startsWith('A refund of'));

  it("shows a customer's billing: payments with their card, instalment plans and storage renewals", async () => {
    const record = await recordOf(await clientIdOf('sam@example.com'));
    expect(record.billing.payments.length).toBeGreaterThan(0);
    expect(record.billing.payments[0]).toMatchObject({
      method: 'card',
      card: { brand: 'visa', last4: '4242' },
      status: 'paid',
      refunded: 0,
      refunds: [],
    });
    expect(record.billing.card_on_file).toEqual({ brand: 'visa', last4: '4242' });
    expect(record.billing.storage_plans[0]).toMatchObject({ status: 'active', past_due: false });
    expect(record.billing.storage_plans[0]?.next_renewal_at).toEqual(expect.any(String));

    const taylor = await recordOf(await clientIdOf('taylor@example.com'));
    expect(taylor.billing.instalment_plans).toEqual([
      expect.objectContaining({ parts: 3, paid: 1, due: 2, failed: 0 }),
    ]);
  });

  it('refunds part of a payment with a reason: made at the processor, recorded, emailed, audited naming the customer', async () => {
    const clientId = await clientIdOf('sam@example.com');
    const [payment] = await cardPayments(clientId);
    if (!payment) throw new Error('sam has no card payment');
    const answer = await refund(payment, { amount: 10.5, reason: 'The kit arrived damaged.' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.refund).toMatchObject({
      amount: 10.5,
      state: 'made',
      reason: 'The kit arrived damaged.',
    });
    expect(answer.body.data.message).toBe(
      `Refunded $10.50 of order ${poOf(payment)}. The customer is emailed that it reaches their card in 5 to 10 business days.`,
    );
    expect(await processorRefunds(payment.id)).toEqual([1050]);

    const after = (await cardPayments(clientId)).find((each) => each.id === payment.id);
    expect(after).toMatchObject({
      refunded: 10.5,
      refunding: 0,
      left_to_refund: Math.round((payment.amount - 10.5) * 100) / 100,
      status: 'partly_refunded',
      refunds: [expect.objectContaining({ amount: 10.5, state: 'made', reason: 'The kit arrived damaged.' })],
    });

    const [email] = await emailsTo('sam@example.com');
    expect(email?.subject).toBe(`A refund of $10.50 for your order ${poOf(payment)}`);
    expect(email?.text).toContain('5 to 10 business days');

    const audit = await server.db.query<{
      client_id: string;
      kind: string;
      detail: { body: { reason: string } };
    }>(
      "SELECT client_id, kind, detail FROM staff_audit WHERE action = '/api/staff/orders/:orderId/payments/:attemptId/refunds'",
    );
    expect(audit.rows).toEqual([expect.objectContaining({ client_id: clientId, kind: 'action' })]);
    expect(audit.rows[0]?.detail.body.reason).toBe('The kit arrived damaged.');
  });

  it('refuses an amount beyond what is left, of no cents, or without a reason, with nothing changed', async () => {
    const clientId = await clientIdOf('sam@example.com');
    const [payment] = await cardPayments(clientId);
    if (!payment) throw new Error('sam has no card payment');
    const leftCents = Math.round(payment.left_to_refund * 100);
    const over = await refund(payment, { amount: (leftCents + 1) / 100, reason: 'Goodwill.' });
    expect([over.status, over.body.message]).toEqual([422, beyondLeftMessage(leftCents)]);
    expect(over.body.errors?.amount).toEqual([beyondLeftMessage(leftCents)]);
    const refusals = [
      [{ amount: 0, reason: 'Goodwill.' }, refundMessages.amountPositive],
      [{ amount: 1.005, reason: 'Goodwill.' }, refundMessages.amountCents],
      [{ amount: 5, reason: '   ' }, refundMessages.reasonRequired],
      [{ amount: 5 }, refundMessages.reasonRequired],
      [{ amount: 5, reason: 'x'.repeat(501) }, refundMessages.reasonTooLong],
    ] as const;
    for (const [body, message] of refusals) {
      const answer = await refund(payment, body);
      expect([answer.status, JSON.stringify(answer.body.errors)]).toEqual([
        422,
        expect.stringContaining(message),
      ]);
    }
    const before = await processorRefunds(payment.id);
    expect((await cardPayments(clientId)).find((each) => each.id === payment.id)?.left_to_refund).toBe(
      payment.left_to_refund,
    );
    expect(await processorRefunds(payment.id)).toEqual(before);

    expect((await refund({ for: payment.for, id: randomUUID() }, { amount: 1, reason: 'x' })).status).toBe(
      404,
    );
    expect(
      (
        await refund(
          { for: { kind: 'order', order_id: randomUUID(), po_number: poOf(payment) }, id: payment.id },
          { amount: 1, reason: 'x' },
        )
      ).status,
    ).toBe(404);
  });

  it('refunds once when the same refund is sent twice at once, or two refunds of all that is left cross', async () => {
    const clientId = await clientIdOf('sam@example.com');
    const [, first, second] = await cardPayments(clientId);
    if (!first || !second) throw new Error('sam has fewer than three card payments');

    const key = randomUUID();
    const doubleClick = await Promise.all([
      refund(first, { amount: 5, reason: 'Late delivery.' }, { key }),
      refund(first, { amount: 5, reason: 'Late delivery.' }, { key }),
    ]);
    expect(doubleClick.map((answer) => answer.status)).toEqual([200, 200]);
    expect(doubleClick[0]?.body.data.refund.id).toBe(doubleClick[1]?.body.data.refund.id);
    expect(await processorRefunds(first.id)).toEqual([500]);

    const everything = { amount: second.left_to_refund, reason: 'Order cancelled by phone.' };
    const crossing = await Promise.all([refund(second, everything), refund(second, everything)]);
    expect(crossing.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(crossing.find((answer) => answer.status === 409)?.body.message).toBe(refundMessages.nothingLeft);
    expect(await processorRefunds(second.id)).toEqual([Math.round(second.left_to_refund * 100)]);
    const after = (await cardPayments(clientId)).find((each) => each.id === second.id);
    expect(after).toMatchObject({ status: 'refunded', left_to_refund: 0 });
    expect((await refund(second, { amount: 1, reason: 'Again.' })).status).toBe(409);
  });

  it('keeps a refund the processor did not answer, and the collector makes it once, emailed once', async () => {
    const clientId = await clientIdOf('jordan@example.com');
    const [payment] = await cardPayments(clientId);
    if (!payment) throw new Error('jordan has no card payment');
    refundsUnreachable = true;
    const answer = await refund(payment, { amount: 20, reason: 'Charged twice for shipping.' });
    refundsUnreachable = false;
    expect(answer.status).toBe(202);
    expect(answer.body.data.refund.state).toBe('pending');
    expect(await processorRefunds(payment.id)).toEqual([]);
    const pending = (await cardPayments(clientId)).find((each) => each.id === payment.id);
    expect(pending).toMatchObject({ refunded: 0, refunding: 20 });
    expect(pending?.left_to_refund).toBe(Math.round((payment.left_to_refund - 20) * 100) / 100);
    expect(await emailsTo('jordan@example.com')).toEqual([]);

    // Two instances' collectors, once the request's own call is long over.
    const collector = () => {
      const payments = createSandboxPayments(server.db);
      return createPaymentsLedger({
        db: server.db,
        payments,
        instalments: createSandboxInstalments(server.db, payments),
        now: () => new Date(Date.now() + abandonedAfterMs(payments) + 1_000),
        outbox: server.outbox,
      });
    };
    await Promise.all([collector().reconcile(), collector().reconcile()]);
    await collector().reconcile();
    expect(await processorRefunds(payment.id)).toEqual([2000]);
    const made = (await cardPayments(clientId)).find((each) => each.id === payment.id);
    expect(made).toMatchObject({
      refunded: 20,
      refunding: 0,
      refunds: [expect.objectContaining({ state: 'made' })],
    });
    expect((await emailsTo('jordan@example.com')).map((email) => email.subject)).toEqual([
      `A refund of $20.00 for your order ${poOf(payment)}`,
    ]);
  });

  it("refuses an instalment plan's payment: the instalment provider refunds its plans", async () => {
    const taylor = await recordOf(await clientIdOf('taylor@example.com'));
    const plan = taylor.billing.payments.find((payment) => payment.method === 'instalment_plan');
    if (!plan) throw new Error('taylor has no instalment plan payment');
    expect(plan.left_to_refund).toBe(0);
    const answer = await refund(plan, { amount: 1, reason: 'Goodwill.' });
    expect([answer.status, answer.body.message]).toEqual([409, refundRefusals.instalmentProvider]);
  });

  it('refuses refunds to customers, partners, the lab and clinicians, with nothing refunded', async () => {
    const clientId = await clientIdOf('sam@example.com');
    const [payment] = await cardPayments(clientId);
    if (!payment) throw new Error('sam has no card payment');
    const calls = refundCalls;
    for (const persona of ['sam', 'jamie', 'lab', 'clinician']) {
      const answer = await refund(payment, { amount: 1, reason: 'Goodwill.' }, { token: tokens[persona] });
      expect([persona, answer.status]).toEqual([persona, 403]);
    }
    expect((await refund(payment, { amount: 1, reason: 'Goodwill.' }, { token: '' })).status).toBe(401);
    expect(refundCalls).toBe(calls);
    const admin = await refund(payment, { amount: 1, reason: 'Goodwill.' }, { token: tokens.admin });
    expect(admin.status).toBe(200);
  });
  it("lists a storage plan's renewal charges and refunds part of one: emailed naming the plan, audited naming the customer", async () => {
    const clientId = await clientIdOf('morgan@example.com');
    const renewals = await renewalPayments(clientId);
    const [renewal] = renewals;
    if (renewal?.for.kind !== 'plan') throw new Error('morgan has no renewal payment');
    const { plan_id: planId, title, period } = renewal.for;
    expect(renewal).toMatchObject({
      description: `${title} — period ${period}`,
      method: 'card',
      status: 'paid',
      refunded: 0,
      left_to_refund: renewal.amount,
      refunds: [],
    });
    expect(title).toMatch(/^Cryogenic Storage/);
    expect(renewals.every((each) => each.for.kind === 'plan' && each.for.plan_id === planId)).toBe(true);

    const key = randomUUID();
    const body = { amount: 5, reason: 'Storage billed after the plan was cancelled.' };
    const twice = await Promise.all([refund(renewal, body, { key }), refund(renewal, body, { key })]);
    expect(twice.map((answer) => answer.status)).toEqual([200, 200]);
    const [answer] = twice;
    expect(twice[1]?.body.data.refund.id).toBe(answer?.body.data.refund.id);
    expect(answer?.body.data.refund).toMatchObject({ amount: 5, state: 'made', reason: body.reason });
    expect(answer?.body.data.message).toBe(
      `Refunded $5.00 of period ${period} of the ${title}. The customer is emailed that it reaches their card in 5 to 10 business days.`,
    );
    expect(await processorRefunds(renewal.id)).toEqual([500]);

    const after = (await renewalPayments(clientId)).find((each) => each.id === renewal.id);
    expect(after).toMatchObject({
      refunded: 5,
      refunding: 0,
      left_to_refund: Math.round((renewal.amount - 5) * 100) / 100,
      status: 'partly_refunded',
      refunds: [expect.objectContaining({ amount: 5, state: 'made', reason: body.reason })],
    });
    const over = await refund(renewal, { amount: renewal.amount, reason: 'Goodwill.' });
    expect([over.status, over.body.message]).toEqual([
      422,
      beyondLeftMessage(Math.round((renewal.amount - 5) * 100)),
    ]);

    const emails = await emailsTo('morgan@example.com');
    expect(emails.map((email) => email.subject)).toEqual([`A refund of $5.00 for your ${title}`]);
    expect(emails[0]?.text).toContain(
      `We refunded $5.00 of your payment for period ${period} of your ${title}.`,
    );

    const audit = await server.db.query<{
      client_id: string;
      kind: string;
      detail: { body: { reason: string } };
    }>(
      "SELECT client_id, kind, detail FROM staff_audit WHERE action = '/api/staff/plans/:subscriptionId/payments/:attemptId/refunds'",
    );
    expect(audit.rows).toEqual([
      expect.objectContaining({ client_id: clientId, kind: 'action' }),
      expect.objectContaining({ client_id: clientId, kind: 'action' }),
    ]);
    expect(audit.rows[0]?.detail.body.reason).toBe(body.reason);
  });

  it("keeps the refunded plan's product key, and emails a Spanish reader naming the plan by it", async () => {
    const clientId = await clientIdOf('morgan@example.com');
    const [renewal] = await renewalPayments(clientId);
    if (renewal?.for.kind !== 'plan') throw new Error('morgan has no renewal payment');
    const { period } = renewal.for;
    const before = await server.db.query<{ language: string | null }>(
      "SELECT language FROM users WHERE email = 'morgan@example.com'",
    );
    await server.db.query("UPDATE users SET language = 'es' WHERE email = 'morgan@example.com'");
    try {
      const answer = await refund(renewal, { amount: 1, reason: 'Goodwill.' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const kept = await server.db.query<{ plan_product_key: string | null; plan_title: string }>(
        'SELECT plan_product_key, plan_title FROM payment_refunds WHERE id = $1',
        [answer.body.data.refund.id],
      );
      expect(kept.rows[0]).toEqual({
        plan_product_key: 'cryo_six_months',
        plan_title: 'Cryogenic Storage, six months',
      });
      const [spanish] = (
        await api.get<{ data: { subject: string; text: string }[] }>(
          `/api/staff/outbox?to=${encodeURIComponent('morgan@example.com')}`,
          { token: tokens.support },
        )
      ).body.data.filter((message) => message.subject.startsWith('Un reembolso de $1.00'));
      expect(spanish?.subject).toBe(
        'Un reembolso de $1.00 de su plan "Almacenamiento criogénico, seis meses"',
      );
      expect(spanish?.text).toContain(
        `Le reembolsamos $1.00 de su pago del período ${period} de su plan "Almacenamiento criogénico, seis meses".`,
      );
      expect(spanish?.text).not.toContain('Cryogenic Storage');
    } finally {
      await server.db.query("UPDATE users SET language = $1 WHERE email = 'morgan@example.com'", [
        before.rows[0]?.language ?? null,
      ]);
    }
  });

  it("refuses a renewal charge under another plan's path or an order's, and an order's payment under a plan's", async () => {
    const morgan = await clientIdOf('morgan@example.com');
    const [renewal] = await renewalPayments(morgan);
    const [orderPayment] = await cardPayments(morgan);
    const samsPlan = (await recordOf(await clientIdOf('sam@example.com'))).billing.storage_plans[0];
    if (renewal?.for.kind !== 'plan' || !orderPayment || !samsPlan) throw new Error('the demo world changed');
    const before = await processorRefunds(renewal.id);
    const calls = refundCalls;
    const goodwill = { amount: 1, reason: 'Goodwill.' };
    const refusals = [
      refund({ for: { ...renewal.for, plan_id: samsPlan.id }, id: renewal.id }, goodwill),
      refund({ for: { ...renewal.for, plan_id: randomUUID() }, id: renewal.id }, goodwill),
      refund(
        { for: { kind: 'order', order_id: poOrderOf(orderPayment), po_number: '' }, id: renewal.id },
        goodwill,
      ),
      refund({ for: renewal.for, id: orderPayment.id }, goodwill),
    ];
    expect((await Promise.all(refusals)).map((answer) => [answer.status, answer.body.message])).toEqual(
      Array(4).fill([404, 'Not found.']),
    );
    expect(refundCalls).toBe(calls);
    expect(await processorRefunds(renewal.id)).toEqual(before);
  });

  it('refuses refunds of a renewal charge to customers, partners, the lab and clinicians', async () => {
    const [renewal] = await renewalPayments(await clientIdOf('morgan@example.com'));
    if (!renewal) throw new Error('morgan has no renewal payment');
    const calls = refundCalls;
    for (const persona of ['sam', 'jamie', 'lab', 'clinician']) {
      const answer = await refund(renewal, { amount: 1, reason: 'Goodwill.' }, { token: tokens[persona] });
      expect([persona, answer.status]).toEqual([persona, 403]);
    }
    expect((await refund(renewal, { amount: 1, reason: 'Goodwill.' }, { token: '' })).status).toBe(401);
    expect(refundCalls).toBe(calls);
  });
});
