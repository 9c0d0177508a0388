import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { orderRequest, placeOrder } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

/** The numbers the next orders draw, in turn; once they run out, the real random ones. */
const drawn: string[] = [];
vi.mock('./po-number', async (original) => {
  const real = await original<typeof import('./po-number')>();
  return { drawPoNumber: () => drawn.shift() ?? real.drawPoNumber() };
});

describeOnDatabase('order numbers', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, seed: false });
  });
  afterAll(async () => server?.close());

  it('draws again when the number drawn is already taken, rather than failing the order', async () => {
    drawn.push('FA10000001', 'FA10000001', 'FA10000001', 'FA10000002');
    const first = await placeOrder(server, orderRequest());
    const second = await placeOrder(server, orderRequest());
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.data.po_number, second.body.data.po_number]).toEqual(['FA10000001', 'FA10000002']);
    const { rows } = await server.db.query<{ po_number: string }>(
      `SELECT po_number FROM orders WHERE po_number IN ('FA10000001', 'FA10000002') ORDER BY po_number`,
    );
    expect(rows.map((row) => row.po_number)).toEqual(['FA10000001', 'FA10000002']);
  });

  it('gives up, writing and charging nothing, and asks to try again when every draw is taken', async () => {
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    drawn.push('FA10000001', 'FA10000001', 'FA10000001', 'FA10000001', 'FA10000001');
    const refused = await placeOrder(server, orderRequest());
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(
      'Your order could not be numbered just now, and nothing was charged. Please try again.',
    );
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
