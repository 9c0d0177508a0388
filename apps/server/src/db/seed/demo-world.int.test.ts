import type { AnnouncementListResponse } from '@fathom/contract/announcements';
import type { Billing } from '@fathom/contract/billing';
import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import type { Cryogenics } from '@fathom/contract/cryogenics';
import type { ItemResource } from '@fathom/contract/items';
import type { orderListResponseSchema } from '@fathom/contract/orders';
import type { ResultHistoryEntry } from '@fathom/contract/results';
import type { UserResource } from '@fathom/contract/user';
import { FREE_CONSULTATION_CUTOFF_DATE } from '@fathom/domain/constants';
import { formatDay } from '@fathom/domain/format';
import { itemsOfOrderLine } from '@fathom/domain/fulfilment';
import { paymentForWords } from '@fathom/domain/payment-words';
import { type ResultParameter, resultState } from '@fathom/domain/results';
import { RENEWAL_MAX_ATTEMPTS } from '@fathom/domain/storage-billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ApiClient, alexTotpSecret, signIn } from '../../../test/api-client';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { generateTotp } from '../../modules/auth/totp';
import { addMonths } from './plan-dates';

type Order = z.infer<typeof orderListResponseSchema>['data'][number];

/** What one persona's pages read, through the API as the browser reads it. */
interface PersonaView {
  profile: UserResource;
  orders: Order[];
  items: ItemResource[];
  unmatchedStorage: ItemResource[];
  billing: Billing;
  cryogenics: Cryogenics;
  announcements: AnnouncementListResponse['data'];
  /** Every released analysis, oldest first, with its values. */
  analyses: ResultHistoryEntry[];
}

const clientPersonas = [
  'sam',
  'alex',
  'casey',
  'jordan',
  'morgan',
  'taylor',
  'riley',
  'pat',
  'drew',
] as const;
type ClientPersona = (typeof clientPersonas)[number];

const dayMs = 86_400_000;
const day = (iso: string) => iso.slice(0, 10);

async function readView(api: ApiClient, token: string): Promise<PersonaView> {
  const get = async <T>(path: string): Promise<T> => {
    const answer = await api.get<T>(path, { token });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    return answer.body;
  };
  const orders = await get<{ data: Order[]; meta: { total: number } }>(
    '/api/restify/orders?related=items.product&perPage=50',
  );
  const items = await get<{ data: ItemResource[]; meta: { total: number } }>('/api/restify/items?perPage=50');
  // Every page the personas have fits on one: the checks below see everything.
  expect(orders.meta.total).toBe(orders.data.length);
  expect(items.meta.total).toBe(items.data.length);
  return {
    profile: (await get<{ data: UserResource }>('/api/restify/profile')).data,
    orders: orders.data,
    items: items.data,
    unmatchedStorage: (
      await get<{ data: ItemResource[] }>('/api/restify/items?filter[available_cryogenic_items]=true')
    ).data,
    billing: (await get<{ data: Billing }>('/api/billings')).data,
    cryogenics: (await get<{ data: Cryogenics }>('/api/cryogenics')).data,
    announcements: (await get<AnnouncementListResponse>('/api/restify/announcements?active=true')).data,
    analyses: (await get<{ data: ResultHistoryEntry[] }>('/api/restify/result-documents')).data,
  };
}

async function signInPersona(api: ApiClient, persona: ClientPersona): Promise<string> {
  const token = await signIn(api, persona);
  if (persona !== 'alex') return token;
  const answer = await api.post<{ data: { token: string } }>(
    '/api/login-2fa',
    { one_time_password: await generateTotp(alexTotpSecret, new Date()) },
    { token },
  );
  return answer.body.data.token;
}

const periodMonths = (plan: Billing['subscriptions'][number]) =>
  plan.repeats_every * (plan.repeats_frequency === 'year' ? 12 : 1);

