import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CountingDatabase, countingDatabase } from '../../../../test/counting-database';
import { orderRequest, placeOrder, signInToken, testAddress } from '../../../../test/checkout-requests';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

describeEachDatabase('the statements of one order placement', (database) => {
  let server: TestServer;
  let counting: CountingDatabase;
  let drew: string;
  beforeAll(async () => {
    server = await startTestServer({
      database,
      wrapDatabase: (db) => {
        counting = countingDatabase(db);
        return counting.db;
      },
    });
    drew = await signInToken(server, 'drew@example.com');
  });
  afterAll(async () => server?.close());

  const signedIn = () =>
    orderRequest({
      account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Doe' },
      shipping_address: { ...testAddress, first_name: 'Drew', last_name: 'Doe' },
    });

  /** The statements of the second of two orders alike: the first fills the caches a busy server has warm. */
  async function statementsOfOrder(body: () => unknown, headers: Record<string, string> = {}) {
    expect((await placeOrder(server, body(), undefined, headers)).status).toBe(200);
    counting.reset();
    expect((await placeOrder(server, body(), undefined, headers)).status).toBe(200);
    return counting.statements();
  }

  it('a signed-in customer paying by card', async () => {
    const statements = await statementsOfOrder(signedIn, { authorization: `Bearer ${drew}` });
    console.log(database, 'signed in', statements.length, statements);
  });

  it('a guest paying by card', async () => {
    const statements = await statementsOfOrder(() => orderRequest());
    console.log(database, 'guest', statements.length, statements);
  });
});
