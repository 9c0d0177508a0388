import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../test/checkout-requests';
import { freePort } from '../../../test/free-port';
import { newKit, registerKit } from '../../../test/lab/lab-customers';
import { semenAnalysisOru, sendWithLibraryClient } from '../../../test/lab/lab-messages';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

describeOnDatabase("the lab's results with LAB_RESULTS_RELEASE=staff", (database) => {
  let server: TestServer;
  let port: number;
  let labToken: string;
  let clinicianToken: string;
  beforeAll(async () => {
    port = await freePort();
    server = await startTestServer({
      database,
      env: { LAB_HL7_PORT: String(port), LAB_RESULTS_RELEASE: 'staff' },
    });
    labToken = await signInToken(server, 'lab@example.com');
    clinicianToken = await signInToken(server, 'clinician@example.com');
  });
  afterAll(async () => server?.close());

  const asUser = (token: string, path: string, method = 'GET') =>
    fetch(`${server.url}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  const results = async (token: string) =>
    ((await (await asUser(token, '/api/restify/result-documents')).json()) as { data: unknown[] }).data;

  it('keeps a final semen analysis from the customer until staff release it; a cancellation withdraws it before', async () => {
    const { kit, itemId, email } = await newKit(server);
    const token = await registerKit(server, kit, email);
    await sendWithLibraryClient(port, semenAnalysisOru({ kit }).text);
    expect(await results(token)).toEqual([]);
    const staffView = (await (await asUser(labToken, `/api/staff/items/${itemId}`)).json()) as {
      data: { result: { concentration: number; ready_at: string | null } | null };
    };
    expect(staffView.data.result).toMatchObject({ concentration: 52, ready_at: null });

    await sendWithLibraryClient(port, semenAnalysisOru({ kit, status: 'X', observations: [] }).text);
    const withdrawn = (await (await asUser(labToken, `/api/staff/items/${itemId}`)).json()) as {
      data: { result: unknown };
    };
    expect(withdrawn.data.result).toBeNull();

    await sendWithLibraryClient(port, semenAnalysisOru({ kit }).text);
    expect((await asUser(labToken, `/api/staff/items/${itemId}/results/release`, 'POST')).status).toBe(200);
    expect(await results(token)).toHaveLength(1);
  });

  it('holds a positive STI result for a clinician, as when staff enter it', async () => {
    const { kit, itemId, email } = await newKit(server, 'sti');
    const token = await registerKit(server, kit, email);
    const panel = semenAnalysisOru({
      kit,
      observations: [
        'OBX|1|CWE|43304-5^Chlamydia trachomatis rRNA^LN||260373001^Detected^SCT||||||F',
        'OBX|2|CWE|56888-1^HIV 1+2 Ab+HIV1 p24 Ag^LN||260415000^Not detected^SCT||||||F',
      ],
    });
    expect((await sendWithLibraryClient(port, panel.text)).getSegment('MSA')?.getField(1)?.toString()).toBe(
      'AA',
    );
    const held = async () =>
      (
        (await (await asUser(token, `/api/restify/sti-results/${itemId}`)).json()) as {
          data: { visibility: string; results: unknown[] };
        }
      ).data;
    expect(await held()).toMatchObject({ results: [] });
    expect((await held()).visibility).not.toBe('visible');
    const emails = await server.db.query<{ subject: string }>(
      'SELECT subject FROM outbox WHERE to_address = $1',
      [email],
    );
    expect(emails.rows.map((row) => row.subject)).toContain('About your STI test');
    // The clinician releases the held panel, as when staff enter it.
    expect(
      (await asUser(clinicianToken, `/api/staff/items/${itemId}/sti-results/release`, 'POST')).status,
    ).toBe(200);
    expect(await held()).toMatchObject({
      visibility: 'visible',
      results: [{ outcome: 'positive' }, { outcome: 'negative' }],
    });
  });
});
