import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken } from '../../../test/checkout-requests';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { catalogueId } from '../../db/seed/catalogue';
import { createSandboxInstalments } from '../../integrations/instalments/sandbox';
import { createStripePayments } from '../../integrations/payments/stripe';
import {
  type FakeStripe,
  fakeStripePublishableKey,
  fakeStripeSecretKey,
  startFakeStripe,
  stripeTestTokens,
} from '../../integrations/payments/testing/fake-stripe-server';
import { createInstalmentCollection } from '../checkout/orders/instalment-collection';
import { orderPaymentOwner } from '../checkout/orders/order-payment-owner';
import { createPaymentsLedger } from '../payments/payments-service';
import { storageRenewalOwner } from './renewal-owner';
import { createStorageRenewals } from './storage-renewals';

let stripe: FakeStripe;
let server: TestServer;
beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({
    env: {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: fakeStripeSecretKey,
      STRIPE_PUBLISHABLE_KEY: fakeStripePublishableKey,
      STRIPE_API_BASE: stripe.url,
    },
  });
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const intentsFor = () => stripe.requests.filter((request) => request.path === '/v1/payment_intents');
const confirmations = () => stripe.requests.filter((request) => request.path.endsWith('/confirm'));

/** The renewal job of an instance whose clock says `at`, paying through its own payments ledger with Stripe. */
const renewalsAt = (at: Date) => {
  const payments = createStripePayments({ secretKey: fakeStripeSecretKey, apiBase: stripe.url });
  const now = () => at;
  const ledger = createPaymentsLedger({
    db: server.db,
    payments,
    instalments: createSandboxInstalments(server.db, payments),
    now,
    owners: [storageRenewalOwner({ outbox: server.outbox, now })],
  });
  return createStorageRenewals({ db: server.db, ledger, now });
};

it('a storage plan keeps its card on the customer’s Stripe record, and renews on it off-session', async () => {
  const token = await signInToken(server, 'pat@example.com');
  const placed = await placeOrder(
    server,
    orderRequest({
      account_details: { email: 'pat@example.com', first_name: 'Pat', last_name: 'Quinn' },
      items: [{ product_uuid: catalogueId('cryo_monthly'), quantity: 1 }],
      payment: { payment_method: 'card', payment_method_token: stripeTestTokens.visa },
    }),
    undefined,
    { authorization: `Bearer ${token}` },
  );
  expect(placed.status).toBe(200);
  const first = intentsFor().at(-1)?.form;
  expect(first?.get('setup_future_usage')).toBe('off_session');
  const customer = first?.get('customer');
  expect(customer).toMatch(/^cus_/);

  const { rows } = await server.db.query<{ next_billing_at: Date }>(
    'SELECT next_billing_at FROM subscriptions WHERE order_id = $1',
    [placed.body.data.order_id],
  );
  const confirmedBefore = confirmations().length;
  await renewalsAt(new Date((rows[0]?.next_billing_at.getTime() ?? 0) + 60_000)).run();
  // Other customers' plans (sam's yearly one) may fall due in the same run: pat's charges are read by customer.
  const patsIntents = () => intentsFor().filter((request) => request.form.get('customer') === customer);
  const renewal = patsIntents().at(-1)?.form;
  expect(renewal?.get('customer')).toBe(customer);
  // Every renewal is confirmed while the customer is away.
  const renewalConfirmations = confirmations().slice(confirmedBefore);
  expect(renewalConfirmations.length).toBeGreaterThan(0);
  expect(renewalConfirmations.every((sent) => sent.form.get('off_session') === 'true')).toBe(true);
  expect(renewal?.get('payment_method')).toBe(stripeTestTokens.visa);

  // The customer picks another card in Stripe's portal: the next renewal charges that one.
  await fetch(`${stripe.url}/v1/customers/${customer}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${fakeStripeSecretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ 'invoice_settings[default_payment_method]': 'pm_card_mastercard_new' }),
  });
  await renewalsAt(new Date((rows[0]?.next_billing_at.getTime() ?? 0) + 32 * 86_400_000)).run();
  expect(patsIntents().at(-1)?.form.get('payment_method')).toBe('pm_card_mastercard_new');

  const portal = await fetch(`${server.url}/api/billing-portal`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await portal.json()) as { data: { url: string } }).data.url).toBe(
    `https://billing.stripe.com/p/session/${customer}`,
  );
  expect(stripe.searches()).toBe(0);
});

it('an order paid in three keeps its card on the customer’s Stripe record, and its later parts are charged off-session', async () => {
  const token = await signInToken(server, 'drew@example.com');
  const placed = await placeOrder(
    server,
    orderRequest({
      account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Doe' },
      payment: { payment_method: 'instalments', payment_method_token: stripeTestTokens.visa },
    }),
    undefined,
    { authorization: `Bearer ${token}` },
  );
  expect(placed.status).toBe(200);
  const [first, second] = placed.body.data.instalments ?? [];
  const firstIntent = intentsFor().at(-1)?.form;
  expect(firstIntent?.get('amount')).toBe(String(Math.round((first?.amount ?? 0) * 100)));
  expect(firstIntent?.get('setup_future_usage')).toBe('off_session');
  const customer = firstIntent?.get('customer');
  expect(customer).toMatch(/^cus_/);

  const at = new Date(`${second?.due_date}T12:00:00Z`);
  const payments = createStripePayments({ secretKey: fakeStripeSecretKey, apiBase: stripe.url });
  const ledger = createPaymentsLedger({
    db: server.db,
    payments,
    instalments: createSandboxInstalments(server.db, payments),
    now: () => at,
    owners: [
      orderPaymentOwner({
        now: () => at,
        confirmations: { confirmPaid: async () => {} },
        outbox: server.outbox,
        alert: () => {},
      }),
    ],
  });
  const confirmedBefore = confirmations().length;
  await createInstalmentCollection({ db: server.db, ledger }).run();
  const drewsIntents = intentsFor().filter((request) => request.form.get('customer') === customer);
  const later = drewsIntents.at(-1)?.form;
  expect(later?.get('amount')).toBe(String(Math.round((second?.amount ?? 0) * 100)));
  expect(later?.get('payment_method')).toBe(stripeTestTokens.visa);
  expect(
    confirmations()
      .slice(confirmedBefore)
      .map((sent) => sent.form.get('off_session')),
  ).toContain('true');
  const { rows } = await server.db.query<{ status: string }>(
    'SELECT status FROM order_instalments WHERE order_id = $1 ORDER BY number',
    [placed.body.data.order_id],
  );
  expect(rows.map((row) => row.status)).toEqual(['paid', 'paid', 'scheduled']);
  expect(stripe.searches()).toBe(0);
});
