import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, placeOrder } from '../../../../test/checkout-requests';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { CONFIRMATION_OWED_AFTER_MS, createOrderConfirmations } from './order-confirmation-email';

describeOnDatabase('order confirmations', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, seed: false });
  });
  afterAll(async () => server?.close());

  const confirmationsAt = (now: Date) =>
    createOrderConfirmations({
      db: server.db,
      outbox: server.outbox,
      now: () => now,
      publicUrl: server.publicUrl,
      sendWelcomeLink: async () => {},
    });
  const confirmationsOf = async (poNumber: string) =>
    (
      await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE subject = $1', [
        `Your order ${poNumber}`,
      ])
    ).rows[0]?.n;
  const confirmedAt = async (poNumber: string) =>
    (
      await server.db.query<{ confirmed_at: Date | null }>(
        'SELECT confirmed_at FROM orders WHERE po_number = $1',
        [poNumber],
      )
    ).rows[0]?.confirmed_at ?? null;

  it('marks an order confirmed once its confirmation has gone out', async () => {
    const placed = await placeOrder(server, orderRequest());
    expect(placed.status).toBe(200);
    expect(await confirmationsOf(placed.body.data.po_number)).toBe(1);
    expect(await confirmedAt(placed.body.data.po_number)).not.toBeNull();
  });

  it('sends, once, the confirmation a stop left owed, after the order has been paid for a while', async () => {
    const placed = await placeOrder(server, orderRequest());
    const poNumber = placed.body.data.po_number;
    // As if the process had stopped between the payment's commit and the email.
    await server.db.query('DELETE FROM outbox WHERE subject = $1', [`Your order ${poNumber}`]);
    await server.db.query('UPDATE orders SET confirmed_at = NULL WHERE po_number = $1', [poNumber]);
    const paidAt = (
      await server.db.query<{ paid_at: Date }>('SELECT paid_at FROM orders WHERE po_number = $1', [poNumber])
    ).rows[0]?.paid_at as Date;

    await confirmationsAt(new Date(paidAt.getTime() + CONFIRMATION_OWED_AFTER_MS - 1_000)).sendOwed();
    expect(await confirmationsOf(poNumber)).toBe(0);

    const later = new Date(paidAt.getTime() + CONFIRMATION_OWED_AFTER_MS + 1_000);
    expect(await confirmationsAt(later).sendOwed()).toBeGreaterThanOrEqual(1);
    await confirmationsAt(later).sendOwed();
    expect(await confirmationsOf(poNumber)).toBe(1);
    expect(await confirmedAt(poNumber)).not.toBeNull();
  });
});
