import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port';
import { newKit, registerKit } from '../../../test/lab/lab-customers';
import { rawConnection, semenAnalysisOru } from '../../../test/lab/lab-messages';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { frame } from './mllp-framing';

describeOnDatabase("a lab's character set (MSH-18)", (database) => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer({ database, env: { LAB_HL7_PORT: String(port) } });
  });
  afterAll(async () => server?.close());

  /** Sends the bytes as one MLLP frame on a connection of its own; answers the acknowledgement's bytes. */
  const exchange = async (bytes: Buffer): Promise<Buffer> => {
    const { socket, received } = await rawConnection(port);
    try {
      socket.write(frame(bytes));
      // Generous: the first message of a cold server on a busy machine takes seconds.
      await expect
        .poll(() => Buffer.concat(received).includes(Buffer.from([0x1c, 0x0d])), { timeout: 30_000 })
        .toBe(true);
      const answer = Buffer.concat(received);
      return answer.subarray(1, answer.indexOf(0x1c));
    } finally {
      socket.destroy();
    }
  };
  const segment = (ack: string, name: string) =>
    ack
      .split('\r')
      .find((line) => line.startsWith(`${name}|`))
      ?.split('|') ?? [];
  const storedMessage = async (controlId: string) =>
    (
      await server.db.query<{ raw: string; raw_bytes: Uint8Array; outcome: string; detail: string | null }>(
        'SELECT raw, raw_bytes, outcome, detail FROM lab_messages WHERE control_id = $1',
        [controlId],
      )
    ).rows;

  it('reads a message in 8859/1 (Latin-1) bytes as Latin-1: José Müller is matched to his kit, and the bytes are kept as they came', async () => {
    const { kit, itemId, email } = await newKit(server, 'analysis', { first: 'José', last: 'Müller' });
    const token = await registerKit(server, kit, email);
    const { text, controlId } = semenAnalysisOru({
      kit,
      charset: '8859/1',
      patient: { family: 'Müller', given: 'José', born: '19900615' },
      notes: ['Échantillon reçu à 37 °C'],
    });
    const bytes = Buffer.from(text, 'latin1');
    expect(bytes.includes(Buffer.from('Müller', 'latin1'))).toBe(true);
    expect(bytes.includes(Buffer.from('Müller', 'utf8'))).toBe(false);

    const ack = (await exchange(bytes)).toString('latin1');
    expect(segment(ack, 'MSA').slice(1, 3)).toEqual(['AA', controlId]);
    expect(segment(ack, 'MSH')[17]).toBe('8859/1');

    // Matched (a mojibake name would have been held as not the kit customer's) and released to José at once.
    const report = await server.db.query<{
      state: string;
      hold_reason: string | null;
      patient: { familyName: string; givenName: string };
      notes: string;
    }>('SELECT state, hold_reason, patient, notes FROM lab_reports WHERE item_id = $1', [itemId]);
    expect(report.rows).toEqual([
      {
        state: 'applied',
        hold_reason: null,
        patient: expect.objectContaining({ familyName: 'Müller', givenName: 'José' }),
        notes: 'Échantillon reçu à 37 °C',
      },
    ]);
    const results = await fetch(`${server.url}/api/restify/result-documents`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await results.json()) as {
      data: { attributes: { item_id: string; concentration: number } }[];
    };
    expect(body.data.map((row) => row.attributes)).toMatchObject([{ item_id: itemId, concentration: 52 }]);

    // The bytes as they arrived, and their text as read.
    const [stored] = await storedMessage(controlId);
    expect(Buffer.from(stored?.raw_bytes ?? []).equals(bytes)).toBe(true);
    expect(stored?.raw).toBe(text);
  });

  it('answers AE naming a character set it does not read, and applies nothing', async () => {
    const { kit, itemId, email } = await newKit(server);
    await registerKit(server, kit, email);
    const { text, controlId } = semenAnalysisOru({ kit, charset: 'GB 18030-2000' });
    const ack = (await exchange(Buffer.from(text, 'latin1'))).toString('utf8');
    expect(segment(ack, 'MSA').slice(1, 3)).toEqual(['AE', controlId]);
    const err = segment(ack, 'ERR');
    expect(err[3]).toBe('103^Table value not found^HL70357');
    expect(err[8]).toBe(
      'Fathom reads messages in ASCII, 8859/1 or UNICODE UTF-8 (MSH-18), not in GB 18030-2000.',
    );
    expect((await server.db.query('SELECT id FROM lab_reports WHERE item_id = $1', [itemId])).rows).toEqual(
      [],
    );
    expect(await storedMessage(controlId)).toMatchObject([
      { outcome: 'error', detail: expect.stringContaining('GB 18030-2000') },
    ]);
  });

  it('answers AE for Latin-1 bytes in a message that names no character set, rather than guess', async () => {
    const { kit, itemId, email } = await newKit(server, 'analysis', { first: 'José', last: 'Müller' });
    await registerKit(server, kit, email);
    const { text, controlId } = semenAnalysisOru({
      kit,
      patient: { family: 'Müller', given: 'José', born: '19900615' },
    });
    const ack = (await exchange(Buffer.from(text, 'latin1'))).toString('utf8');
    expect(segment(ack, 'MSA').slice(1, 3)).toEqual(['AE', controlId]);
    expect(segment(ack, 'ERR')[8]).toContain('not UTF-8');
    expect((await server.db.query('SELECT id FROM lab_reports WHERE item_id = $1', [itemId])).rows).toEqual(
      [],
    );
  });
});
