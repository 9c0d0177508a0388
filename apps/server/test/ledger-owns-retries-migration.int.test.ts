import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readMigrations } from '../src/db/migrate';
import { openTestDatabase, type TestDatabase } from './test-databases';
import { describeEachDatabase } from './test-server';

/** The first migration of ADR 063: the ledger's owner reference, then what is due and its retries. */
const FIRST = '0130_payment_owners';

const ids = {
  client: randomUUID(),
  product: randomUUID(),
  cardOrder: randomUUID(),
  planOrder: randomUUID(),
  retryingOrder: randomUUID(),
  stuckOrder: randomUUID(),
  failedOrder: randomUUID(),
  plan: randomUUID(),
  retryingPlan: randomUUID(),
  endedPlan: randomUUID(),
  claim: randomUUID(),
  declined: randomUUID(),
  paid: randomUUID(),
  planStart: randomUUID(),
  partDeclined: randomUUID(),
  partPaid: randomUUID(),
  renewed: randomUUID(),
  renewalDeclined: randomUUID(),
  renewalOpen: randomUUID(),
  staff: randomUUID(),
  refund: randomUUID(),
};

type Row = Record<string, unknown>;

/**
 * The migrations of ADR 063 keep every payment attempt and the meaning of every part and renewal written before
 * them: the schema as it was is built in a schema of its own, rows of each kind are written there (an order paid by
 * card after a decline, an order paid in three whose second part was declined then paid, a plan renewed, declined and
 * being charged again, a staff refund), and the migrations are applied to them.
 */
