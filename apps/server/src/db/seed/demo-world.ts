import { randomUUID } from 'node:crypto';
import type { LabResultsRequest } from '@fathom/contract/results';
import { addDays } from '@fathom/domain/calendar-date';
import { FREE_CONSULTATION_CUTOFF_DATE } from '@fathom/domain/constants';
import { formatDay, formatMoney } from '@fathom/domain/format';
import { productTitle } from '@fathom/domain/product-words';
import { STI_TEST_KEYS } from '@fathom/domain/sti-results';
import { RENEWAL_MAX_ATTEMPTS, RENEWAL_RETRY_DELAY_DAYS } from '@fathom/domain/storage-billing';
import { sandboxCardTokens } from '../../integrations/payments/sandbox';
import { addPartner } from '../../modules/account/partner/partner-repository';
import { updatePasswordHash } from '../../modules/auth/credentials-repository';
import { consumePasswordReset, insertPasswordReset } from '../../modules/auth/password-reset-repository';
import { generateToken, hashToken } from '../../platform/tokens';
import { type CustomerPersona, spanish } from './demo-dataset';
import { createDemoLab, itemOf } from './demo-lab';
import type { DemoCustomer, DemoOrder, DemoShop } from './demo-shop';
import { planStartEndingOn } from './plan-dates';

const dayMs = 86_400_000;

/** A day of the personas' past, at 15:00 UTC (the working day in every US zone). */
const dayAt = (date: Date) => new Date(`${date.toISOString().slice(0, 10)}T15:00:00Z`);

/** Well above every reference value. */
const normalValues = {
  is_azoospermic: false,
  total_count: 120,
  total_motile_sperm: 70,
  total_motility: 58,
  concentration: 48,
  actual_ejaculate_concentration: 48,
  volume: 2.5,
  normal: 6,
} satisfies LabResultsRequest;

const lowValues = {
  is_azoospermic: false,
  total_count: 31,
  total_motile_sperm: 12,
  total_motility: 38,
  concentration: 13,
  actual_ejaculate_concentration: 13,
  volume: 1.2,
  normal: 3,
} satisfies LabResultsRequest;

/** sam's first analysis, before he changed how he slept, drank and kept cool. */
const samBeforeChanges = {
  is_azoospermic: false,
  total_count: 34,
  total_motile_sperm: 13,
  total_motility: 37,
  concentration: 14,
  actual_ejaculate_concentration: 14,
  volume: 2.4,
  normal: 3,
} satisfies LabResultsRequest;

/** sam's second analysis, seven months on: every measure back in range. */
const samImproving = {
  is_azoospermic: false,
  total_count: 82,
  total_motile_sperm: 43,
  total_motility: 49,
  concentration: 33,
  actual_ejaculate_concentration: 33,
  volume: 2.5,
  normal: 5,
} satisfies LabResultsRequest;

const azoospermicValues = {
  is_azoospermic: true,
  total_count: 0,
  total_motile_sperm: 0,
  total_motility: 0,
  concentration: 0,
  actual_ejaculate_concentration: 0,
  volume: 2.1,
  normal: 0,
} satisfies LabResultsRequest;

const stiPanel = STI_TEST_KEYS;

/** The last day whose analyses come with a complimentary consultation (morgan's does). */
const lastFreeConsultationDay = new Date(`${addDays(FREE_CONSULTATION_CUTOFF_DATE, -1)}T15:00:00Z`);

/**
 * Each persona's past, lived through the product: every order placed and paid at checkout, every kit
 * registered, analysed and released by the lab, every sample frozen, every plan renewed or cancelled as the
 * product does it. Orders, subscriptions, invoices, payments, items and results therefore agree by
 * construction. Dates are relative to `now`, so "released 10 days ago" stays true whenever it is seeded.
 */
