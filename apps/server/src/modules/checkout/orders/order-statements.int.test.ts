import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken, testAddress } from '../../../../test/checkout-requests';
import { type CountingDatabase, countingDatabase } from '../../../../test/counting-database';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

/**
 * A budget of round trips to the database for one order placement (a deterministic stand-in for its speed): a
 * change that adds statements to it fails here, and says which statements it now runs.
 */
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

  // ADR 036: 25 and 32 before it, then 17 and 24 until the statement that pays an order marked it confirmed too.
  // Of these, three were the sandbox card processor's own (a real one is called over HTTP instead), and BEGIN and
  // COMMIT count as the round trips they are: on PostgreSQL a transaction's BEGIN goes with its first statement
  // (ADR 039), so each of the order's two transactions takes one round trip less there; and what follows from the
  // payment (items, instalments, the confirmation's email row and its job) is sent together (ADR 040), in one round
  // trip where the statements do not wait for one another. A guest's order then took 18 and 23; it takes one more
  // to draw the new customer's number from the keyed sequence before the client row is written (ADR 043). The
  // sandbox confirms an intent it created without reading it first (ADR 068): two of its own, one less.
  const budget = { signedIn: database === 'postgres' ? 11 : 15, guest: database === 'postgres' ? 18 : 23 };

  it(`a signed-in customer paying by card: ${budget.signedIn} round trips at most`, async () => {
    const statements = await statementsOfOrder(signedIn, { authorization: `Bearer ${drew}` });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(budget.signedIn);
  });

  it(`a guest paying by card, which opens an account: ${budget.guest} round trips at most`, async () => {
    const statements = await statementsOfOrder(() => orderRequest());
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(budget.guest);
  });
});