describeEachDatabase('the demo world', (database) => {
  let server: TestServer;
  let catalogue: CatalogueProductResource[];
  const views = {} as Record<ClientPersona, PersonaView>;
  beforeAll(async () => {
    server = await startTestServer({ database });
    const api = new ApiClient(server.url);
    catalogue = (await api.get<{ data: CatalogueProductResource[] }>('/api/checkouts')).body.data;
    for (const persona of clientPersonas) {
      views[persona] = await readView(api, await signInPersona(api, persona));
    }
  });
  afterAll(async () => server?.close());

  const productByKey = (key: string | null | undefined) => {
    const product = catalogue.find((candidate) => candidate.key === key);
    if (!product) throw new Error(`No product ${key}`);
    return product;
  };

  describe.each(clientPersonas)('%s', (persona) => {
    it('every item belongs to an order of the history, which gave exactly the items fulfilment makes', () => {
      const { orders, items } = views[persona];
      for (const item of items) {
        const order = orders.find((entry) => entry.id === item.relationships.order?.id);
        expect(order, `${item.attributes.title} has an order in the history`).toBeDefined();
        expect(item.attributes.po_number).toBe(order?.attributes.po_number);
      }
      for (const order of orders) {
        const expected = (order.relationships?.items ?? []).flatMap((line) => {
          const product = productByKey(line.relationships?.product?.key);
          const asFulfilled = (part: Omit<CatalogueProductResource, 'products'>) => ({
            productId: part.uuid,
            title: part.title,
            productType: part.product_type,
          });
          return itemsOfOrderLine(
            { ...asFulfilled(product), contents: product.products.map(asFulfilled) },
            line.attributes.quantity,
          ).map((made) => `${made.category}: ${made.title}`);
        });
        const given = items
          .filter((item) => item.relationships.order?.id === order.id)
          .map((item) => `${item.attributes.category}: ${item.attributes.title}`);
        expect(given.sort(), `the items of order ${order.attributes.po_number}`).toEqual(expected.sort());
      }
    });

    it('every order is an invoice on the billing page, paid once for its total or its first instalment', () => {
      const { orders, billing } = views[persona];
      expect(billing.invoices.map((invoice) => invoice.po_number).sort()).toEqual(
        orders.map((order) => order.attributes.po_number).sort(),
      );
      for (const order of orders) {
        const invoice = billing.invoices.find((entry) => entry.po_number === order.attributes.po_number);
        expect(invoice?.total).toBe(order.attributes.final_price);
        expect(invoice?.status).toBe(order.attributes.status);
        expect(day(invoice?.created_at ?? '')).toBe(day(order.attributes.created_at));
        const paid = billing.payments.filter(
          (payment) => paymentForWords(payment.paid_for, 'en') === `Order ${order.attributes.po_number}`,
        );
        const parts = order.attributes.instalments;
        if (!parts) {
          expect(order.attributes.status).toBe('paid');
          expect(paid.map((payment) => [payment.status, payment.amount])).toEqual([
            ['succeeded', order.attributes.final_price],
          ]);
          continue;
        }
        // In instalments: the first part paid at checkout, the others to come, as billing tells.
        expect(order.attributes.status).toBe('paying_instalments');
        expect(paid).toEqual([]);
        expect(
          billing.payments
            .filter((payment) =>
              paymentForWords(payment.paid_for, 'en').startsWith(`Order ${order.attributes.po_number},`),
            )
            .map((payment) => [paymentForWords(payment.paid_for, 'en'), payment.status, payment.amount]),
        ).toEqual([[`Order ${order.attributes.po_number}, instalment 1`, 'succeeded', parts[0]?.amount]]);
        expect(parts.map((part) => part.status)).toEqual(['paid', 'scheduled', 'scheduled']);
        const plan = billing.instalment_plans.find((entry) => entry.po_number === order.attributes.po_number);
        expect(plan?.paid_parts).toBe(1);
        expect(plan?.next).toMatchObject({ number: 2, due_date: parts[1]?.due_date, status: 'scheduled' });
        expect(Math.round((plan?.left ?? 0) * 100)).toBe(
          Math.round(((parts[1]?.amount ?? 0) + (parts[2]?.amount ?? 0)) * 100),
        );
      }
    });

    it('every storage plan is on the billing page with each renewal paid, and its samples agree on /cryogenic', () => {
      const { orders, items, billing, cryogenics } = views[persona];
      const storageItems = items.filter((item) => item.attributes.category === 'cryogenic');
      expect(cryogenics.items.map((item) => item.id).sort()).toEqual(
        storageItems.map((item) => item.id).sort(),
      );
      for (const storage of storageItems) {
        const renews = productByKey(storage.relationships.product?.attributes.key).with_subscription;
        const plan = billing.subscriptions.find(
          (entry) => entry.po_number === storage.relationships.order?.attributes.po_number,
        );
        expect(Boolean(plan), `${storage.attributes.title} has its plan on the billing page`).toBe(renews);
      }
      for (const plan of billing.subscriptions) {
        const order = orders.find((entry) => entry.attributes.po_number === plan.po_number);
        expect(order?.relationships?.items?.map((line) => line.attributes.title)).toContain(plan.title);
        const next = new Date(plan.next_billing_at ?? '');
        const orderedAt = new Date(order?.attributes.created_at ?? '');
        let periods = 0;
        while (addMonths(orderedAt, (periods + 1) * periodMonths(plan)) <= next) periods += 1;
        expect(addMonths(orderedAt, periods * periodMonths(plan)).getTime()).toBe(next.getTime());
        const renewalPayments = billing.payments.filter((payment) =>
          paymentForWords(payment.paid_for, 'en').startsWith(`${plan.title}, period `),
        );
        const renewals = renewalPayments
          .filter((payment) => payment.status !== 'failed')
          .map((payment) => [paymentForWords(payment.paid_for, 'en'), payment.status, payment.amount]);
        // A renewal declined (alex's expired card) is the period now due, tried no more than the attempts allow.
        const declined = renewalPayments.filter((payment) => payment.status === 'failed');
        expect(declined.map((payment) => paymentForWords(payment.paid_for, 'en'))).toEqual(
          declined.map(() => `${plan.title}, period ${periods + 1}`),
        );
        expect(declined.length).toBeLessThanOrEqual(RENEWAL_MAX_ATTEMPTS);
        expect(renewals.sort()).toEqual(
          Array.from({ length: periods - 1 }, (_, index) => [
            `${plan.title}, period ${index + 2}`,
            'succeeded',
            plan.price,
          ]).sort(),
        );
        const samples = cryogenics.items.filter((item) =>
          storageItems.some(
            (storage) => storage.id === item.id && storage.relationships.order?.id === order?.id,
          ),
        );
        expect(samples.length).toBeGreaterThan(0);
        for (const sample of samples) {
          // A plan that renews keeps its samples; a cancelled one keeps them to the end of the period paid.
          expect(sample.destruction_date).toBe(plan.status === 'active' ? null : day(next.toISOString()));
        }
        // An active plan's next renewal is to come, unless it is past due: declined, its card to be changed.
        if (plan.status === 'active') expect(next.getTime() > Date.now()).toBe(!plan.past_due);
      }
    });

    it('the account’s flags, which /home and the menus read, agree with its pages', () => {
      const { profile, items, billing, cryogenics, unmatchedStorage } = views[persona];
      const client = profile.relationships.client?.attributes;
      const analyses = items
        .filter((item) => item.attributes.category === 'analysis')
        .sort((a, b) => b.attributes.created_at.localeCompare(a.attributes.created_at));
      const released = analyses.filter((item) => item.relationships.resultDocuments.length > 0);
      expect(client?.has_active_subscriptions).toBe(
        billing.subscriptions.some((plan) => plan.status === 'active'),
      );
      expect(client?.has_cryogenic).toBe(cryogenics.has_cryogenic);
      expect(client?.has_unmatched_subscriptions).toBe(unmatchedStorage.length > 0);
      expect(client?.has_results_ready).toBe(released.length > 0);
      expect(client?.latest_analysis?.id ?? null).toBe(analyses[0]?.id ?? null);
      const newestRelease = released
        .map((item) => ({ item, readyAt: item.relationships.resultDocuments[0]?.attributes.ready_at ?? '' }))
        .sort((a, b) => b.readyAt.localeCompare(a.readyAt))[0];
      expect(
        profile.relationships.client?.relationships.latest_ready_result?.attributes.item_id ?? null,
      ).toBe(newestRelease?.item.id ?? null);
      expect(client?.has_active_fertility_consultation).toBe(
        items.some((item) => item.attributes.category === 'consultation'),
      );
    });

    it('an announcement about a plan’s renewal names the plan and the day the billing page shows', () => {
      const { announcements, billing } = views[persona];
      for (const announcement of announcements.filter((entry) => /renew/i.test(entry.attributes.body))) {
        const plan = billing.subscriptions.find(
          (entry) => entry.status === 'active' && announcement.attributes.body.includes(entry.title),
        );
        expect(plan, announcement.attributes.title).toBeDefined();
        expect(announcement.attributes.body).toContain(formatDay(plan?.next_billing_at ?? ''));
      }
    });

    it('every withdrawal’s shipping is an order of the history, paid', () => {
      const { orders, cryogenics } = views[persona];
      const withdrawals = cryogenics.items.flatMap((item) => item.withdrawals);
      const shippingOrders = orders.filter((order) =>
        order.relationships?.items?.some(
          (line) => line.relationships?.product?.key === 'withdrawal_shipping',
        ),
      );
      expect(shippingOrders.length).toBe(
        withdrawals.filter((withdrawal) => withdrawal.status !== 'cancelled').length +
          cryogenics.unused_withdrawals,
      );
    });
  });

  it('the personas show what the README says of them', () => {
    const now = Date.now();
    const releasedAnalyses = (persona: ClientPersona) =>
      views[persona].items.filter(
        (item) => item.attributes.category === 'analysis' && item.relationships.resultDocuments.length > 0,
      );
    const ageInDays = (iso: string) => (now - new Date(iso).getTime()) / dayMs;

    // sam: three released analyses over 18 months, a yearly plan renewing within the month, 4 stored vials.
    const sam = views.sam;
    expect(releasedAnalyses('sam')).toHaveLength(3);
    expect(
      Math.max(...releasedAnalyses('sam').map((item) => ageInDays(item.attributes.created_at))),
    ).toBeGreaterThan(540);
    const samPlan = sam.billing.subscriptions.find((plan) => plan.status === 'active');
    expect(samPlan?.title).toBe('Cryogenic Storage, yearly plan');
    expect(ageInDays(samPlan?.next_billing_at ?? '')).toBeGreaterThan(-32);
    expect(sam.cryogenics.remaining_vials_count).toBe(4);
    // The first below the normal range on 5 of its 6 measures (all but volume), the next two in range on all.
    const measures: ResultParameter[] = [
      'total_count',
      'total_motile_sperm',
      'volume',
      'concentration',
      'total_motility',
      'normal',
    ];
    expect(
      sam.analyses.map(
        (analysis) =>
          measures.filter((measure) => resultState(measure, analysis.attributes) !== 'Normal').length,
      ),
    ).toEqual([5, 0, 0]);

    // jordan: two analyses, the latest ready more than 90 days ago; 2 vials being withdrawn.
    expect(releasedAnalyses('jordan')).toHaveLength(2);
    const jordanReady = views.jordan.profile.relationships.client?.relationships.latest_ready_result;
    expect(ageInDays(jordanReady?.attributes.ready_at ?? '')).toBeGreaterThan(90);
    expect(views.jordan.cryogenics.items[0]?.withdrawals.map((entry) => entry.vial_count)).toEqual([2]);

    // morgan: an analysis from before 2022-07-07, whose results are stale; no plan any more, a destruction date.
    const morgan = views.morgan;
    expect(
      day(morgan.profile.relationships.client?.attributes.latest_analysis?.created_at ?? '') <
        FREE_CONSULTATION_CUTOFF_DATE,
    ).toBe(true);
    expect(morgan.billing.subscriptions.map((plan) => plan.status)).toEqual(['cancelled']);
    const destruction = morgan.cryogenics.items[0]?.destruction_date ?? '';
    expect(-ageInDays(`${destruction}T23:59:59Z`)).toBeGreaterThan(41);
    expect(-ageInDays(`${destruction}T00:00:00Z`)).toBeLessThan(46);

    // alex: a monthly plan holding the first analysis's sample, its renewal declined three times on the expired card:
    // past due, no retry left.
    const alexPlan = views.alex.billing.subscriptions;
    expect(alexPlan.map((plan) => plan.status)).toEqual(['active']);
    expect(
      views.alex.billing.payments
        .filter((payment) => payment.status === 'failed')
        .map((payment) => paymentForWords(payment.paid_for, 'en')),
    ).toEqual(Array.from({ length: RENEWAL_MAX_ATTEMPTS }, () => `${alexPlan[0]?.title}, period 2`));
    expect(views.alex.cryogenics.storage_payment_past_due).toBe(true);

    // taylor paid in three: two instalments still to come, the next within a month.
    expect(views.taylor.billing.instalment_plans).toHaveLength(1);
    const next = views.taylor.billing.instalment_plans[0]?.next?.due_date ?? '';
    expect(-ageInDays(`${next}T12:00:00Z`)).toBeGreaterThan(20);
    expect(-ageInDays(`${next}T12:00:00Z`)).toBeLessThan(27);
    // taylor and pat: one kit each, not registered, no result.
    for (const persona of ['taylor', 'pat'] as const) {
      const kits = views[persona].items.filter((item) => item.attributes.category === 'analysis');
      expect(
        kits.map((kit) => [kit.attributes.kit?.registered, kit.relationships.resultDocuments.length]),
      ).toEqual([[false, 0]]);
    }
    // riley: only STI and supplement items; drew: nothing at all.
    expect(views.riley.items.map((item) => item.attributes.category).sort()).toEqual(['sti', 'supplement']);
    expect([views.drew.items, views.drew.orders]).toEqual([[], []]);
  });
});
