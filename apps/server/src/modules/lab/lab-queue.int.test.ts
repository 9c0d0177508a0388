import { type Hl7MessageEvent, Hl7Server } from '@medplum/hl7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../../test/checkout-requests';
import { freePort } from '../../../test/free-port';
import { newKit, registerKit } from '../../../test/lab/lab-customers';
import {
  rawConnection,
  semenAnalysisOru,
  sendWithLibraryClient,
  unframe,
} from '../../../test/lab/lab-messages';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { LAB_ORDER_JOB } from './lab-orders';
import { markOrderFailed } from './lab-orders-repository';
import { frame } from './mllp-framing';

interface Listed<Row> {
  data: Row[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}
interface HeldRow {
  id: string;
  kit_identifier: string | null;
  hold_reason: string;
  patient: { family_name: string };
  observations: { code: string; value: string }[];
}

describeOnDatabase("the lab's queue", (database) => {
  let server: TestServer;
  let port: number;
  let lis: Hl7Server;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    port = await freePort();
    const lisPort = await freePort();
    // The lab's system receiving orders, played by the HL7 library's own MLLP server.
    lis = new Hl7Server((connection) => {
      connection.addEventListener('message', (event: Hl7MessageEvent) => {
        event.connection.send(event.message.buildAck({ ackCode: 'AA' }));
      });
    });
    lis.start(lisPort);
    server = await startTestServer({
      database,
      env: {
        LAB_HL7_PORT: String(port),
        LAB_RESULTS_RELEASE: 'staff',
        LAB_HL7_ORDERS: `mllp://127.0.0.1:${lisPort}`,
      },
    });
    for (const role of ['lab', 'clinician', 'support', 'admin'])
      tokens[role] = await signInToken(server, `${role}@example.com`);
    tokens.customer = await signInToken(server, 'sam@example.com');
  });
  afterAll(async () => {
    await server?.close();
    await lis?.stop({ forceDrainTimeoutMs: 100 });
  });