export async function liveDemoWorld(
  shop: DemoShop,
  customers: Record<CustomerPersona, DemoCustomer>,
  options: { now: Date; passwordHash: string },
): Promise<void> {
  const { db } = shop;
  const lab = createDemoLab(shop);
  const daysAgo = (days: number) => new Date(options.now.getTime() - days * dayMs);

  /** A kit bought alone or with more, followed from its order to its released result. */
  const analysedKit = async (
    customer: DemoCustomer,
    order: DemoOrder,
    orderedAt: Date,
    values: LabResultsRequest,
    timeline: { registeredAt: Date; enteredAt: Date; releasedAt: Date },
    consideringFreezing: 'yes' | 'no' | null = null,
  ) => {
    const kit = itemOf(order, 'analysis');
    await lab.completeOrderDetails(customer, kit, orderedAt, consideringFreezing);
    await lab.ship(kit, orderedAt);
    await lab.register(customer, order, timeline.registeredAt);
    await lab.analyse(kit, values, timeline);
    return kit;
  };
  const orderAt = async (
    customer: DemoCustomer,
    at: Date,
    lines: Parameters<DemoShop['order']>[1],
    extra?: Parameters<DemoShop['order']>[2],
  ) => {
    shop.at(at);
    return shop.order(customer, lines, extra);
  };

  // morgan: analysed in the first half of 2022 (a complimentary consultation came with it), the sample frozen
  // on a six-month plan that renewed until morgan cancelled it ten days ago: the vials are kept to the end of
  // the last period paid, about six weeks from now, then destroyed. Lived first: the renewal job of each past
  // period must find no other plan due.
  {
    const morgan = customers.morgan;
    const { start } = planStartEndingOn(dayAt(daysAgo(-45)), 6, {
      earliest: new Date('2022-01-07T15:00:00Z'),
      latest: lastFreeConsultationDay,
    });
    const order = await orderAt(morgan, start, [{ key: 'analysis' }, { key: 'cryo_six_months' }]);
    const later = (days: number) => new Date(start.getTime() + days * dayMs);
    const kit = await analysedKit(
      morgan,
      order,
      start,
      normalValues,
      { registeredAt: later(5), enteredAt: later(12), releasedAt: later(14) },
      'yes',
    );
    const storage = itemOf(order, 'cryogenic');
    await lab.freeze(storage, later(15), true);
    await lab.match(morgan, storage, kit, later(16));
    const cancelledAt = daysAgo(10);
    for (;;) {
      const { rows } = await db.query<{ next_billing_at: Date }>(
        "SELECT next_billing_at FROM subscriptions WHERE order_id = $1 AND status = 'active'",
        [order.id],
      );
      const due = rows[0]?.next_billing_at;
      if (!due || due > cancelledAt) break;
      shop.at(new Date(due.getTime() + 60_000));
      await shop.renewDuePlans();
      const renewed = await db.query(
        'SELECT 1 FROM subscriptions WHERE order_id = $1 AND next_billing_at > $2',
        [order.id, due],
      );
      if (renewed.rows.length === 0) throw new Error('morgan’s plan did not renew');
    }
    shop.at(cancelledAt);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM subscriptions WHERE order_id = $1', [
      order.id,
    ]);
    await shop.cancelPlan(morgan.user.clientId ?? '', rows[0]?.id ?? '');
  }

  // sam: three analyses over 18 months that improve after lifestyle changes: the first below normal on 5 of its 6
  // measures (all but volume), the second back in range, the latest better still. The second came with a yearly storage
  // plan that holds its sample (4 vials) and renews next month; the latest added DNA fragmentation. Jamie reads
  // the results too.
  {
    const sam = customers.sam;
    const first = await orderAt(sam, daysAgo(545), [{ key: 'analysis' }]);
    await analysedKit(sam, first, daysAgo(545), samBeforeChanges, {
      registeredAt: daysAgo(541),
      enteredAt: daysAgo(532),
      releasedAt: daysAgo(530),
    });
    const withStorage = await orderAt(sam, daysAgo(335), [{ key: 'analysis' }, { key: 'cryo_yearly' }]);
    const storedKit = await analysedKit(
      sam,
      withStorage,
      daysAgo(335),
      samImproving,
      { registeredAt: daysAgo(331), enteredAt: daysAgo(322), releasedAt: daysAgo(320) },
      'yes',
    );
    const storage = itemOf(withStorage, 'cryogenic');
    await lab.freeze(storage, daysAgo(324));
    await lab.match(sam, storage, storedKit, daysAgo(317));

    shop.at(daysAgo(300));
    const jamie = await addPartner(
      db,
      sam.user.id,
      { firstName: 'Jamie', lastName: 'Whitaker', email: 'jamie@example.com', unusablePasswordHash: '!' },
      daysAgo(300),
    );
    if (!jamie.added) throw new Error('Jamie could not be added as sam’s partner');
    // Jamie chose a password from the invitation the next day.
    const invitation = hashToken(generateToken());
    await insertPasswordReset(db, {
      userId: jamie.partner.id,
      tokenHash: invitation,
      now: daysAgo(300),
      expiresAt: daysAgo(293),
    });
    await consumePasswordReset(db, { userId: jamie.partner.id, tokenHash: invitation, now: daysAgo(299) });
    await updatePasswordHash(db, jamie.partner.id, options.passwordHash, daysAgo(299));

    const latest = await orderAt(sam, daysAgo(30), [{ key: 'analysis' }, { key: 'dna_fragmentation' }]);
    await analysedKit(
      sam,
      latest,
      daysAgo(30),
      { ...normalValues, dna_fragmentation: 18 },
      { registeredAt: daysAgo(26), enteredAt: daysAgo(12), releasedAt: daysAgo(10) },
    );
    const plan = await db.query<{ key: string; title: string; price_cents: number; next_billing_at: Date }>(
      `SELECT p.key, p.title, p.price_cents, s.next_billing_at FROM subscriptions s JOIN products p ON p.id = s.product_id
        WHERE s.order_id = $1`,
      [withStorage.id],
    );
    const renewing = plan.rows[0];
    if (!renewing) throw new Error('sam’s storage plan is missing');
    await db.query(
      `INSERT INTO announcements (id, title, body, translations, location, variant, client_id, starts_at, ends_at,
                                  created_at)
       VALUES ($1, $2, $3, $4, 'home', 'info', $5, $6, NULL, $6)`,
      [
        randomUUID(),
        'Your storage plan renews soon',
        `Your ${renewing.title} renews on ${formatDay(renewing.next_billing_at.toISOString())} for ${formatMoney(renewing.price_cents)}. No action is needed to keep your vials stored.`,
        spanish(
          'Su plan de almacenamiento se renueva pronto',
          `Su plan "${productTitle(renewing.key, 'es', renewing.title)}" se renueva el ${formatDay(renewing.next_billing_at.toISOString(), { language: 'es' })} por ${formatMoney(renewing.price_cents)}. No tiene que hacer nada para que sus viales sigan almacenados.`,
        ),
        sam.user.clientId,
        daysAgo(2),
      ],
    );
  }

  // alex: one normal analysis, signed in with an authenticator; a second kit at the lab without results. The
  // first came with a monthly storage plan that holds its sample; the card on file expired before the plan's
  // first renewal, which the renewal job declined on three days running: no retry is left, alex was asked to
  // update the card, and the console's Money and messages lists the renewal.
  {
    const alex = customers.alex;
    const order = await orderAt(alex, daysAgo(45), [{ key: 'analysis' }, { key: 'cryo_monthly' }]);
    const analysed = await analysedKit(
      alex,
      order,
      daysAgo(45),
      normalValues,
      { registeredAt: daysAgo(41), enteredAt: daysAgo(37), releasedAt: daysAgo(35) },
      'yes',
    );
    const storage = itemOf(order, 'cryogenic');
    await lab.freeze(storage, daysAgo(40));
    await lab.match(alex, storage, analysed, daysAgo(33));
    const { rows: plans } = await db.query<{ next_billing_at: Date }>(
      `UPDATE subscriptions SET payment_method_token = $2 WHERE order_id = $1 RETURNING next_billing_at`,
      [order.id, sandboxCardTokens.declined],
    );
    const due = plans[0]?.next_billing_at;
    if (!due) throw new Error('alex’s storage plan is missing');
    for (let attempt = 0; attempt < RENEWAL_MAX_ATTEMPTS; attempt += 1) {
      shop.at(new Date(due.getTime() + (attempt + 1) * 60_000 + attempt * RENEWAL_RETRY_DELAY_DAYS * dayMs));
      await shop.renewDuePlans();
    }
    // A second kit, registered and at the lab, its results not in yet: the lab's system sends them
    // (`npm run lab:simulate` plays it against a running demo).
    const second = await orderAt(alex, daysAgo(9), [{ key: 'analysis' }]);
    const kit = itemOf(second, 'analysis');
    await lab.completeOrderDetails(alex, kit, daysAgo(9));
    await lab.ship(kit, daysAgo(9));
    await db.query("UPDATE items SET kit_identifier = 'FK-ALEX-0002' WHERE id = $1", [kit]);
    await lab.register(alex, second, daysAgo(5));
    await lab.track(
      kit,
      { tracking_stage: 4, status_step: 'SealShippingBoxStep', delivery_carrier: 'UPS' },
      daysAgo(4),
    );
    await lab.track(kit, { tracking_stage: 5 }, daysAgo(2));
  }

  // casey: an azoospermic result; casey bought the fertility consultation the next day.
  {
    const casey = customers.casey;
    const order = await orderAt(casey, daysAgo(21), [{ key: 'analysis' }]);
    await analysedKit(casey, order, daysAgo(21), azoospermicValues, {
      registeredAt: daysAgo(18),
      enteredAt: daysAgo(15),
      releasedAt: daysAgo(14),
    });
    await orderAt(casey, daysAgo(13), [{ key: 'fertility_consultation' }]);
  }

  // jordan: two analyses, the latest (with DNA fragmentation and low post-thaw motility) older than 90 days,
  // bought with a yearly storage plan not yet matched to it; 2 of its 4 vials are being withdrawn to a clinic,
  // the shipping paid three days ago.
  {
    const jordan = customers.jordan;
    const first = await orderAt(jordan, daysAgo(400), [{ key: 'analysis' }]);
    await analysedKit(
      jordan,
      first,
      daysAgo(400),
      { ...lowValues, total_count: 38, total_motility: 40, concentration: 15 },
      { registeredAt: daysAgo(396), enteredAt: daysAgo(387), releasedAt: daysAgo(385) },
    );
    const withStorage = await orderAt(jordan, daysAgo(134), [
      { key: 'analysis' },
      { key: 'dna_fragmentation' },
      { key: 'cryo_yearly' },
    ]);
    await analysedKit(
      jordan,
      withStorage,
      daysAgo(134),
      { ...lowValues, dna_fragmentation: 34, post_thaw_motility: 35 },
      { registeredAt: daysAgo(131), enteredAt: daysAgo(122), releasedAt: daysAgo(120) },
      'yes',
    );
    const storage = itemOf(withStorage, 'cryogenic');
    await lab.freeze(storage, daysAgo(128));
    const shipping = await orderAt(jordan, daysAgo(3), [{ key: 'withdrawal_shipping' }], {
      withdrawal_uuid: storage,
    });
    await db.query(
      `INSERT INTO withdrawal_requests (id, client_id, item_id, requested_by, shipping_order_id, destination,
         recipient_type, recipient_name, recipient_facility, recipient_address, recipient_email, recipient_phone,
         requested_date, timezone, vial_count, signature, status, created_at)
       VALUES ($1, $2, $3, $4, $5, 'domestic', 'medical_facility', $6, $7, $8, $9, $10, $11, $12, 2, $13,
               'requested', $14)`,
      [
        randomUUID(),
        jordan.user.clientId,
        storage,
        jordan.user.id,
        shipping.id,
        'Dr. Priya Raman',
        'Lakeside Fertility Clinic',
        JSON.stringify({
          address_1: '200 Lakeshore Drive',
          city: 'Chicago',
          state: 'IL',
          postal_code: '60601',
          country: 'US',
        }),
        'lab@lakeside-fertility.example',
        '+13125550188',
        daysAgo(-20).toISOString().slice(0, 10),
        jordan.timezone,
        'Jordan Ellis',
        daysAgo(2),
      ],
    );
  }

  // taylor: a kit on its way back to the lab (tracking stage 4), not registered yet: its QR code (README)
  // leads to /k-r/v-c/FK-TAYLOR-0001. Paid in three instalments: the first at checkout, two still to come.
  {
    const taylor = customers.taylor;
    const order = await orderAt(taylor, daysAgo(6), [{ key: 'analysis' }], { inInstalments: true });
    const kit = itemOf(order, 'analysis');
    await lab.completeOrderDetails(taylor, kit, daysAgo(6));
    await lab.ship(kit, daysAgo(6));
    await lab.track(
      kit,
      { tracking_stage: 4, status_step: 'SealShippingBoxStep', delivery_carrier: 'UPS' },
      daysAgo(1),
    );
    await db.query("UPDATE items SET kit_identifier = 'FK-TAYLOR-0001' WHERE id = $1", [kit]);
  }

  // riley: an STI kit and a supplement, no semen analysis; the STI panel has one positive, released by a
  // clinician after review.
  {
    const riley = customers.riley;
    const order = await orderAt(riley, daysAgo(18), [{ key: 'sti' }, { key: 'coq10' }]);
    const kit = itemOf(order, 'sti');
    await lab.completeOrderDetails(riley, kit, daysAgo(18));
    await lab.ship(kit, daysAgo(18));
    await lab.register(riley, order, daysAgo(15));
    await lab.track(kit, { tracking_stage: 4 }, daysAgo(8));
    await lab.track(kit, { tracking_stage: 5 }, daysAgo(6));
    await lab.analyseSti(
      kit,
      stiPanel.map((testKey) => {
        const positive = testKey === 'chlamydiaGenital';
        return {
          test_key: testKey,
          outcome: positive ? ('positive' as const) : ('negative' as const),
          value: positive ? 'Detected' : 'Not detected',
        };
      }),
      { enteredAt: daysAgo(4), releasedAt: daysAgo(3) },
    );
  }

  // pat (unmarketable): a kit at the lab, not registered yet (README: register it by its order number).
  {
    const pat = customers.pat;
    const order = await orderAt(pat, daysAgo(9), [{ key: 'analysis' }]);
    const kit = itemOf(order, 'analysis');
    await lab.completeOrderDetails(pat, kit, daysAgo(9));
    await lab.ship(kit, daysAgo(9));
    await lab.track(kit, { tracking_stage: 4 }, daysAgo(4));
    await lab.track(
      kit,
      { tracking_stage: 5, status_step: 'FinishedStep', delivery_carrier: 'UPS' },
      daysAgo(2),
    );
  }

  // Each account dates from its owner's first order; drew, who bought nothing, joined a week ago.
  await db.query(
    `UPDATE clients c SET created_at = coalesce(
        (SELECT min(o.created_at) FROM orders o WHERE o.client_id = c.id), $1::timestamptz)
      WHERE c.id = ANY($2::uuid[])`,
    [daysAgo(7), Object.values(customers).map((customer) => customer.user.clientId)],
  );
  await db.query(
    `UPDATE users u SET created_at = c.created_at, updated_at = c.created_at FROM clients c
      WHERE u.client_id = c.id AND u.role = 'client' AND c.id = ANY($1::uuid[])`,
    [Object.values(customers).map((customer) => customer.user.clientId)],
  );
}
