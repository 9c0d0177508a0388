import { type Hl7MessageEvent, Hl7Server } from '@medplum/hl7';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../test/checkout-requests';
import { freePort } from '../../../test/free-port';
import { newKit, registerKit } from '../../../test/lab/lab-customers';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { LAB_ORDER_JOB } from './lab-orders';

interface FailedOrder {
  id: string;
  item_id: string;
  kit_identifier: string;
  control_id: string;
  attempts: number;
  last_error: string | null;
  failed_at: string | null;
}

describeOnDatabase("an order's retries running out", (database) => {
  let server: TestServer;
  let lis: Hl7Server;
  let labToken = '';
  /** The control ids of the orders the lab received, each time it received one. */
  const received: string[] = [];
  /** What the lab answers (MSA-1) while it refuses, in turn; null: it accepts (AA). */
  let refusing: ('AE' | 'AR')[] | null = null;

  beforeAll(async () => {
    const lisPort = await freePort();
    lis = new Hl7Server((connection) => {
      connection.addEventListener('message', (event: Hl7MessageEvent) => {
        received.push(event.message.header.getField(10)?.toString() ?? '');
        const code = refusing ? (refusing[(received.length - 1) % refusing.length] ?? 'AE') : 'AA';
        event.connection.send(event.message.buildAck({ ackCode: code }));
      });
    });
    lis.start(lisPort);
    // Two retries, the first after 1 to 2 s and the second after 2 to 4 s (the queue's own backoff).
    server = await startTestServer({
      database,
      env: {
        LAB_HL7_ORDERS: `mllp://127.0.0.1:${lisPort}`,
        LAB_HL7_ORDER_RETRIES: '2',
        LAB_HL7_ORDER_RETRY_DELAY_SECONDS: '1',
      },
    });
    labToken = await signInToken(server, 'lab@example.com');
  });
  afterAll(async () => {
    await server?.close();
    await lis?.stop({ forceDrainTimeoutMs: 100 });
  });

  const asLab = async <Body>(path: string, method = 'GET'): Promise<{ status: number; body: Body }> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${labToken}` },
    });
    return { status: response.status, body: (await response.json()) as Body };
  };
  const failedOrders = async () =>
    (await asLab<{ data: FailedOrder[] }>('/api/staff/lab/failed-orders?per_page=100')).body.data;
  const orderOf = async (itemId: string) =>
    (
      await server.db.query<{ id: string; state: string; attempts: number; control_id: string }>(
        'SELECT id, state, attempts, control_id FROM lab_orders WHERE item_id = $1',
        [itemId],
      )
    ).rows[0];

  it('a lab that keeps refusing the order: the queue retries with backoff, gives up, staff see it, and send it again once the lab is back', async () => {
    refusing = ['AE', 'AR'];
    const { kit, itemId, email } = await newKit(server);
    await registerKit(server, kit, email);
    const queued = await orderOf(itemId);
    if (!queued) throw new Error('The registration queued no order');

    // The job runs whenever the queue has it due: the first try at once, each retry after its backoff.
    await expect
      .poll(
        async () => {
          await server.jobs.workDue(LAB_ORDER_JOB);
          return (await orderOf(itemId))?.state;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe('failed');

    // The first try and both retries reached the lab, each the same order; then nothing more is sent.
    expect(received.filter((controlId) => controlId === queued.control_id)).toHaveLength(3);
    expect(await orderOf(itemId)).toMatchObject({ state: 'failed', attempts: 3 });
    const before = received.length;
    await server.jobs.workDue(LAB_ORDER_JOB);
    expect(received.length).toBe(before);

    // Listed for staff (the console's Lab page), with what the lab last answered.
    const listed = (await failedOrders()).find((order) => order.id === queued.id);
    expect(listed).toMatchObject({
      item_id: itemId,
      kit_identifier: kit,
      control_id: queued.control_id,
      attempts: 3,
      last_error: 'The lab answered AE',
      failed_at: expect.any(String),
    });

    // The lab is back: staff send it again, and it is acknowledged at the first try.
    refusing = null;
    expect((await asLab(`/api/staff/lab/orders/${queued.id}/resend`, 'POST')).status).toBe(200);
    expect((await failedOrders()).map((order) => order.id)).not.toContain(queued.id);
    await server.jobs.workDue(LAB_ORDER_JOB);
    expect(await orderOf(itemId)).toMatchObject({ state: 'acknowledged', attempts: 1 });
    expect(received.filter((controlId) => controlId === queued.control_id)).toHaveLength(4);
  });
});
