import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orderRequest, placeOrder } from '../../../../test/checkout-requests';
import { productionEnvironment } from '../../../../test/production-environment';
import { openTestDatabase, type TestDatabase } from '../../../../test/test-databases';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';
import { productionDatabaseRefusal } from '../../../db/seed/production-database';
import { seedDemoData } from '../../../db/seed/seed-demo-data';

/** A code written straight into the database, as an operator's SQL or a copied staging database would leave it. */
async function writeCodeByHand(
  test: TestDatabase,
  code: string,
  flags: { always_skip_payment?: boolean; testable?: boolean },
): Promise<void> {
  await test.db.query(
    `INSERT INTO promo_codes (id, code, kind, value, always_skip_payment, testable)
     VALUES ($1, $2, 'percent', 0, $3, $4)`,
    [randomUUID(), code, flags.always_skip_payment ?? false, flags.testable ?? false],
  );
}

const countOf = async (test: TestDatabase, table: string) =>
  (await test.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

/** Everything production needs, on the test's own database, with every integration's sandbox named. */
const productionServerEnvironment = {
  ...productionEnvironment,
  PAYMENTS: 'sandbox',
  IDENTITY_VERIFICATION: 'sandbox',
  SCHEDULING: 'sandbox',
  LOG_LEVEL: 'silent',
};

describeOnDatabase('promo codes that skip payment in production', (database) => {
  describe('the production start and the seed', () => {
    let test: TestDatabase;
    afterEach(async () => test?.dispose());

    it('refuses a database holding one, naming each, and starts once none skips payment', async () => {
      test = await openTestDatabase(database, { seed: false });
      expect(await productionDatabaseRefusal(test.db)).toBeUndefined();

      await writeCodeByHand(test, 'SKIPPAY', { always_skip_payment: true });
      await writeCodeByHand(test, 'QA-FREE', { testable: true });
      await writeCodeByHand(test, 'SPRING15', {});
      expect(await productionDatabaseRefusal(test.db)).toBe(
        'Invalid configuration: DATABASE_URL holds promo codes that skip payment (QA-FREE, SKIPPAY); production refuses them, since no order is paid there without a payment: clear their always_skip_payment and testable flags, or delete them',
      );

      await test.db.query('UPDATE promo_codes SET always_skip_payment = false, testable = false');
      expect(await productionDatabaseRefusal(test.db)).toBeUndefined();
    });

    it('names the demo personas first on a demo database', async () => {
      test = await openTestDatabase(database, { seed: true });
      expect(await productionDatabaseRefusal(test.db)).toMatch(
        /^Invalid configuration: DATABASE_URL holds demo data \(.*@example\.com.*\); production refuses a demo database$/,
      );
    });

    it('refuses to create them in production, naming them, and the seed writes nothing', async () => {
      test = await openTestDatabase(database, { seed: false });
      await expect(seedDemoData(test.db, new Date(), { production: true })).rejects.toThrow(
        'Not created: promo codes that skip payment (TESTORDER, SKIPPAY) are refused in production, where no order is paid without a payment.',
      );
      expect(await countOf(test, 'promo_codes')).toBe(0);
      expect(await countOf(test, 'users')).toBe(0);

      expect(await seedDemoData(test.db, new Date(), { production: false })).toBe(true);
      const { rows } = await test.db.query<{ code: string }>(
        'SELECT code FROM promo_codes WHERE always_skip_payment OR testable ORDER BY code',
      );
      expect(rows.map((row) => row.code)).toEqual(['SKIPPAY', 'TESTORDER']);
    });
  });

  describe('a production server', () => {
    let server: TestServer;
    beforeAll(async () => {
      // The demo world holds TESTORDER and SKIPPAY: what a code written by hand after the start-up check looks like.
      server = await startTestServer({ database, env: productionServerEnvironment });
    });
    afterAll(async () => server?.close());

    const calculate = async (code: string) => {
      const response = await fetch(`${server.url}/api/discounts/calculate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          code,
          email: 'buyer@example.com',
          items: [{ product_uuid: catalogueId('platinum'), quantity: 1 }],
        }),
      });
      return ((await response.json()) as { data: { success: boolean; alwaysSkipPaymentInfo: boolean } }).data;
    };

    it('honours no code that skips payment: the calculation refuses it, and an order with it is not placed', async () => {
      expect(server.config.production).toBe(true);
      expect(await calculate('WELCOME10')).toMatchObject({ success: true });
      for (const code of ['SKIPPAY', 'TESTORDER', 'skippay']) {
        expect(await calculate(code), code).toMatchObject({ success: false, alwaysSkipPaymentInfo: false });
      }

      const ordersBefore = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
      for (const code of ['SKIPPAY', 'TESTORDER']) {
        const answer = await placeOrder(
          server,
          orderRequest({
            items: [{ product_uuid: catalogueId('platinum'), quantity: 1 }],
            discount: { code },
            payment: null,
          }),
        );
        expect(answer.status, code).toBe(422);
        expect(answer.body.errors, code).toEqual({
          discount: ['This promo code can no longer be used. Remove it to continue.'],
        });
      }
      const ordersAfter = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
      expect(ordersAfter.rows[0]?.n).toBe(ordersBefore.rows[0]?.n);

      const paid = await placeOrder(server, orderRequest({ discount: { code: 'WELCOME10' } }));
      expect(paid.status).toBe(200);
    });
  });
});