  const call = async <Body = unknown>(
    token: string | null,
    path: string,
    method = 'GET',
    body?: unknown,
  ): Promise<{ status: number; body: Body }> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Body };
  };
  const asLab = <Body = unknown>(path: string, method = 'GET', body?: unknown) =>
    call<Body>(tokens.lab ?? '', path, method, body);

  /** A registered kit the customer has sent back (tracking stage 4). */
  const kitOnItsWay = async () => {
    const kit = await newKit(server);
    const customer = await registerKit(server, kit.kit, kit.email);
    expect(
      (await asLab(`/api/staff/items/${kit.itemId}/tracking`, 'POST', { tracking_stage: 4 })).status,
    ).toBe(200);
    return { ...kit, customer };
  };
  const receive = (kit: string, body: unknown = {}) => asLab(`/api/staff/kits/${kit}/arrival`, 'POST', body);
  const auditOf = async (action: string, itemId: string | null) =>
    (
      await server.db.query<{
        kind: string;
        client_id: string | null;
        item_id: string | null;
        detail: unknown;
      }>(
        'SELECT kind, client_id, item_id, detail FROM staff_audit WHERE action = $1 AND item_id IS NOT DISTINCT FROM $2',
        [action, itemId],
      )
    ).rows;
  const held = async () =>
    (await asLab<Listed<HeldRow>>('/api/staff/lab/held-results?per_page=100')).body.data;
  /** A semen analysis the lab sends for a kit Fathom does not know: held for staff. */
  const heldResult = async (concentration = '52') => {
    const unknownKit = `FK-NOBODY-${Math.floor(Math.random() * 1e9)}`;
    await sendWithLibraryClient(
      port,
      semenAnalysisOru({
        kit: unknownKit,
        observations: [
          `OBX|1|NM|9780-8^Spermatozoa [#/volume] in Semen^LN||${concentration}|10*6/mL|>=16|N|||F`,
        ],
      }).text,
    );
    const report = (await held()).find((row) => row.kit_identifier === unknownKit);
    if (!report) throw new Error('The result was not held');
    return report;
  };
  const customerResults = async (token: string) =>
    (
      await call<{ data: { attributes: { item_id: string; concentration: number } }[] }>(
        token,
        '/api/restify/result-documents',
      )
    ).body.data;

  describe('kits arriving and at the lab', () => {
    it('lists kits sent back a page at a time, marks one received at the time given, and lists it at the lab by age', async () => {
      const kits = [await kitOnItsWay(), await kitOnItsWay(), await kitOnItsWay()];
      const first = await asLab<Listed<{ item_id: string; kit_identifier: string; registered: boolean }>>(
        '/api/staff/lab/kits-arriving?per_page=2',
      );
      expect(first.status).toBe(200);
      expect(first.body.data).toHaveLength(2);
      expect(first.body.meta.total).toBeGreaterThanOrEqual(3);
      const second = await asLab<Listed<{ item_id: string }>>(
        '/api/staff/lab/kits-arriving?per_page=2&page=2',
      );
      expect(second.body.meta.current_page).toBe(2);
      expect(second.body.data.map((row) => row.item_id)).not.toContain(first.body.data[0]?.item_id);
      const all = await asLab<Listed<{ item_id: string; registered: boolean; customer_name: string }>>(
        '/api/staff/lab/kits-arriving?per_page=100',
      );
      const mine = all.body.data.find((row) => row.item_id === kits[0]?.itemId);
      expect(mine).toMatchObject({ registered: true, customer_name: 'Robin Hale' });

      const target = kits[0];
      if (!target) throw new Error('no kit');
      // The kit was ordered ten days ago (a time received must not be before the order).
      await server.db.query("UPDATE items SET created_at = now() - interval '10 days' WHERE id = $1", [
        target.itemId,
      ]);
      const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000 - 60_000);
      expect(
        (await receive(target.kit, { received_at: new Date(Date.now() + 3_600_000).toISOString() })).status,
      ).toBe(422);
      expect((await receive(target.kit, { received_at: 'yesterday' })).status).toBe(422);
      const beforeOrder = await receive(target.kit, { received_at: '2001-01-01T00:00:00Z' });
      expect(beforeOrder.status).toBe(422);
      expect(beforeOrder.body).toMatchObject({
        errors: { received_at: ['The time received is before the kit was ordered.'] },
      });
      expect((await receive('FK-NO-SUCH-KIT', {})).status).toBe(404);
      expect((await receive(target.kit, { received_at: threeDaysAgo.toISOString() })).status).toBe(200);

      const arriving = await asLab<Listed<{ item_id: string }>>('/api/staff/lab/kits-arriving?per_page=100');
      expect(arriving.body.data.map((row) => row.item_id)).not.toContain(target.itemId);
      const atLab = await asLab<Listed<{ item_id: string; received_at: string; days_at_lab: number }>>(
        '/api/staff/lab/kits-at-lab?per_page=100',
      );
      expect(atLab.body.data.find((row) => row.item_id === target.itemId)).toMatchObject({
        received_at: threeDaysAgo.toISOString(),
        days_at_lab: 3,
      });
      // Oldest first.
      const times = atLab.body.data.map((row) => row.received_at);
      expect([...times].sort()).toEqual(times);
      // The time the report prints is the one given.
      const stored = await server.db.query<{ lab_received_at: Date }>(
        'SELECT lab_received_at FROM items WHERE id = $1',
        [target.itemId],
      );
      expect(new Date(stored.rows[0]?.lab_received_at ?? 0).toISOString()).toBe(threeDaysAgo.toISOString());

      const audit = await auditOf('/api/staff/kits/:identifier/arrival', target.itemId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ kind: 'action', client_id: expect.any(String) });
      expect(await auditOf('/api/staff/lab/kits-arriving', null)).not.toHaveLength(0);
    });
  });

  describe('held results', () => {
    it('matches a held result to the right kit: it becomes the kit’s result, waits for release, then the customer sees it', async () => {
      const report = await heldResult('47');
      expect(report.patient.family_name).toBe('Hale');
      expect(report.observations[0]).toMatchObject({ code: '9780-8', value: '47' });
      const notAtLab = await kitOnItsWay();
      const target = await kitOnItsWay();
      expect((await receive(target.kit)).status).toBe(200);

      const match = (kit: string, id = report.id) =>
        asLab<{ data: { state: string; released: boolean; item_id: string } }>(
          `/api/staff/lab/held-results/${id}/match`,
          'POST',
          { kit_identifier: kit },
        );
      expect((await match('FK-NO-SUCH-KIT')).status).toBe(422);
      expect((await match(notAtLab.kit)).status).toBe(422);
      expect((await match('   ')).status).toBe(422);
      expect((await match(target.kit, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await held()).map((row) => row.id)).toContain(report.id);

      const matched = await match(target.kit.toLowerCase());
      expect(matched.status).toBe(200);
      expect(matched.body.data).toMatchObject({ state: 'applied', released: false, item_id: target.itemId });
      expect((await held()).map((row) => row.id)).not.toContain(report.id);
      expect((await match(target.kit)).status).toBe(409);

      // Waiting for staff's release: not the customer's yet.
      expect(await customerResults(target.customer)).toEqual([]);
      const waiting = await asLab<Listed<{ item_id: string }>>(
        '/api/staff/lab/results-awaiting-release?per_page=100',
      );
      expect(waiting.body.data.map((row) => row.item_id)).toContain(target.itemId);
      expect((await asLab(`/api/staff/items/${target.itemId}/results/release`, 'POST')).status).toBe(200);
      expect((await customerResults(target.customer)).map((row) => row.attributes)).toMatchObject([
        { item_id: target.itemId, concentration: 47 },
      ]);
      const released = await asLab<Listed<{ item_id: string }>>(
        '/api/staff/lab/results-awaiting-release?per_page=100',
      );
      expect(released.body.data.map((row) => row.item_id)).not.toContain(target.itemId);

      // A kit with results takes no other held result.
      const another = await heldResult('30');
      const refused = await match(target.kit, another.id);
      expect(refused.status).toBe(422);
      expect((refused.body as unknown as { message: string }).message).toContain('has results already');

      const audit = await auditOf('/api/staff/lab/held-results/:reportId/match', target.itemId);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        kind: 'action',
        client_id: expect.any(String),
        detail: { body: { kit_identifier: target.kit.toLowerCase() } },
      });
    });

    it('rejects a held result with a reason; it leaves the list; a second answer is refused', async () => {
      const report = await heldResult();
      const reject = (reason: unknown, id = report.id) =>
        asLab(`/api/staff/lab/held-results/${id}/reject`, 'POST', { reason });
      expect((await reject('')).status).toBe(422);
      expect((await reject('   ')).status).toBe(422);
      expect((await reject('x'.repeat(501))).status).toBe(422);
      expect((await reject('Not ours', '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await held()).map((row) => row.id)).toContain(report.id);
      expect((await reject('A sample from another clinic')).status).toBe(200);
      expect((await held()).map((row) => row.id)).not.toContain(report.id);
      expect((await reject('Again')).status).toBe(409);
      const stored = await server.db.query<{ state: string; rejection_reason: string; resolved_by: string }>(
        'SELECT state, rejection_reason, resolved_by FROM lab_reports WHERE id = $1',
        [report.id],
      );
      expect(stored.rows[0]).toMatchObject({
        state: 'rejected',
        rejection_reason: 'A sample from another clinic',
        resolved_by: expect.any(String),
      });
      const audit = await server.db.query<{ detail: { body: { reason: string } } }>(
        "SELECT detail FROM staff_audit WHERE action = '/api/staff/lab/held-results/:reportId/reject' AND kind = 'action'",
      );
      expect(audit.rows.map((row) => row.detail.body.reason)).toContain('A sample from another clinic');
    });

    it('pages the held results', async () => {
      await heldResult();
      await heldResult();
      const first = await asLab<Listed<HeldRow>>('/api/staff/lab/held-results?per_page=1');
      const second = await asLab<Listed<HeldRow>>('/api/staff/lab/held-results?per_page=1&page=2');
      expect(first.body.data).toHaveLength(1);
      expect(first.body.meta.total).toBeGreaterThanOrEqual(2);
      expect(second.body.data[0]?.id).not.toBe(first.body.data[0]?.id);
      expect((await asLab('/api/staff/lab/held-results?per_page=0')).status).toBe(422);
    });

    it('narrows each queue to a kit or a customer, and turns its order around on request', async () => {
      const kits = [await kitOnItsWay(), await kitOnItsWay()];
      const target = kits[1];
      if (!target) throw new Error('no kit');
      type Arriving = { item_id: string; kit_identifier: string; client_number: string; sent_at: string };
      const arriving = (query: string) =>
        asLab<Listed<Arriving>>(`/api/staff/lab/kits-arriving?per_page=100&${query}`);
      const byKit = await arriving(`q=${target.kit.toLowerCase()}`);
      expect(byKit.body.data.map((row) => row.item_id)).toEqual([target.itemId]);
      expect(byKit.body.meta.total).toBe(1);
      const clientNumber = byKit.body.data[0]?.client_number ?? '';
      expect((await arriving(`q=${clientNumber}`)).body.data.map((row) => row.item_id)).toContain(
        target.itemId,
      );
      const byName = (await arriving('q=robin%20ha')).body.data.map((row) => row.item_id);
      expect(byName).toEqual(expect.arrayContaining(kits.map((kit) => kit.itemId)));
      expect((await arriving('q=nobody%25at_all')).body).toMatchObject({ data: [], meta: { total: 0 } });
      const firstSent = (await arriving('sort=date')).body.data.map((row) => row.sent_at);
      expect(firstSent).toEqual([...firstSent].sort());
      const latestSent = (await arriving('sort=-date')).body.data.map((row) => row.sent_at);
      expect(latestSent).toEqual([...firstSent].reverse());
      expect((await arriving('sort=kit')).status).toBe(422);

      const report = await heldResult();
      const heldByKit = await asLab<Listed<HeldRow>>(
        `/api/staff/lab/held-results?q=${report.kit_identifier?.toLowerCase()}`,
      );
      expect(heldByKit.body.data.map((row) => row.id)).toEqual([report.id]);
      const oldestHeld = await asLab<Listed<HeldRow & { received_at: string }>>(
        '/api/staff/lab/held-results?per_page=100&sort=date',
      );
      const received = oldestHeld.body.data.map((row) => row.received_at);
      expect(received).toEqual([...received].sort());
      expect(received.at(-1)).toBe(
        (await asLab<Listed<HeldRow & { received_at: string }>>('/api/staff/lab/held-results')).body.data[0]
          ?.received_at,
      );
    });
  });

  it('lists messages that could not be read, newest first, their first bytes shown safely', async () => {
    const { socket, received } = await rawConnection(port);
    socket.write(frame('hello\r\u202eevil\u0007 not HL7'));
    await expect.poll(() => unframe(received).length, { timeout: 45_000 }).toBe(1);
    socket.destroy();
    const listed = await asLab<
      Listed<{ preview: string; peer: string; received_at: string; length: number }>
    >('/api/staff/lab/unreadable-messages?per_page=1');
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toMatchObject({
      preview: 'hello\\r\\x202eevil\\x07 not HL7',
      peer: expect.stringContaining('127.0.0.1'),
      length: 20,
    });
  });

  it('sends a failed order to the lab again, and the lab acknowledges it', async () => {
    const { itemId } = await kitOnItsWay();
    const order = await server.db.query<{ id: string }>('SELECT id FROM lab_orders WHERE item_id = $1', [
      itemId,
    ]);
    const orderId = order.rows[0]?.id ?? '';
    // As the job's last failure leaves it.
    await markOrderFailed(server.db, orderId, new Date());
    const failed = await asLab<Listed<{ id: string }>>('/api/staff/lab/failed-orders?per_page=100');
    expect(failed.body.data.map((row) => row.id)).toContain(orderId);
    expect(failed.body.meta.total).toBeGreaterThanOrEqual(1);

    expect((await asLab(`/api/staff/lab/orders/${orderId}/resend`, 'POST')).status).toBe(200);
    const state = async () =>
      (await server.db.query<{ state: string }>('SELECT state FROM lab_orders WHERE id = $1', [orderId]))
        .rows[0]?.state;
    expect(await state()).toBe('queued');
    expect((await asLab(`/api/staff/lab/orders/${orderId}/resend`, 'POST')).status).toBe(409);
    await server.jobs.workDue(LAB_ORDER_JOB);
    expect(await state()).toBe('acknowledged');
    expect(
      (await asLab('/api/staff/lab/orders/00000000-0000-4000-8000-000000000000/resend', 'POST')).status,
    ).toBe(404);
    expect((await asLab('/api/staff/lab/orders/not-an-id/resend', 'POST')).status).toBe(422);
  });

  it("keeps the lab's local codes: listed, added, changed, and refused when not a measure", async () => {
    const put = (body: unknown, token = tokens.lab ?? '') =>
      call(token, '/api/staff/lab/local-codes', 'PUT', body);
    expect((await put({ coding_system: 'acme', code: 'SPC', measure: 'concentration' })).status).toBe(200);
    expect((await put({ coding_system: 'ACME', code: 'SPC', measure: 'volume' })).status).toBe(200);
    const listed = await asLab<{ data: { coding_system: string; code: string; measure: string }[] }>(
      '/api/staff/lab/local-codes',
    );
    expect(listed.body.data.filter((entry) => entry.coding_system === 'ACME')).toEqual([
      { coding_system: 'ACME', code: 'SPC', measure: 'volume' },
    ]);
    expect((await put({ coding_system: 'ACME', code: 'X', measure: 'height' })).status).toBe(422);
    expect((await put({ coding_system: 'A|B', code: 'X', measure: 'volume' })).status).toBe(422);
    expect((await put({ coding_system: 'ACME', code: '', measure: 'volume' })).status).toBe(422);
    expect(
      (await put({ coding_system: 'ACME', code: 'SPC', measure: 'concentration' }, tokens.support)).status,
    ).toBe(403);
    expect(
      (
        await asLab<{ data: { code: string; measure: string }[] }>('/api/staff/lab/local-codes')
      ).body.data.find((entry) => entry.code === 'SPC')?.measure,
    ).toBe('volume');
  });

  it('refuses every queue to the other roles, to customers and to no one signed in', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/api/staff/lab/kits-arriving'],
      ['GET', '/api/staff/lab/kits-at-lab'],
      ['GET', '/api/staff/lab/results-awaiting-release'],
      ['GET', '/api/staff/lab/held-results'],
      ['POST', `/api/staff/lab/held-results/${id}/match`, { kit_identifier: 'FK-X' }],
      ['POST', `/api/staff/lab/held-results/${id}/reject`, { reason: 'x' }],
      ['GET', '/api/staff/lab/unreadable-messages'],
      ['GET', '/api/staff/lab/failed-orders'],
      ['POST', `/api/staff/lab/orders/${id}/resend`],
      ['GET', '/api/staff/lab/local-codes'],
      ['PUT', '/api/staff/lab/local-codes', { coding_system: 'ACME', code: 'Z', measure: 'volume' }],
    ];
    for (const [method, path, body] of endpoints) {
      for (const role of ['clinician', 'support', 'customer'])
        expect((await call(tokens[role] ?? '', path, method, body)).status, `${role} ${method} ${path}`).toBe(
          403,
        );
      expect((await call(null, path, method, body)).status, `${method} ${path}`).toBe(401);
      // An admin does the lab's work too.
      if (method === 'GET') expect((await call(tokens.admin ?? '', path, method)).status, path).toBe(200);
    }
  });
});
