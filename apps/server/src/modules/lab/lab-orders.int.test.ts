import type { Hl7Message } from '@medplum/core';
import { type Hl7MessageEvent, Hl7Server } from '@medplum/hl7';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { newKit, registerKit } from '../../../test/lab/lab-customers';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { LAB_ORDER_JOB } from './lab-orders';

describeOnDatabase('orders to the lab', (database) => {
  let server: TestServer;
  let lis: Hl7Server;
  const received: Hl7Message[] = [];
  /** What the lab answers next (MSA-1). */
  let answer: 'AA' | 'AE' = 'AA';

  beforeAll(async () => {
    // The lab's system, played by the HL7 library's own MLLP server: a reader other than Fathom's.
    const lisPort = await freePort();
    lis = new Hl7Server((connection) => {
      connection.addEventListener('message', (event: Hl7MessageEvent) => {
        received.push(event.message);
        event.connection.send(event.message.buildAck({ ackCode: answer }));
      });
    });
    lis.start(lisPort);
    server = await startTestServer({ database, env: { LAB_HL7_ORDERS: `mllp://127.0.0.1:${lisPort}` } });
  });
  afterAll(async () => {
    await server?.close();
    await lis?.stop({ forceDrainTimeoutMs: 100 });
  });

  const orderOf = async (itemId: string) =>
    (
      await server.db.query<{
        state: string;
        attempts: number;
        last_error: string | null;
        control_id: string;
      }>('SELECT state, attempts, last_error, control_id FROM lab_orders WHERE item_id = $1', [itemId])
    ).rows;

  it('a registered kit is ordered from the lab (ORM^O01, v2.5.1) until the lab answers AA', async () => {
    const { kit, itemId, email } = await newKit(server);
    expect(await orderOf(itemId)).toEqual([]);
    await registerKit(server, kit, email);
    const [queued] = await orderOf(itemId);
    expect(queued).toMatchObject({ state: 'queued', attempts: 0 });

    await server.jobs.workDue(LAB_ORDER_JOB);
    expect(await orderOf(itemId)).toMatchObject([{ state: 'acknowledged', attempts: 1, last_error: null }]);

    const order = received.find((message) => message.header.getField(10)?.toString() === queued?.control_id);
    if (!order) throw new Error('The lab received no order with its control id');
    // Read by the library's parser…
    expect(order.header.getComponent(9, 1)).toBe('ORM');
    expect(order.header.getComponent(9, 2)).toBe('O01');
    expect(order.getSegment('ORC')?.getComponent(2, 1)).toBe(kit);
    expect(order.getSegment('PID')?.getComponent(5, 1)).toBe('Hale');
    // …and field by field as HL7 v2.5.1 lays an ORM^O01 out.
    const segments = order
      .toString()
      .split('\r')
      .map((segment) => segment.split('|'));
    expect(segments.map((fields) => fields[0])).toEqual(['MSH', 'PID', 'ORC', 'OBR']);
    const [msh, pid, orc, obr] = segments;
    expect(msh?.[1]).toBe('^~\\&'); // MSH-2
    expect(msh?.[2]).toBe('FATHOM'); // MSH-3 sending application
    expect(msh?.[6]).toMatch(/^\d{14}\+0000$/); // MSH-7 DTM
    expect(msh?.[8]).toBe('ORM^O01^ORM_O01'); // MSH-9 with its structure
    expect(msh?.[9]).toBe(queued?.control_id); // MSH-10
    expect(msh?.[9]?.length).toBeLessThanOrEqual(20);
    expect(msh?.[10]).toBe('P'); // MSH-11
    expect(msh?.[11]).toBe('2.5.1'); // MSH-12
    expect(msh?.[14]).toBe('AL'); // MSH-15: accept acknowledgement always
    expect(pid?.[3]).toMatch(/^[^^]+\^\^\^FATHOM\^MR$/); // PID-3 CX: id^^^authority^type
    expect(pid?.[5]).toBe('Hale^Robin'); // PID-5 XPN family^given
    expect(pid?.[7]).toBe('19900615'); // PID-7
    expect(orc?.[1]).toBe('NW'); // ORC-1 new order
    expect(orc?.[2]).toBe(`${kit}^FATHOM`); // ORC-2 placer order number EI
    expect(obr?.[2]).toBe(`${kit}^FATHOM`); // OBR-2
    expect(obr?.[4]).toBe('54231-6^Semen analysis fertility panel^LN'); // OBR-4 universal service id

    // Sent once: the job again finds nothing to send.
    const before = received.length;
    await server.jobs.workDue(LAB_ORDER_JOB);
    expect(received.length).toBe(before);
  });

  it('keeps an order the lab refuses (AE) queued, with the answer, for the next retry', async () => {
    const { kit, itemId, email } = await newKit(server);
    answer = 'AE';
    try {
      await registerKit(server, kit, email);
      await server.jobs.workDue(LAB_ORDER_JOB);
    } finally {
      answer = 'AA';
    }
    expect(await orderOf(itemId)).toMatchObject([
      { state: 'queued', attempts: 1, last_error: 'The lab answered AE' },
    ]);
  });
});