describeEachDatabase('the migration of the ledger to owners, what is due and its retries', (kind) => {
  let database: TestDatabase;
  let before: Row[];
  let attempts: Row[];
  let refunds: Row[];
  let dues: Row[];
  let renewals: Row[];
  let parts: Row[];
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
    const migrations = await readMigrations();
    const earlier = migrations.filter((migration) => migration.version < FIRST);
    const ours = migrations.filter((migration) => migration.version >= FIRST);
    if (ours.length === 0) throw new Error(`${FIRST} is missing`);
    const read = await database.db.transaction(async (tx) => {
      // Extensions (pg_trgm) live in public, where the earlier migrations found them.
      await tx.exec('CREATE SCHEMA before_owners; SET LOCAL search_path TO before_owners, public');
      for (const migration of earlier) await tx.exec(migration.sql);
      await tx.query(`INSERT INTO clients (id, number, email) VALUES ($1, 'C-1', 'robin@example.com')`, [
        ids.client,
      ]);
      await tx.query(
        `INSERT INTO users (id, email, password_hash, role, staff_role, first_name, last_name)
         VALUES ($1, 'support@example.com', 'x', 'staff', 'support', 'Sam', 'Support')`,
        [ids.staff],
      );
      await tx.query(
        `INSERT INTO products (id, sku, title, product_type, price_cents) VALUES ($1, 'cryo-monthly', 'Storage', 'cryogenic', 2500)`,
        [ids.product],
      );
      for (const [id, po, status] of [
        [ids.cardOrder, 'FA00000001', 'paid'],
        [ids.planOrder, 'FA00000002', 'paying_instalments'],
        [ids.retryingOrder, 'FA00000003', 'paying_instalments'],
        [ids.stuckOrder, 'FA00000004', 'paying_instalments'],
        [ids.failedOrder, 'FA00000005', 'paying_instalments'],
      ]) {
        await tx.query(
          `INSERT INTO orders (id, po_number, client_id, email, status, subtotal_cents, discount_cents, tax_cents,
             total_cents, timezone)
           VALUES ($1, $2, $3, 'robin@example.com', $4, 30000, 0, 0, 30000, 'UTC')`,
          [id, po, ids.client, status],
        );
      }
      await tx.query(
        `INSERT INTO subscriptions (id, client_id, order_id, product_id, repeats_frequency, status,
           payment_method_token, cycles_billed, next_billing_at, past_due_since)
         VALUES ($1, $2, $3, $4, 'month', 'active', 'pm_card_visa', 2, '2027-03-01T00:00:00Z', '2027-03-01T00:10:00Z')`,
        [ids.plan, ids.client, ids.cardOrder, ids.product],
      );
      for (const [id, status] of [
        [ids.retryingPlan, 'active'],
        [ids.endedPlan, 'cancelled'],
      ]) {
        await tx.query(
          `INSERT INTO subscriptions (id, client_id, order_id, product_id, repeats_frequency, status,
             payment_method_token, cycles_billed, next_billing_at, past_due_since)
           VALUES ($1, $2, $3, $4, 'month', $5, 'pm_card_expired', 1, '2027-02-01T00:00:00Z', '2027-02-01T00:10:00Z')`,
          [id, ids.client, ids.cardOrder, ids.product, status],
        );
      }
      // The plan renewed for period 2, and its period 3 is being charged again by a run (its claim); another plan
      // was declined once (tried again on 2027-02-02), a third used its attempts and ended.
      await tx.query(
        `INSERT INTO subscription_renewals (subscription_id, cycle, amount_cents, attempts, status, next_attempt_at,
           created_at, settled_at, claim_id, claimed_until)
         VALUES ($1, 2, 2500, 1, 'succeeded', NULL, '2027-02-01T00:10:00Z', '2027-02-01T00:10:05Z', NULL, NULL),
                ($1, 3, 2500, 2, 'pending', NULL, '2027-03-02T00:10:00Z', '2027-03-01T00:10:05Z', $2,
                 '2027-03-02T00:10:30Z'),
                ($3, 2, 2500, 1, 'failed', '2027-02-02T00:10:05Z', '2027-02-01T00:10:00Z', '2027-02-01T00:10:05Z',
                 NULL, NULL),
                ($4, 2, 2500, 3, 'failed', NULL, '2027-02-03T00:10:00Z', '2027-02-03T00:10:05Z', NULL, NULL)`,
        [ids.plan, ids.claim, ids.retryingPlan, ids.endedPlan],
      );
      const attempt = (
        id: string,
        columns: Row & { created_at: string; status: string; idempotency_key: string },
      ) => {
        const row: Row = {
          id,
          provider: 'sandbox',
          amount_cents: 10000,
          payment_method_token: 'pm_card_visa',
          settled_at: columns.status === 'pending' ? null : columns.created_at,
          ...columns,
        };
        const names = Object.keys(row);
        return tx.query(
          `INSERT INTO payment_attempts (${names.join(', ')}) VALUES (${names.map((_, n) => `$${n + 1}`).join(', ')})`,
          Object.values(row),
        );
      };
      await attempt(ids.declined, {
        purpose: 'order',
        order_id: ids.cardOrder,
        attempt: 1,
        amount_cents: 30000,
        idempotency_key: `${ids.cardOrder}:1`,
        status: 'declined',
        decline_reason: 'card_declined',
        provider_intent_id: 'pi_declined',
        intent_closed_at: '2026-01-02T10:00:00Z',
        created_at: '2026-01-01T10:00:00Z',
      });
      await attempt(ids.paid, {
        purpose: 'order',
        order_id: ids.cardOrder,
        attempt: 2,
        amount_cents: 30000,
        idempotency_key: `${ids.cardOrder}:2`,
        status: 'succeeded',
        provider_intent_id: 'pi_paid',
        refunded_cents: 1000,
        created_at: '2026-01-01T10:01:00Z',
      });
      await attempt(ids.planStart, {
        purpose: 'instalment',
        order_id: ids.planOrder,
        attempt: 1,
        amount_cents: 30000,
        idempotency_key: `${ids.planOrder}:1`,
        status: 'succeeded',
        provider_intent_id: 'charge-1',
        provider_plan_id: 'plan-1',
        created_at: '2026-01-05T10:00:00Z',
      });
      await attempt(ids.partDeclined, {
        purpose: 'later_instalment',
        order_id: ids.planOrder,
        instalment_number: 2,
        attempt: 2,
        idempotency_key: `instalment:${ids.planOrder}:2:2`,
        status: 'declined',
        decline_reason: 'insufficient_funds',
        provider_intent_id: 'pi_part_declined',
        created_at: '2026-02-05T00:20:00Z',
      });
      await attempt(ids.partPaid, {
        purpose: 'later_instalment',
        order_id: ids.planOrder,
        instalment_number: 2,
        attempt: 3,
        idempotency_key: `instalment:${ids.planOrder}:2:3`,
        status: 'succeeded',
        provider_intent_id: 'pi_part_paid',
        created_at: '2026-02-08T00:20:00Z',
      });
      await attempt(ids.renewed, {
        purpose: 'renewal',
        subscription_id: ids.plan,
        cycle: 2,
        attempt: 1,
        amount_cents: 2500,
        idempotency_key: `renewal:${ids.plan}:2:1`,
        status: 'succeeded',
        provider_intent_id: 'pi_renewed',
        created_at: '2027-02-01T00:10:00Z',
      });
      await attempt(ids.renewalDeclined, {
        purpose: 'renewal',
        subscription_id: ids.plan,
        cycle: 3,
        attempt: 1,
        amount_cents: 2500,
        idempotency_key: `renewal:${ids.plan}:3:1`,
        status: 'declined',
        decline_reason: 'card_declined',
        provider_intent_id: 'pi_renewal_declined',
        created_at: '2027-03-01T00:10:00Z',
      });
      await attempt(ids.renewalOpen, {
        purpose: 'renewal',
        subscription_id: ids.plan,
        cycle: 3,
        attempt: 2,
        amount_cents: 2500,
        idempotency_key: `renewal:${ids.plan}:3:2`,
        status: 'pending',
        provider_intent_id: 'pi_renewal_open',
        created_at: '2027-03-02T00:10:00Z',
      });
      // Orders paid in three: the first's second part paid (after a decline) and its third reminded; another's second
      // part declined (tried again on 2026-02-08), one's claimed by a pass that stopped, one's out of attempts.
      await tx.query(
        `INSERT INTO order_instalments (order_id, number, due_date, amount_cents, status, payment_method_token,
           attempts, claimed_at, next_attempt_at, paid_at, reminded_at)
         VALUES ($1, 1, '2026-01-05', 10000, 'paid', 'pm_card_visa', 0, NULL, NULL, '2026-01-05T10:00:01Z', NULL),
                ($1, 2, '2026-02-05', 10000, 'paid', 'pm_card_visa', 2, '2026-02-08T00:20:00Z', NULL,
                 '2026-02-08T00:20:01Z', '2026-02-02T00:20:00Z'),
                ($1, 3, '2026-03-05', 10000, 'scheduled', 'pm_card_visa', 0, NULL, NULL, NULL,
                 '2026-03-02T00:20:00Z'),
                ($2, 1, '2026-01-05', 10000, 'paid', 'pm_card_expired', 0, NULL, NULL, '2026-01-05T10:00:01Z', NULL),
                ($2, 2, '2026-02-05', 10000, 'declined', 'pm_card_expired', 1, '2026-02-05T00:20:00Z',
                 '2026-02-08T00:20:01Z', NULL, NULL),
                ($2, 3, '2026-03-05', 10000, 'scheduled', 'pm_card_expired', 0, NULL, NULL, NULL, NULL),
                ($3, 1, '2026-01-05', 10000, 'paid', 'pm_card_visa', 0, NULL, NULL, '2026-01-05T10:00:01Z', NULL),
                ($3, 2, '2026-02-05', 10000, 'pending', 'pm_card_visa', 1, '2026-02-05T00:20:00Z', NULL, NULL, NULL),
                ($3, 3, '2026-03-05', 10000, 'scheduled', 'pm_card_visa', 0, NULL, NULL, NULL, NULL),
                ($4, 1, '2026-01-05', 10000, 'paid', 'pm_card_visa', 0, NULL, NULL, '2026-01-05T10:00:01Z', NULL),
                ($4, 2, '2026-02-05', 10000, 'failed', 'pm_card_visa', 3, '2026-02-11T00:20:00Z', NULL, NULL, NULL),
                ($4, 3, '2026-03-05', 10000, 'scheduled', 'pm_card_visa', 0, NULL, NULL, NULL, NULL)`,
        [ids.planOrder, ids.retryingOrder, ids.stuckOrder, ids.failedOrder],
      );
      await tx.query(
        `INSERT INTO payment_refunds (id, attempt_id, request_key, amount_cents, reason, requested_by, notify_email,
           order_number, state, created_at)
         VALUES ($1, $2, 'key-1', 1000, 'Goodwill.', $3, 'robin@example.com', 'FA00000001', 'made', now())`,
        [ids.refund, ids.paid, ids.staff],
      );
      const attemptColumns = `id, attempt, provider, amount_cents, idempotency_key, payment_method_token, status,
        decline_reason, provider_intent_id, provider_plan_id, refunded_cents, refund_due, intent_closed_at,
        created_at, settled_at`;
      const beforeRows = (
        await tx.query<Row>(`SELECT ${attemptColumns} FROM payment_attempts ORDER BY created_at`)
      ).rows;
      for (const migration of ours) await tx.exec(migration.sql);
      return {
        before: beforeRows,
        attempts: (
          await tx.query<Row>(
            `SELECT ${attemptColumns}, owner_kind, owner_id, owner_key, owner_part, method
               FROM payment_attempts ORDER BY created_at`,
          )
        ).rows,
        refunds: (await tx.query<Row>('SELECT id, attempt_id FROM payment_refunds')).rows,
        dues: (
          await tx.query<Row>(
            `SELECT owner_kind, owner_id, owner_key, owner_part, amount_cents, payment_method_token, key_prefix,
                    max_attempts, retry_delay_seconds, remind_before_seconds, status, attempts, next_attempt_at,
                    collect_at, claim_id, claimed_until, tried_at, settled_at, reminded_at, paid_at, due_at,
                    created_at
               FROM payment_dues ORDER BY owner_kind, owner_id, owner_part`,
          )
        ).rows,
        renewals: (await tx.query<Row>('SELECT * FROM subscription_renewals ORDER BY subscription_id, cycle'))
          .rows,
        parts: (await tx.query<Row>('SELECT * FROM order_instalments ORDER BY order_id, number')).rows,
      };
    });
    ({ before, attempts, refunds, dues, renewals, parts } = read);
  });
  afterAll(async () => database?.dispose());

  const ownerOf = (row: Row | undefined) =>
    row && [row.owner_kind, row.owner_id, row.owner_key, row.owner_part, row.method];

  it('keeps every attempt as it was: its id, number, key, card, outcome, intent, refunds and dates', () => {
    expect(attempts).toHaveLength(8);
    expect(attempts.map(({ owner_kind, owner_id, owner_key, owner_part, method, ...kept }) => kept)).toEqual(
      before,
    );
    expect(refunds).toEqual([{ id: ids.refund, attempt_id: ids.paid }]);
  });

  it("names each attempt's owner: the order (its payment, plan and parts), or the plan and its period", () => {
    const byId = new Map(attempts.map((row) => [row.id, row]));
    expect(ownerOf(byId.get(ids.declined))).toEqual(['order', ids.cardOrder, '', null, 'card']);
    expect(ownerOf(byId.get(ids.paid))).toEqual(['order', ids.cardOrder, '', null, 'card']);
    expect(ownerOf(byId.get(ids.planStart))).toEqual(['order', ids.planOrder, '', null, 'instalment_plan']);
    expect(ownerOf(byId.get(ids.partDeclined))).toEqual(['order', ids.planOrder, '', 2, 'card']);
    expect(ownerOf(byId.get(ids.partPaid))).toEqual(['order', ids.planOrder, '', 2, 'card']);
    expect(ownerOf(byId.get(ids.renewed))).toEqual(['storage_plan', ids.plan, '2', 2, 'card']);
    expect(ownerOf(byId.get(ids.renewalDeclined))).toEqual(['storage_plan', ids.plan, '3', 3, 'card']);
    expect(ownerOf(byId.get(ids.renewalOpen))).toEqual(['storage_plan', ids.plan, '3', 3, 'card']);
  });

  const at = (iso: string) => new Date(iso);
  const renewalDue = (plan: string, cycle: number) =>
    dues.find(
      (due) => due.owner_kind === 'storage_plan' && due.owner_id === plan && due.owner_part === cycle,
    );

  it('makes each renewal the due of its period, as it stood: paid, being charged under its claim, declined, failed', () => {
    const policy = {
      max_attempts: 3,
      retry_delay_seconds: 86_400,
      remind_before_seconds: null,
      reminded_at: null,
    };
    expect(renewalDue(ids.plan, 2)).toEqual({
      owner_kind: 'storage_plan',
      owner_id: ids.plan,
      owner_key: '2',
      owner_part: 2,
      amount_cents: 2500,
      payment_method_token: 'pm_card_visa',
      key_prefix: `renewal:${ids.plan}:2`,
      ...policy,
      status: 'paid',
      attempts: 1,
      next_attempt_at: null,
      collect_at: null,
      claim_id: null,
      claimed_until: null,
      tried_at: at('2027-02-01T00:10:00Z'),
      settled_at: at('2027-02-01T00:10:05Z'),
      paid_at: at('2027-02-01T00:10:05Z'),
      due_at: at('2027-02-01T00:10:00Z'),
      created_at: at('2027-02-01T00:10:00Z'),
    });
    expect(renewalDue(ids.plan, 3)).toMatchObject({
      owner_key: '3',
      key_prefix: `renewal:${ids.plan}:3`,
      status: 'pending',
      attempts: 2,
      claim_id: ids.claim,
      claimed_until: at('2027-03-02T00:10:30Z'),
      collect_at: at('2027-03-02T00:10:30Z'),
      settled_at: at('2027-03-01T00:10:05Z'),
      paid_at: null,
    });
    expect(renewalDue(ids.retryingPlan, 2)).toMatchObject({
      payment_method_token: 'pm_card_expired',
      status: 'declined',
      attempts: 1,
      next_attempt_at: at('2027-02-02T00:10:05Z'),
      collect_at: at('2027-02-02T00:10:05Z'),
      claim_id: null,
    });
    expect(renewalDue(ids.endedPlan, 2)).toMatchObject({
      status: 'failed',
      attempts: 3,
      next_attempt_at: null,
      collect_at: null,
    });
    expect(dues.filter((due) => due.owner_kind === 'storage_plan')).toHaveLength(4);
  });

  it('keeps of a renewal what its plan owes: the period, its amount and when it was opened', () => {
    expect(renewals.map((row) => Object.keys(row).sort())).toEqual(
      Array(4).fill(['amount_cents', 'created_at', 'cycle', 'subscription_id']),
    );
  });

  const partDue = (order: string, number: number) =>
    dues.find((due) => due.owner_kind === 'order' && due.owner_id === order && due.owner_part === number);

  it('makes each later part the due of its order, as it stood: paid, scheduled, declined, claimed, failed', () => {
    const policy = { max_attempts: 3, retry_delay_seconds: 259_200, remind_before_seconds: 259_200 };
    expect(partDue(ids.planOrder, 1)).toBeUndefined();
    expect(partDue(ids.planOrder, 2)).toEqual({
      owner_kind: 'order',
      owner_id: ids.planOrder,
      owner_key: '',
      owner_part: 2,
      amount_cents: 10000,
      payment_method_token: 'pm_card_visa',
      key_prefix: `instalment:${ids.planOrder}:2`,
      ...policy,
      status: 'paid',
      attempts: 2,
      next_attempt_at: null,
      collect_at: null,
      claim_id: null,
      claimed_until: null,
      tried_at: at('2026-02-08T00:20:00Z'),
      // Its latest attempt's outcome.
      settled_at: at('2026-02-08T00:20:00Z'),
      reminded_at: at('2026-02-02T00:20:00Z'),
      paid_at: at('2026-02-08T00:20:01Z'),
      due_at: at('2026-02-05T00:00:00Z'),
      created_at: expect.any(Date),
    });
    expect(partDue(ids.planOrder, 3)).toMatchObject({
      status: 'scheduled',
      attempts: 0,
      collect_at: at('2026-03-05T00:00:00Z'),
      reminded_at: at('2026-03-02T00:20:00Z'),
      settled_at: null,
    });
    expect(partDue(ids.retryingOrder, 2)).toMatchObject({
      payment_method_token: 'pm_card_expired',
      status: 'declined',
      attempts: 1,
      next_attempt_at: at('2026-02-08T00:20:01Z'),
      collect_at: at('2026-02-08T00:20:01Z'),
      tried_at: at('2026-02-05T00:20:00Z'),
    });
    expect(partDue(ids.stuckOrder, 2)).toMatchObject({
      status: 'pending',
      attempts: 1,
      claim_id: null,
      claimed_until: at('2026-02-05T00:22:00Z'),
      collect_at: at('2026-02-05T00:22:00Z'),
    });
    expect(partDue(ids.failedOrder, 2)).toMatchObject({ status: 'failed', attempts: 3, collect_at: null });
    expect(dues.filter((due) => due.owner_kind === 'order')).toHaveLength(8);
  });

  it('keeps of a part what its order owes: its number, amount and date, and whether it is paid', () => {
    expect(Object.keys(parts[0] ?? {}).sort()).toEqual([
      'amount_cents',
      'due_date',
      'number',
      'order_id',
      'paid_at',
      'status',
    ]);
    const statuses = (order: string) =>
      parts.filter((part) => part.order_id === order).map((part) => part.status);
    expect(statuses(ids.planOrder)).toEqual(['paid', 'paid', 'scheduled']);
    for (const order of [ids.retryingOrder, ids.stuckOrder, ids.failedOrder]) {
      expect(statuses(order)).toEqual(['paid', 'scheduled', 'scheduled']);
    }
  });
});
