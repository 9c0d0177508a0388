import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import tls from 'node:tls';
import { Hl7Message } from '@medplum/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { LAB_TEST_CUSTOMER, newKit, registerKit } from '../../../test/lab/lab-customers';
import { semenAnalysisOru, unframe } from '../../../test/lab/lab-messages';
import { makeTestCertificates, type TestCertificates } from '../../../test/lab/test-certificates';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { LAB_ORDER_JOB } from './lab-orders';
import { frame } from './mllp-framing';

describeOnDatabase("the lab's interface over TLS", (database) => {
  let certificates: TestCertificates;
  let server: TestServer;
  let port: number;
  let lis: tls.Server;
  const ordersReceived: Hl7Message[] = [];

  beforeAll(async () => {
    certificates = makeTestCertificates();
    // The lab's order server: TLS with its certificate, and Fathom's client certificate required.
    lis = tls.createServer(
      {
        cert: readFileSync(certificates.labServerCert),
        key: readFileSync(certificates.labServerKey),
        ca: readFileSync(certificates.ca),
        requestCert: true,
        rejectUnauthorized: true,
      },
      (socket) => {
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          const [text] = unframe(chunks);
          if (text === undefined) return;
          const message = Hl7Message.parse(text);
          ordersReceived.push(message);
          socket.write(frame(message.buildAck({ ackCode: 'AA' }).toString()));
        });
        socket.on('error', () => {});
      },
    );
    const lisPort = await freePort();
    await new Promise<void>((resolve) => lis.listen(lisPort, '127.0.0.1', resolve));
    port = await freePort();
    server = await startTestServer({
      database,
      env: {
        LAB_HL7_PORT: String(port),
        LAB_HL7_TLS_CERT: certificates.serverCert,
        LAB_HL7_TLS_KEY: certificates.serverKey,
        LAB_HL7_TLS_CA: certificates.ca,
        LAB_HL7_TLS_CLIENT_CERT: 'on',
        LAB_HL7_ORDERS: `mllps://127.0.0.1:${lisPort}`,
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => lis?.close(resolve));
    if (certificates) await rm(certificates.folder, { recursive: true, force: true });
  });

  /** Sends one message over TLS with the given client certificate (or none); answers what came back, and whether the connection was refused. */
  const sendOverTls = (text: string, client?: { cert: string; key: string }) =>
    new Promise<{ acks: string[]; refused: boolean }>((resolve) => {
      const received: Buffer[] = [];
      const socket = tls.connect({
        host: '127.0.0.1',
        port,
        ca: readFileSync(certificates.ca),
        servername: 'localhost',
        ...(client ? { cert: readFileSync(client.cert), key: readFileSync(client.key) } : {}),
      });
      let refused = false;
      socket.on('secureConnect', () => socket.write(frame(text)));
      socket.on('data', (chunk: Buffer) => {
        received.push(chunk);
        if (unframe(received).length > 0) socket.end();
      });
      socket.on('error', () => {
        refused = true;
      });
      socket.on('close', () => resolve({ acks: unframe(received), refused }));
    });

  it('takes results over TLS from the lab holding a certificate its authority signed', async () => {
    const message = semenAnalysisOru({ kit: 'FK-UNKNOWN-TLS1' });
    const { acks } = await sendOverTls(message.text, {
      cert: certificates.labCert,
      key: certificates.labKey,
    });
    expect(acks).toHaveLength(1);
    expect(
      Hl7Message.parse(acks[0] ?? '')
        .getSegment('MSA')
        ?.getField(2)
        ?.toString(),
    ).toBe(message.controlId);
    const stored = await server.db.query<{ peer: string }>(
      'SELECT peer FROM lab_messages WHERE control_id = $1',
      [message.controlId],
    );
    expect(stored.rows[0]?.peer).toMatch(/^127\.0\.0\.1:\d+ CN=ACME-LIS$/);
  });

  it('refuses a connection without a client certificate, with one its authority never signed, or in plain TCP', async () => {
    const message = semenAnalysisOru({ kit: 'FK-UNKNOWN-TLS2' });
    expect(await sendOverTls(message.text)).toMatchObject({ acks: [] });
    expect(
      await sendOverTls(message.text, { cert: certificates.strangerCert, key: certificates.strangerKey }),
    ).toMatchObject({ acks: [] });
    const plain = net.connect({ host: '127.0.0.1', port });
    const plainReceived: Buffer[] = [];
    plain.on('data', (chunk: Buffer) => plainReceived.push(chunk));
    plain.on('error', () => {});
    plain.on('connect', () => plain.write(frame(message.text)));
    await new Promise((resolve) => plain.on('close', resolve));
    expect(unframe(plainReceived)).toEqual([]);
    const stored = await server.db.query('SELECT 1 FROM lab_messages WHERE control_id = $1', [
      message.controlId,
    ]);
    expect(stored.rows).toEqual([]);
  });

  it('sends orders over TLS (mllps://), showing its certificate to the lab', async () => {
    const { kit, itemId, email } = await newKit(server);
    await registerKit(server, kit, email);
    await server.jobs.workDue(LAB_ORDER_JOB);
    const order = await server.db.query<{ state: string; last_error: string | null }>(
      'SELECT state, last_error FROM lab_orders WHERE item_id = $1',
      [itemId],
    );
    expect(order.rows[0]).toEqual({ state: 'acknowledged', last_error: null });
    const received = ordersReceived.find((message) => message.getSegment('ORC')?.getComponent(2, 1) === kit);
    // The lab's server required Fathom's certificate (rejectUnauthorized), so the order came with it.
    expect(received?.getSegment('PID')?.getField(7)?.toString()).toBe(LAB_TEST_CUSTOMER.born);
  });
});
