import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readMigrations } from '../src/db/migrate';
import { openTestDatabase, type TestDatabase } from './test-databases';
import { describeOnDatabase } from './test-server';

const LEDGER = '0042_one_payments_ledger';

/**
 * The migration to one payments ledger keeps the meaning of the rows written before it: the schema as it was is
 * built in a schema of its own, old rows are written there, and the migration is applied to them.
 */
describeOnDatabase('the migration to one payments ledger', (kind) => {
  let database: TestDatabase;
  let attempts: Record<string, unknown>[];
  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: false });
    const migrations = await readMigrations();
    const before = migrations.filter((migration) => migration.version < LEDGER);
    const ledger = migrations.find((migration) => migration.version === LEDGER);
    if (!ledger) throw new Error(`${LEDGER} is missing`);
    const ids = {
      client: randomUUID(),
      product: randomUUID(),
      paidOrder: randomUUID(),
      planOrder: randomUUID(),
      plan: randomUUID(),
      payment: randomUUID(),
      declined: randomUUID(),
      instalment: randomUUID(),
    };
    attempts = await database.db.transaction(async (tx) => {
      await tx.exec('CREATE SCHEMA before_ledger; SET LOCAL search_path TO before_ledger');
      for (const migration of before) await tx.exec(migration.sql);
      await tx.query(`INSERT INTO clients (id, number, email) VALUES ($1, 'C-1', 'robin@example.com')`, [
        ids.client,
      ]);
      await tx.query(
        `INSERT INTO products (id, sku, title, product_type, price_cents) VALUES ($1, 'cryo-yearly', 'Storage', 'cryogenic', 79500)`,
        [ids.product],
      );
      for (const [id, po] of [
        [ids.paidOrder, 'FA00000001'],
        [ids.planOrder, 'FA00000002'],
      ]) {
        await tx.query(
          `INSERT INTO orders (id, po_number, client_id, email, status, subtotal_cents, discount_cents, tax_cents,
             total_cents, timezone)
           VALUES ($1, $2, $3, 'robin@example.com', 'paid', 19500, 0, 0, 19500, 'UTC')`,
          [id, po, ids.client],
        );
      }
      await tx.query(
        `INSERT INTO payments (id, order_id, attempt, provider, method, amount_cents, idempotency_key, status,
           decline_reason, created_at, settled_at)
         VALUES ($1, $2, 1, 'stripe', 'card', 19500, $3, 'declined', 'insufficient_funds', '2026-01-01T10:00:00Z',
           '2026-01-01T10:00:01Z')`,
        [ids.declined, ids.paidOrder, `${ids.paidOrder}:1`],
      );
      await tx.query(
        `INSERT INTO payments (id, order_id, attempt, provider, method, amount_cents, idempotency_key, status,
           provider_charge_id, refunded_cents, payment_method_token, created_at, settled_at)
         VALUES ($1, $2, 2, 'stripe', 'card', 19500, $3, 'succeeded', 'pi_paid', 5000, 'pm_card_visa',
           '2026-01-01T10:01:00Z', '2026-01-01T10:01:01Z')`,
        [ids.payment, ids.paidOrder, `${ids.paidOrder}:2`],
      );
      await tx.query(
        `INSERT INTO payments (id, order_id, attempt, provider, method, amount_cents, idempotency_key, status,
           provider_charge_id, provider_plan_id, created_at, settled_at)
         VALUES ($1, $2, 1, 'sandbox', 'instalments', 19500, $3, 'succeeded', 'charge-1', 'plan-1',
           '2026-01-02T10:00:00Z', '2026-01-02T10:00:01Z')`,
        [ids.instalment, ids.planOrder, `${ids.planOrder}:1`],
      );
      await tx.query(
        `INSERT INTO subscriptions (id, client_id, order_id, product_id, repeats_frequency, status,
           payment_method_token, cycles_billed)
         VALUES ($1, $2, $3, $4, 'year', 'active', 'pm_card_visa', 2)`,
        [ids.plan, ids.client, ids.planOrder, ids.product],
      );
      await tx.query(
        `INSERT INTO subscription_renewals (subscription_id, cycle, amount_cents, attempts, idempotency_key, status,
           charge_id, created_at, settled_at)
         VALUES ($1, 2, 79500, 2, $2, 'succeeded', 'pi_renewed', '2027-01-03T10:00:00Z', '2027-01-03T10:00:01Z'),
                ($1, 3, 79500, 3, $3, 'failed', NULL, '2028-01-05T10:00:00Z', '2028-01-05T10:00:01Z')`,
        [ids.plan, `renewal:${ids.plan}:2:2`, `renewal:${ids.plan}:3:3`],
      );
      await tx.exec(ledger.sql);
      const { rows } = await tx.query<Record<string, unknown>>(
        `SELECT purpose, attempt, provider, amount_cents, idempotency_key, status, decline_reason, provider_intent_id,
                provider_plan_id, refunded_cents, payment_method_token, cycle,
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS created_at
           FROM payment_attempts ORDER BY created_at`,
      );
      return rows;
    });
  });
  afterAll(async () => database?.dispose());

  it('keeps every order attempt, its key, outcome, intent, refund and dates', () => {
    expect(attempts.slice(0, 3)).toEqual([
      expect.objectContaining({
        purpose: 'order',
        attempt: 1,
        status: 'declined',
        decline_reason: 'insufficient_funds',
        created_at: '2026-01-01 10:00:00',
      }),
      expect.objectContaining({
        purpose: 'order',
        attempt: 2,
        status: 'succeeded',
        provider_intent_id: 'pi_paid',
        refunded_cents: 5000,
        payment_method_token: 'pm_card_visa',
      }),
      expect.objectContaining({
        purpose: 'instalment',
        provider: 'sandbox',
        status: 'succeeded',
        provider_intent_id: 'charge-1',
        provider_plan_id: 'plan-1',
      }),
    ]);
  });

  it('keeps each renewal’s latest attempt, numbered as its key says, a failed one as declined', () => {
    expect(attempts.slice(3)).toEqual([
      expect.objectContaining({
        purpose: 'renewal',
        cycle: 2,
        attempt: 2,
        provider: 'stripe',
        status: 'succeeded',
        provider_intent_id: 'pi_renewed',
        amount_cents: 79500,
        created_at: '2027-01-03 10:00:00',
      }),
      expect.objectContaining({ purpose: 'renewal', cycle: 3, attempt: 3, status: 'declined' }),
    ]);
    expect(attempts[3]?.idempotency_key).toMatch(/^renewal:.+:2:2$/);
  });
});
