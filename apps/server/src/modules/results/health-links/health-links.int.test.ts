import { compactDecrypt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInToken } from '../../../../test/checkout-requests';
import { bundleValidator, fhirBundleProblems, fhirRecordProblems } from '../../../../test/fhir-validation';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

interface CreatedLink {
  id: string;
  status: string;
  url: string;
  shlink: string;
  qr_svg: string;
  open_count: number;
  last_opened_at: string | null;
}
interface ShlinkPayload {
  url: string;
  key: string;
  exp: number;
  flag?: string;
  label: string;
  v: number;
}

describeOnDatabase('SMART Health Links to a FHIR record', (database) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    bundleValidator();
    server = await startTestServer({ database });
    for (const persona of ['sam', 'jamie', 'drew', 'riley'])
      tokens[persona] = await signInToken(server, `${persona}@example.com`);
    const first = async (sql: string, email: string) =>
      (await server.db.query<{ id: string }>(sql, [email])).rows[0]?.id ?? '';
    ids.sam = await first(
      `SELECT r.id FROM result_documents r JOIN users u ON u.client_id = r.client_id
        WHERE u.email = $1 AND r.ready_at IS NOT NULL ORDER BY r.ready_at DESC LIMIT 1`,
      'sam@example.com',
    );
    ids.rileySti = await first(
      `SELECT i.id FROM items i JOIN users u ON u.client_id = i.client_id
        JOIN sti_reports s ON s.item_id = i.id WHERE u.email = $1 LIMIT 1`,
      'riley@example.com',
    );
  });
  afterAll(async () => server?.close());

  const call = (method: string, path: string, persona: string, body?: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens[persona]}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const create = async (persona: string, body: Record<string, unknown>) => {
    const response = await call('POST', '/api/restify/health-links', persona, body);
    return { status: response.status, link: ((await response.json()) as { data: CreatedLink }).data };
  };
  const payloadOf = (link: CreatedLink): ShlinkPayload => {
    const [, encoded] = link.url.split('#shlink:/');
    return JSON.parse(Buffer.from(encoded ?? '', 'base64url').toString('utf8')) as ShlinkPayload;
  };
  /** What a receiving clinic does: POST the manifest address of the payload (on this test server). */
  const requestManifest = (payload: ShlinkPayload, body: Record<string, unknown>) =>
    fetch(`${server.url}${new URL(payload.url).pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('makes a link with the shlink payload and its QR code, which a clinic opens and decrypts to the FHIR record', async () => {
    const { status, link } = await create('sam', { result_document_id: ids.sam, expires_in_days: 30 });
    expect(status).toBe(200);
    expect(link.url).toMatch(/\/shl#shlink:\//);
    expect(link.shlink).toBe(`shlink:/${link.url.split('#shlink:/')[1]}`);
    expect(link.qr_svg).toMatch(/^<svg/);
    const payload = payloadOf(link);
    expect(payload.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payload.flag).toBeUndefined();
    expect(payload.label).toBe('Semen analysis results');
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000 + 29 * 86_400);
    expect(new URL(payload.url).pathname).toMatch(/^\/api\/shl\/[A-Za-z0-9_-]{43}$/);
    expect(payload.url.length).toBeLessThanOrEqual(128);
    expect(JSON.stringify(await server.db.query('SELECT * FROM health_links'))).not.toContain(payload.key);

    const response = await requestManifest(payload, { recipient: 'Austin Fertility Clinic' });
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as { files: { contentType: string; embedded: string }[] };
    expect(manifest.files).toHaveLength(1);
    expect(manifest.files[0]?.contentType).toBe('application/fhir+json');
    const jwe = manifest.files[0]?.embedded ?? '';
    expect(decodeProtectedHeader(jwe)).toMatchObject({
      alg: 'dir',
      enc: 'A256GCM',
      cty: 'application/fhir+json',
    });
    const { plaintext } = await compactDecrypt(jwe, Buffer.from(payload.key, 'base64url'));
    const bundle = JSON.parse(new TextDecoder().decode(plaintext));
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    expect(fhirBundleProblems(bundle)).toEqual([]);
    expect(fhirRecordProblems(bundle)).toEqual([]);
    await expect(compactDecrypt(jwe, new Uint8Array(32))).rejects.toThrow();

    const list = (await (await call('GET', '/api/restify/health-links', 'sam')).json()) as {
      data: CreatedLink[];
    };
    const listed = list.data.find((entry) => entry.id === link.id);
    expect(listed).toMatchObject({ status: 'active', open_count: 1 });
    expect(listed?.last_opened_at).not.toBeNull();
    expect(listed).not.toHaveProperty('url');
    const views = await server.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM result_views WHERE channel = 'health_link' AND viewer = 'shared_link'",
    );
    expect(views.rows[0]?.n).toBe(1);
  });

  it('gives a single-use file address instead when the clinic asks for shorter embedded files', async () => {
    const { link } = await create('sam', { result_document_id: ids.sam, expires_in_days: 7 });
    const payload = payloadOf(link);
    const large = (await (
      await requestManifest(payload, { recipient: 'Clinic', embeddedLengthMax: 1_000_000 })
    ).json()) as {
      files: { embedded?: string; location?: string }[];
    };
    expect(large.files[0]?.embedded).toBeDefined();
    const small = (await (
      await requestManifest(payload, { recipient: 'Clinic', embeddedLengthMax: 100 })
    ).json()) as {
      files: { embedded?: string; location?: string }[];
    };
    expect(small.files[0]?.embedded).toBeUndefined();
    const location = new URL(small.files[0]?.location ?? '');
    const file = await fetch(`${server.url}${location.pathname}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/jose/);
    const { plaintext } = await compactDecrypt(await file.text(), Buffer.from(payload.key, 'base64url'));
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toMatchObject({ resourceType: 'Bundle' });
    expect((await fetch(`${server.url}${location.pathname}`)).status).toBe(404);
  });

  it('asks for the passcode, counts wrong ones, and dies after the fifth', async () => {
    const { link } = await create('sam', {
      result_document_id: ids.sam,
      expires_in_days: 7,
      passcode: 'tulip-42',
      label: 'For Dr Rivera',
    });
    const payload = payloadOf(link);
    expect(payload.flag).toBe('P');
    expect(payload.label).toBe('For Dr Rivera');
    const attempt = async (passcode?: string) => {
      const response = await requestManifest(payload, {
        recipient: 'Clinic',
        ...(passcode ? { passcode } : {}),
      });
      return {
        status: response.status,
        body: (await response.json()) as { remainingAttempts?: number; message?: string },
      };
    };
    expect(await attempt()).toMatchObject({ status: 401, body: { remainingAttempts: 5 } });
    expect(await attempt('wrong-1')).toMatchObject({
      status: 401,
      body: { remainingAttempts: 4, message: 'The passcode is not right. 4 tries are left.' },
    });
    expect((await attempt('tulip-42')).status).toBe(200);
    const wrongAnswers = [];
    for (let tries = 0; tries < 4; tries += 1) wrongAnswers.push(await attempt('wrong'));
    expect(
      wrongAnswers.map((answer) => [answer.status, answer.body.remainingAttempts, answer.body.message]),
    ).toEqual([
      [401, 3, 'The passcode is not right. 3 tries are left.'],
      [401, 2, 'The passcode is not right. 2 tries are left.'],
      [401, 1, 'The passcode is not right. 1 try is left.'],
      [401, 0, 'The passcode is not right, and the link is now turned off.'],
    ]);
    expect((await attempt('tulip-42')).status).toBe(404);
    const list = (await (await call('GET', '/api/restify/health-links', 'sam')).json()) as {
      data: CreatedLink[];
    };
    expect(list.data.find((entry) => entry.id === link.id)).toMatchObject({
      status: 'locked',
      open_count: 1,
    });
  });

  it('stops working once turned off or expired', async () => {
    const { link } = await create('sam', { result_document_id: ids.sam, expires_in_days: 90 });
    const payload = payloadOf(link);
    expect((await call('DELETE', `/api/restify/health-links/${link.id}`, 'drew')).status).toBe(404);
    expect((await call('DELETE', `/api/restify/health-links/${link.id}`, 'sam')).status).toBe(200);
    expect((await requestManifest(payload, { recipient: 'Clinic' })).status).toBe(404);
    expect((await call('DELETE', `/api/restify/health-links/${link.id}`, 'sam')).status).toBe(404);

    const second = (await create('sam', { result_document_id: ids.sam, expires_in_days: 7 })).link;
    await server.db.query("UPDATE health_links SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      second.id,
    ]);
    expect((await requestManifest(payloadOf(second), { recipient: 'Clinic' })).status).toBe(404);
    const list = (await (await call('GET', '/api/restify/health-links', 'sam')).json()) as {
      data: CreatedLink[];
    };
    expect(list.data.find((entry) => entry.id === link.id)?.status).toBe('turned_off');
    expect(list.data.find((entry) => entry.id === second.id)?.status).toBe('expired');
  });

  it("refuses links to another customer's result and to the partner, and answers 404 to an unknown manifest", async () => {
    expect((await create('drew', { result_document_id: ids.sam, expires_in_days: 7 })).status).toBe(404);
    expect(
      (
        await call('POST', '/api/restify/health-links', 'jamie', {
          result_document_id: ids.sam,
          expires_in_days: 7,
        })
      ).status,
    ).toBe(403);
    expect((await create('sam', { result_document_id: ids.sam, expires_in_days: 8 })).status).toBe(422);
    const unknown = await fetch(`${server.url}/api/shl/${'A'.repeat(43)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: 'Clinic' }),
    });
    expect(unknown.status).toBe(404);
  });

  it("shares riley's STI panel the same way", async () => {
    const { status, link } = await create('riley', { sti_item_id: ids.rileySti, expires_in_days: 7 });
    expect(status).toBe(200);
    const payload = payloadOf(link);
    const manifest = (await (await requestManifest(payload, { recipient: 'Clinic' })).json()) as {
      files: { embedded: string }[];
    };
    const { plaintext } = await compactDecrypt(
      manifest.files[0]?.embedded ?? '',
      Buffer.from(payload.key, 'base64url'),
    );
    const bundle = JSON.parse(new TextDecoder().decode(plaintext));
    expect(fhirBundleProblems(bundle)).toEqual([]);
    expect(JSON.stringify(bundle)).toContain('POS');
  });
});
