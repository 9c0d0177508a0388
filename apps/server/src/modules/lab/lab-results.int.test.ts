import { randomUUID } from 'node:crypto';
import { Hl7Message } from '@medplum/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../test/checkout-requests';
import { freePort } from '../../../test/free-port';
import { newKit as newKitOf, registerKit } from '../../../test/lab/lab-customers';
import {
  rawConnection,
  semenAnalysisOru,
  sendWithLibraryClient,
  unframe,
} from '../../../test/lab/lab-messages';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { frame } from './mllp-framing';

interface CustomerResult {
  id: string;
  attributes: {
    corrected_at?: string | null;
    item_id: string;
    concentration: number | null;
    volume: number | null;
    lab_notes: string | null;
  };
}

describeEachDatabase("the lab's HL7 results", (database) => {
  let server: TestServer;
  let port: number;
  let labToken: string;
  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer({
      database,
      env: { LAB_HL7_PORT: String(port), LAB_HL7_IDLE_TIMEOUT_MS: '1500' },
    });
    labToken = await signInToken(server, 'lab@example.com');
  });
  afterAll(async () => server?.close());

  const json = async <T>(path: string, token: string): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as T };
  };

  const newKit = () => newKitOf(server);
  const register = (kit: string, email: string) => registerKit(server, kit, email);

  const resultsOf = async (token: string) =>
    (await json<{ data: CustomerResult[] }>('/api/restify/result-documents', token)).body.data;

  const labReports = async (kit: string) =>
    (
      await server.db.query<{ state: string; hold_reason: string | null; status: string }>(
        'SELECT state, hold_reason, status FROM lab_reports WHERE kit_identifier = $1 ORDER BY created_at',
        [kit],
      )
    ).rows;

  const emailsTo = async (email: string) =>
    (
      await server.db.query<{ subject: string }>(
        'SELECT subject FROM outbox WHERE to_address = $1 ORDER BY created_at',
        [email],
      )
    ).rows.map((row) => row.subject);

  /** An acknowledgement's segments and fields, as HL7 v2.5.1 lays them out (read without the library). */
  const fieldsOf = (ack: Hl7Message) =>
    ack
      .toString()
      .split('\r')
      .map((segment) => segment.split('|'));

  it('a final semen analysis for a registered kit reaches its customer at once, acknowledged AA after it is stored', async () => {
    const { kit, email } = await newKit();
    const token = await register(kit, email);
    const message = semenAnalysisOru({ kit, notes: ['Sample received within 1 hour of collection.'] });

    const ack = await sendWithLibraryClient(port, message.text);

    // Read by the library's parser, and field by field as v2.5.1 lays an ACK out.
    expect(ack.getSegment('MSA')?.getField(1)?.toString()).toBe('AA');
    expect(ack.getSegment('MSA')?.getField(2)?.toString()).toBe(message.controlId);
    const [msh, msa, ...rest] = fieldsOf(ack);
    expect(msh?.[0]).toBe('MSH');
    expect(msh?.[1]).toBe('^~\\&');
    expect(msh?.[2]).toBe('FATHOM'); // MSH-3: the receiver answers as itself
    expect(msh?.[4]).toBe('ACME-LIS'); // MSH-5: back to the sending application
    expect(msh?.[5]).toBe('ACME-LAB'); // MSH-6
    expect(msh?.[8]).toBe('ACK^R01^ACK'); // MSH-9
    expect(msh?.[9]).toMatch(/^\S{1,20}$/); // MSH-10: the ACK's own control id, up to 20 characters
    expect(msh?.[10]).toBe('P'); // MSH-11
    expect(msh?.[11]).toBe('2.5.1'); // MSH-12
    expect(msa?.slice(0, 3)).toEqual(['MSA', 'AA', message.controlId]);
    expect(rest).toEqual([]);

    const stored = await server.db.query<{ raw: string; peer: string; outcome: string; received_at: Date }>(
      'SELECT raw, peer, outcome, received_at FROM lab_messages WHERE control_id = $1',
      [message.controlId],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]).toMatchObject({ raw: message.text, outcome: 'applied' });
    expect(stored.rows[0]?.peer).toMatch(/^127\.0\.0\.1:\d+$/);

    const results = await resultsOf(token);
    expect(results).toHaveLength(1);
    expect(results[0]?.attributes).toMatchObject({
      concentration: 52,
      volume: 2.8,
      lab_notes: 'Sample received within 1 hour of collection.',
    });
    expect(await emailsTo(email)).toContain('Your results are ready');
  });

  it('a repeated control id is acknowledged AA again and changes nothing', async () => {
    const { kit, email } = await newKit();
    const token = await register(kit, email);
    const first = semenAnalysisOru({ kit });
    expect((await sendWithLibraryClient(port, first.text)).getSegment('MSA')?.getField(1)?.toString()).toBe(
      'AA',
    );
    const repeat = semenAnalysisOru({
      kit,
      controlId: first.controlId,
      status: 'C',
      observations: ['OBX|1|NM|9780-8^Spermatozoa [#/volume] in Semen^LN||5|10*6/mL|>=16|L|||C'],
    });
    const ack = await sendWithLibraryClient(port, repeat.text);
    expect(ack.getSegment('MSA')?.getField(1)?.toString()).toBe('AA');
    expect(ack.getSegment('MSA')?.getField(2)?.toString()).toBe(first.controlId);
    expect((await resultsOf(token))[0]?.attributes.concentration).toBe(52);
    expect(await labReports(kit)).toHaveLength(1);
    const outcomes = await server.db.query<{ outcome: string }>(
      'SELECT outcome FROM lab_messages WHERE control_id = $1 ORDER BY received_at',
      [first.controlId],
    );
    expect(outcomes.rows.map((row) => row.outcome)).toEqual(['applied', 'duplicate']);
  });

  it('several messages on one connection are each acknowledged in order, the kit id read from OBR-3, ORC-3 or SPM-2', async () => {
    const kits = await Promise.all([newKit(), newKit(), newKit()]);
    const tokens = await Promise.all(kits.map(({ kit, email }) => register(kit, email)));
    const messages = (['OBR-3', 'ORC-3', 'SPM-2'] as const).map((kitField, index) =>
      semenAnalysisOru({ kit: kits[index]?.kit ?? '', kitField }),
    );
    const { socket, received } = await rawConnection(port);
    socket.write(Buffer.concat(messages.map((message) => frame(message.text))));
    await expect.poll(() => unframe(received).length, { timeout: 45_000 }).toBe(3);
    socket.destroy();
    const acks = unframe(received).map((text) => Hl7Message.parse(text));
    expect(acks.map((ack) => ack.getSegment('MSA')?.getField(2)?.toString())).toEqual(
      messages.map((message) => message.controlId),
    );
    for (const token of tokens) expect((await resultsOf(token))[0]?.attributes.concentration).toBe(52);
  });

  it('a result for a kit not yet registered is kept, and appears once the kit is registered', async () => {
    const { kit, email } = await newKit();
    const message = semenAnalysisOru({
      kit,
      observations: ['OBX|1|NM|9780-8^Conc^LN||41000|10*6/L|>=16|N|||F'],
    });
    expect((await sendWithLibraryClient(port, message.text)).getSegment('MSA')?.getField(1)?.toString()).toBe(
      'AA',
    );
    expect(await labReports(kit)).toMatchObject([{ state: 'awaiting_registration' }]);
    const token = await register(kit, email);
    expect((await resultsOf(token))[0]?.attributes.concentration).toBe(41);
    expect(await labReports(kit)).toMatchObject([{ state: 'applied' }]);
  });

  it('holds a result for an unknown kit, or whose patient is not the kit’s customer, for staff, and no customer sees it', async () => {
    const unknown = semenAnalysisOru({ kit: `FK-NOBODY-${randomUUID().slice(0, 4).toUpperCase()}` });
    expect((await sendWithLibraryClient(port, unknown.text)).getSegment('MSA')?.getField(1)?.toString()).toBe(
      'AA',
    );

    const { kit, email } = await newKit();
    const token = await register(kit, email);
    const otherBirthday = semenAnalysisOru({
      kit,
      patient: { family: 'Hale', given: 'Robin', born: '19910615' },
    });
    const otherName = semenAnalysisOru({
      kit,
      patient: { family: 'Stone', given: 'Robin', born: '19900615' },
    });
    await sendWithLibraryClient(port, otherBirthday.text);
    await sendWithLibraryClient(port, otherName.text);
    expect(await resultsOf(token)).toEqual([]);
    expect((await labReports(kit)).map((report) => report.hold_reason)).toEqual([
      'The date of birth in the message (PID-7) is not the kit customer’s.',
      'The family name in the message (PID-5) is not the kit customer’s.',
    ]);

    const held = await json<{
      data: { kit_identifier: string | null; hold_reason: string; control_id: string }[];
    }>('/api/staff/lab/held-results', labToken);
    expect(held.status).toBe(200);
    const controlIds = held.body.data.map((entry) => entry.control_id);
    expect(controlIds).toEqual(
      expect.arrayContaining([unknown.controlId, otherBirthday.controlId, otherName.controlId]),
    );
    expect(held.body.data.find((entry) => entry.control_id === unknown.controlId)?.hold_reason).toMatch(
      /^No kit is printed with the id FK-NOBODY-/,
    );
    expect((await json('/api/staff/lab/held-results', token)).status).toBe(403);
  });

  it('a preliminary result is kept and not shown; the final one is', async () => {
    const { kit, email } = await newKit();
    const token = await register(kit, email);
    await sendWithLibraryClient(port, semenAnalysisOru({ kit, status: 'P' }).text);
    expect(await resultsOf(token)).toEqual([]);
    expect(await labReports(kit)).toMatchObject([{ state: 'kept', status: 'preliminary' }]);
    await sendWithLibraryClient(port, semenAnalysisOru({ kit, status: 'F' }).text);
    expect(await resultsOf(token)).toHaveLength(1);
  });

  it('a correction replaces the values, says when, and tells the customer who was sent the earlier result', async () => {
    const { kit, email } = await newKit();
    const token = await register(kit, email);
    await sendWithLibraryClient(port, semenAnalysisOru({ kit }).text);
    // The customer shared the first values with a clinic: the link holds the record as it was then.
    const [first] = await resultsOf(token);
    const shared = await fetch(`${server.url}/api/restify/health-links`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ result_document_id: first?.id, expires_in_days: 30 }),
    });
    expect(shared.status).toBe(200);
    const correction = semenAnalysisOru({
      kit,
      status: 'C',
      observations: [
        'OBX|1|NM|9780-8^Conc^LN||48|10*6/mL|>=16|N|||C',
        'OBX|2|NM|3160-9^Volume^LN||2800|uL|>=1.4|N|||C',
      ],
    });
    expect(
      (await sendWithLibraryClient(port, correction.text)).getSegment('MSA')?.getField(1)?.toString(),
    ).toBe('AA');
    const [result] = await resultsOf(token);
    expect(result?.attributes).toMatchObject({ concentration: 48, volume: 2.8 });
    const correctedAt = result?.attributes.corrected_at ?? '';
    expect(Date.parse(correctedAt)).toBeGreaterThan(Date.now() - 60_000);
    const record = await json<{
      entry: { resource: { resourceType: string; status?: string; issued?: string } }[];
    }>(`/api/fhir/analyses/${result?.id}`, token);
    expect(record.status).toBe(200);
    const report = record.body.entry.find((entry) => entry.resource.resourceType === 'DiagnosticReport');
    expect(report?.resource).toMatchObject({ status: 'corrected', issued: correctedAt });
    const observations = record.body.entry.filter((entry) => entry.resource.resourceType === 'Observation');
    expect(observations.map((entry) => entry.resource.status)).toEqual(['corrected', 'corrected']);
    expect(await emailsTo(email)).toEqual(
      expect.arrayContaining(['Your results are ready', 'Your results were corrected']),
    );
    // The link would go on showing the earlier values: it is turned off, and the customer is told why.
    const links = await json<{ data: { revoked_at: string | null }[] }>('/api/restify/health-links', token);
    expect(links.body.data).toHaveLength(1);
    expect(links.body.data[0]?.revoked_at).not.toBeNull();
    const told = await server.db.query<{ text_body: string }>(
      "SELECT text_body FROM outbox WHERE to_address = $1 AND subject = 'Your results were corrected'",
      [email],
    );
    expect(told.rows[0]?.text_body).toContain(
      'The health link you shared showed the earlier results, so it was turned off.',
    );

    // A second final (not a correction) of a released result changes nothing and is held for staff.
    await sendWithLibraryClient(
      port,
      semenAnalysisOru({ kit, observations: ['OBX|1|NM|9780-8^C^LN||1|10*6/mL||L|||F'] }).text,
    );
    expect((await resultsOf(token))[0]?.attributes.concentration).toBe(48);
    expect((await labReports(kit)).at(-1)?.state).toBe('held');
  });

  it('a cancellation withdraws nothing released and is recorded; a cancelled test before any values is cancelled', async () => {
    const { kit, email } = await newKit();
    const token = await register(kit, email);
    await sendWithLibraryClient(port, semenAnalysisOru({ kit, status: 'X', observations: [] }).text);
    expect(await labReports(kit)).toMatchObject([{ state: 'cancelled', status: 'cancelled' }]);
    expect(await resultsOf(token)).toEqual([]);
    await sendWithLibraryClient(port, semenAnalysisOru({ kit }).text);
    await sendWithLibraryClient(port, semenAnalysisOru({ kit, status: 'X', observations: [] }).text);
    expect(await resultsOf(token)).toHaveLength(1);
    expect((await labReports(kit)).at(-1)).toMatchObject({ state: 'held', status: 'cancelled' });
  });

  it('holds values whose unit cannot be converted or whose code it does not know', async () => {
    const { kit, email } = await newKit();
    const token = await register(kit, email);
    await sendWithLibraryClient(
      port,
      semenAnalysisOru({ kit, observations: ['OBX|1|NM|3160-9^Volume^LN||2.8|g|>=1.4|N|||F'] }).text,
    );
    await sendWithLibraryClient(
      port,
      semenAnalysisOru({ kit, observations: ['OBX|1|NM|SCONC^Sperm conc^99ACME||52|10*6/mL||N|||F'] }).text,
    );
    expect(await resultsOf(token)).toEqual([]);
    expect((await labReports(kit)).map((report) => report.hold_reason)).toEqual([
      'The unit "g" of 3160-9^LN (OBX-6) cannot be converted to mL.',
      'The code SCONC^99ACME (OBX-3) is not a semen analysis measure Fathom knows.',
    ]);
  });

  it('answers a message it does not take AE with an ERR segment, and what is not HL7 AR', async () => {
    const wrongType = semenAnalysisOru({ kit: 'FK-ANY', messageType: 'ADT^A01^ADT_A01' });
    const ae = await sendWithLibraryClient(port, wrongType.text);
    expect(ae.getSegment('MSA')?.getField(1)?.toString()).toBe('AE');
    expect(ae.getSegment('MSA')?.getField(2)?.toString()).toBe(wrongType.controlId);
    const err = fieldsOf(ae).find((fields) => fields[0] === 'ERR');
    expect(err?.[3]).toBe('200^Unsupported message type^HL70357'); // ERR-3: HL7 error code (table 0357)
    expect(err?.[4]).toBe('E'); // ERR-4: severity

    const oldVersion = semenAnalysisOru({ kit: 'FK-ANY', version: '2.2' });
    const version = await sendWithLibraryClient(port, oldVersion.text);
    expect(fieldsOf(version).find((fields) => fields[0] === 'ERR')?.[3]).toBe(
      '203^Unsupported version id^HL70357',
    );

    const { socket, received } = await rawConnection(port);
    socket.write(frame('hello, this is not HL7'));
    await expect.poll(() => unframe(received).length, { timeout: 45_000 }).toBe(1);
    socket.destroy();
    const ar = Hl7Message.parse(unframe(received)[0] ?? '');
    expect(ar.getSegment('MSA')?.getField(1)?.toString()).toBe('AR');
  });

  it('closes a connection that sends garbage, a message over 1 MB, or nothing, and the next connection works', async () => {
    const garbage = await rawConnection(port);
    garbage.socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    await garbage.closed;

    const large = await rawConnection(port);
    large.socket.on('error', () => {});
    large.socket.write(Buffer.concat([Buffer.from([0x0b]), Buffer.alloc(1024 * 1024 + 1, 0x41)]));
    await large.closed;
    expect(Buffer.concat(large.received).length).toBe(0);

    const idle = await rawConnection(port);
    await idle.closed;

    const { kit, email } = await newKit();
    const token = await register(kit, email);
    expect(
      (await sendWithLibraryClient(port, semenAnalysisOru({ kit }).text))
        .getSegment('MSA')
        ?.getField(1)
        ?.toString(),
    ).toBe('AA');
    expect(await resultsOf(token)).toHaveLength(1);
  });
});
