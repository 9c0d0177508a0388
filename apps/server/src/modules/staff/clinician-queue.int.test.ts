import type { ReviewDetail, ReviewQueueResponse } from '@fathom/contract/clinician-review';
import { CARE_MESSAGES } from '@fathom/domain/clinician-review';
import { STI_TEST_KEYS } from '@fathom/domain/sti-results';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient } from '../../../test/api-client';
import { orderRequest, placeOrder, signInToken } from '../../../test/checkout-requests';
import { freePort } from '../../../test/free-port';
import { newKit, registerKit } from '../../../test/lab/lab-customers';
import { semenAnalysisOru, sendWithLibraryClient } from '../../../test/lab/lab-messages';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { catalogueId } from '../../db/seed/catalogue';

const negativePanel = STI_TEST_KEYS.map((test_key) => ({
  test_key,
  outcome: 'negative',
  value: 'Not detected',
}));
const positivePanel = negativePanel.map((result) =>
  result.test_key === 'chlamydiaGenital' ? { ...result, outcome: 'positive', value: 'Detected' } : result,
);

/** A note with words found nowhere else, so any customer answer that carried it would be caught. */
const privateNote = 'Partner notification discussed; suspect reinfection, prescribe doxycycline 7 days';
const careMessage = CARE_MESSAGES.en.sti[0]?.text ?? '';

interface StiAnswer {
  data: { visibility: string; overall: string | null; care_message: string | null; results: unknown[] };
}

async function staffTokens(server: TestServer) {
  const tokens: Record<string, string> = {};
  for (const role of ['clinician', 'lab', 'support', 'admin'])
    tokens[role] = await signInToken(server, `${role}@example.com`);
  return tokens;
}

describeOnDatabase("the clinician's queue", (database) => {
  let server: TestServer;
  let api: ApiClient;
  let staff: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer({ database });
    api = new ApiClient(server.url);
    staff = await staffTokens(server);
  });
  afterAll(async () => server?.close());

  /** A new customer's STI kit, registered, with the panel the lab enters; the customer's token. */
  async function enteredPanel(results: unknown[]) {
    const { kit, itemId, email } = await newKit(server, 'sti');
    const token = await registerKit(server, kit, email);
    const entered = await api.post(
      `/api/staff/items/${itemId}/sti-results`,
      { results },
      { token: staff.lab },
    );
    expect(entered.status).toBe(200);
    return { itemId, email, token };
  }
  const queue = (query = '', token = staff.clinician) =>
    api.get<ReviewQueueResponse>(`/api/staff/reviews${query ? `?${query}` : ''}`, { token });
  const open = (itemId: string, token = staff.clinician) =>
    api.get<{ data: ReviewDetail }>(`/api/staff/reviews/${itemId}`, { token });
  const note = (itemId: string, body: unknown, token = staff.clinician) =>
    api.post<{ data: { author_name: string; body: string } }>(`/api/staff/reviews/${itemId}/notes`, body, {
      token,
    });
  const release = (itemId: string, body: unknown, token = staff.clinician) =>
    api.post(`/api/staff/reviews/${itemId}/release`, body, { token });
  const auditOf = async (itemId: string) =>
    (
      await server.db.query<{ kind: string; action: string; staff_role: string; client_id: string | null }>(
        'SELECT kind, action, staff_role, client_id FROM staff_audit WHERE item_id = $1 ORDER BY at, id',
        [itemId],
      )
    ).rows;

  it('lists positive panels only, oldest first, a page at a time, and sorts newest first on request', async () => {
    const first = await enteredPanel(positivePanel);
    await enteredPanel(negativePanel);
    const second = await enteredPanel(positivePanel);
    const third = await enteredPanel(positivePanel);

    const all = await queue('per_page=100');
    expect(all.status).toBe(200);
    const ids = all.body.data.map((entry) => entry.item_id);
    expect(ids).toEqual(expect.arrayContaining([first.itemId, second.itemId, third.itemId]));
    expect(ids.indexOf(first.itemId)).toBeLessThan(ids.indexOf(second.itemId));
    expect(ids.indexOf(second.itemId)).toBeLessThan(ids.indexOf(third.itemId));
    const total = all.body.meta.total;
    expect(total).toBe(ids.length);
    // The negative panel is readable at once: it never waits for a clinician.
    expect(all.body.data.every((entry) => entry.kind === 'sti')).toBe(true);
    expect(all.body.data.find((entry) => entry.item_id === first.itemId)).toMatchObject({
      kind: 'sti',
      title: 'STI Test Kit',
      customer_name: 'Robin Hale',
      shown_to_customer: false,
      notes: 0,
    });
    const entry = all.body.data.find((row) => row.item_id === first.itemId);
    expect(Date.parse(entry?.review_due_at ?? '') - Date.parse(entry?.entered_at ?? '')).toBe(72 * 3_600_000);

    const pageOne = await queue('per_page=2');
    const pageTwo = await queue('per_page=2&page=2');
    expect(pageOne.body.meta).toEqual({
      current_page: 1,
      last_page: Math.ceil(total / 2),
      per_page: 2,
      total,
    });
    expect([...pageOne.body.data, ...pageTwo.body.data].map((row) => row.item_id)).toEqual(ids.slice(0, 4));
    const newest = await queue('per_page=100&sort=-entered_at');
    expect(newest.body.data.map((row) => row.item_id)).toEqual([...ids].reverse());
    // Azoospermic analyses wait only when the clinic asks for a second look; this server does not.
    expect((await queue('kind=azoospermia')).body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('refuses a bad page, sort or kind with 422', async () => {
    for (const query of ['per_page=0', 'per_page=101', 'page=0', 'sort=name', 'kind=hiv', 'page=x'])
      expect((await queue(query)).status, query).toBe(422);
  });

  it('refuses the lab, support, customers and the signed-out; an admin may do a clinician’s work', async () => {
    const { itemId, token: customer } = await enteredPanel(positivePanel);
    for (const token of [staff.lab, staff.support, customer]) {
      expect((await queue('', token)).status).toBe(403);
      expect((await open(itemId, token)).status).toBe(403);
      expect((await note(itemId, { body: 'A note' }, token)).status).toBe(403);
      expect((await release(itemId, { care_message: careMessage }, token)).status).toBe(403);
    }
    expect((await api.get('/api/staff/reviews')).status).toBe(401);
    expect((await queue('', staff.admin)).status).toBe(200);
    expect((await open(itemId, staff.admin)).status).toBe(200);
    // Nothing the refused calls asked for happened.
    expect((await open(itemId)).body.data.notes).toEqual([]);
    expect((await queue('per_page=100')).body.data.map((row) => row.item_id)).toContain(itemId);
  });

  it("opens a panel with the customer's history, no payment data, and records the read for the customer and the audit", async () => {
    const earlier = await enteredPanel(negativePanel);
    const email = earlier.email;
    // A second kit of the same customer, ordered through their own account, comes back positive.
    const { rows } = await server.db.query<{ client_id: string }>(
      'SELECT client_id FROM items WHERE id = $1',
      [earlier.itemId],
    );
    const clientId = rows[0]?.client_id ?? '';
    const second = await placeSecondStiKit(email, earlier.token);
    expect(
      (
        await api.post(
          `/api/staff/items/${second}/sti-results`,
          { results: positivePanel },
          { token: staff.lab },
        )
      ).status,
    ).toBe(200);

    const opened = await open(second);
    expect(opened.status).toBe(200);
    const review = opened.body.data;
    expect(review).toMatchObject({
      item_id: second,
      kind: 'sti',
      customer: { client_id: clientId, name: 'Robin Hale', date_of_birth: '1990-06-15' },
      analysis: null,
      notes: [],
    });
    expect(review.sti_results).toContainEqual({
      test_key: 'chlamydiaGenital',
      outcome: 'positive',
      value: 'Detected',
    });
    expect(review.history.kits.map((kit) => kit.id).sort()).toEqual([earlier.itemId, second].sort());
    expect(review.history.results).toEqual([
      expect.objectContaining({ item_id: earlier.itemId, kind: 'sti', summary: 'All tests negative' }),
    ]);
    expect(review.care_messages.map((message) => message.key)).toEqual(
      CARE_MESSAGES.en.sti.map((m) => m.key),
    );
    expect(JSON.stringify(review)).not.toMatch(/price|amount|payment|card|total_cents|refund/i);

    expect(await auditOf(second)).toContainEqual({
      kind: 'read',
      action: '/api/staff/reviews/:itemId',
      staff_role: 'clinician',
      client_id: clientId,
    });
    const views = await server.db.query<{ viewer: string; viewer_staff_role: string }>(
      'SELECT viewer, viewer_staff_role FROM result_views WHERE item_id = $1',
      [second],
    );
    expect(views.rows).toEqual([{ viewer: 'staff', viewer_staff_role: 'clinician' }]);

    expect((await open('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await open(earlier.itemId)).status).toBe(404);
    expect((await open('not-a-kit')).status).toBe(422);
  });

  /** Another STI kit bought by the customer signed in with the token: its item id. */
  async function placeSecondStiKit(email: string, token: string): Promise<string> {
    const placed = await placeOrder(
      server,
      orderRequest({
        account_details: { email, first_name: 'Robin', last_name: 'Hale' },
        items: [{ product_uuid: catalogueId('sti'), quantity: 1 }],
      }),
      undefined,
      { authorization: `Bearer ${token}` },
    );
    expect(placed.status).toBe(200);
    const { rows } = await server.db.query<{ id: string }>(
      "SELECT id FROM items WHERE order_id = $1 AND category = 'sti'",
      [placed.body.data.order_id],
    );
    return rows[0]?.id ?? '';
  }

  it('offers the care messages in the language the customer reads, and says which it is', async () => {
    const { itemId, token } = await enteredPanel(positivePanel);
    const inEnglish = (await open(itemId)).body.data;
    expect(inEnglish.customer.language).toBe('en');
    expect(inEnglish.care_messages).toEqual(CARE_MESSAGES.en.sti);

    const chosen = await api.post('/api/restify/profile', { language: 'es' }, { token });
    expect(chosen.status).toBe(200);
    const inSpanish = (await open(itemId)).body.data;
    expect(inSpanish.customer.language).toBe('es');
    expect(inSpanish.care_messages).toEqual(CARE_MESSAGES.es.sti);
    expect(inSpanish.care_messages[0]?.text).toMatch(/^Una de sus pruebas dio positivo/);
    // The labels name the messages for the clinician, in the console's English.
    expect(inSpanish.care_messages.map((message) => message.label)).toEqual(
      inEnglish.care_messages.map((message) => message.label),
    );
  });

  it('keeps notes for clinicians (an admin reads them) and never shows one to the customer', async () => {
    const { itemId, token: customer } = await enteredPanel(positivePanel);
    expect((await note(itemId, { body: '   ' })).status).toBe(422);
    expect((await note(itemId, {})).status).toBe(422);
    expect((await note(itemId, { body: 'x'.repeat(4001) })).status).toBe(422);
    expect((await note('00000000-0000-4000-8000-000000000000', { body: 'A note' })).status).toBe(404);
    expect((await open(itemId)).body.data.notes).toEqual([]);

    const added = await note(itemId, { body: `  ${privateNote}  ` });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ author_name: 'Nadia Brandt', body: privateNote });
    const seenByAdmin = await open(itemId, staff.admin);
    expect(seenByAdmin.body.data.notes).toEqual([expect.objectContaining({ body: privateNote })]);
    expect((await queue('per_page=100')).body.data.find((row) => row.item_id === itemId)?.notes).toBe(1);
    expect((await auditOf(itemId)).map((row) => `${row.kind} ${row.action}`)).toContain(
      'action /api/staff/reviews/:itemId/notes',
    );

    expect((await release(itemId, { care_message: careMessage })).status).toBe(200);
    const customerAnswers = [
      `/api/restify/sti-results/${itemId}`,
      '/api/restify/sti-results',
      '/api/account-summary',
      '/api/restify/items',
      '/api/restify/result-views',
    ];
    for (const path of customerAnswers) {
      const answer = await api.get(path, { token: customer });
      expect(answer.status, path).toBe(200);
      expect(JSON.stringify(answer.body), path).not.toContain('doxycycline');
    }
    // Nor in any email the customer was sent.
    const emails = await server.db.query<{ text: string }>(
      'SELECT text_body AS text FROM outbox o JOIN items i ON i.id = $1 JOIN clients c ON c.id = i.client_id WHERE o.to_address = c.email',
      [itemId],
    );
    expect(emails.rows.length).toBeGreaterThan(0);
    for (const row of emails.rows) expect(row.text).not.toContain('doxycycline');
  });

  it('releases a panel with the care message the customer then reads beside it, once', async () => {
    const { itemId, email, token: customer } = await enteredPanel(positivePanel);
    const read = () => api.get<StiAnswer>(`/api/restify/sti-results/${itemId}`, { token: customer });
    expect((await read()).body.data).toMatchObject({ visibility: 'held_for_review', care_message: null });

    expect((await release(itemId, {})).status).toBe(422);
    expect((await release(itemId, { care_message: '  ' })).status).toBe(422);
    expect((await release(itemId, { care_message: 'x'.repeat(2001) })).status).toBe(422);
    expect((await read()).body.data.visibility).toBe('held_for_review');

    const written = `${careMessage} Your clinician is Dr. Brandt.`;
    expect((await release(itemId, { care_message: written })).status).toBe(200);
    expect((await read()).body.data).toMatchObject({
      visibility: 'visible',
      overall: 'Some_Positive',
      care_message: written,
    });
    const last = await server.db.query<{ subject: string }>(
      'SELECT subject FROM outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
      [email],
    );
    expect(last.rows[0]?.subject).toBe('Your results are ready');

    expect((await release(itemId, { care_message: careMessage })).status).toBe(409);
    expect((await open(itemId)).status).toBe(404);
    expect((await note(itemId, { body: 'Too late' })).status).toBe(404);
    expect((await queue('per_page=100')).body.data.map((row) => row.item_id)).not.toContain(itemId);
    expect((await read()).body.data.care_message).toBe(written);
    expect((await auditOf(itemId)).filter((row) => row.kind === 'action').map((row) => row.action)).toEqual([
      '/api/staff/items/:itemId/sti-results',
      '/api/staff/reviews/:itemId/release',
    ]);
  });

  it('leaves an azoospermic analysis to the lab when the clinic asks for no second look', async () => {
    const { itemId, kit, email } = await newKit(server);
    await registerKit(server, kit, email);
    const lab = { token: staff.lab };
    expect(
      (await api.post(`/api/staff/items/${itemId}/results`, { is_azoospermic: true, concentration: 0 }, lab))
        .status,
    ).toBe(200);
    expect((await open(itemId)).status).toBe(404);
    expect((await api.post(`/api/staff/items/${itemId}/results/release`, {}, lab)).status).toBe(200);
  });
});

describeOnDatabase(
  "the clinician's second look at azoospermic analyses (AZOOSPERMIA_SECOND_LOOK=on)",
  (database) => {
    let server: TestServer;
    let api: ApiClient;
    let port: number;
    let staff: Record<string, string>;
    beforeAll(async () => {
      port = await freePort();
      server = await startTestServer({
        database,
        env: { AZOOSPERMIA_SECOND_LOOK: 'on', LAB_HL7_PORT: String(port) },
      });
      api = new ApiClient(server.url);
      staff = await staffTokens(server);
    });
    afterAll(async () => server?.close());

    const analyses = async (token: string) =>
      (
        await api.get<{ data: { attributes: { is_azoospermic: boolean } }[] }>(
          '/api/restify/result-documents',
          { token },
        )
      ).body.data;

    it('holds an azoospermic result from the lab’s interface until a clinician releases it, while others go out at once', async () => {
      const normal = await newKit(server);
      const normalToken = await registerKit(server, normal.kit, normal.email);
      await sendWithLibraryClient(port, semenAnalysisOru({ kit: normal.kit }).text);
      expect(await analyses(normalToken)).toHaveLength(1);

      const { kit, itemId, email } = await newKit(server);
      const token = await registerKit(server, kit, email);
      const noSperm = semenAnalysisOru({
        kit,
        observations: [
          'OBX|1|NM|9780-8^Spermatozoa [#/volume] in Semen^LN||0|10*6/mL|>=16|L|||F',
          'OBX|2|NM|3160-9^Volume of Semen^LN||2.8|mL|>=1.4|N|||F',
        ],
      });
      const ack = await sendWithLibraryClient(port, noSperm.text);
      expect(ack.getSegment('MSA')?.getField(1)?.toString()).toBe('AA');
      expect(await analyses(token)).toEqual([]);

      const waiting = await api.get<ReviewQueueResponse>('/api/staff/reviews?kind=azoospermia', {
        token: staff.clinician,
      });
      expect(waiting.body.data.map((row) => [row.item_id, row.kind, row.review_due_at])).toEqual([
        [itemId, 'azoospermia', null],
      ]);
      const opened = await api.get<{ data: ReviewDetail }>(`/api/staff/reviews/${itemId}`, {
        token: staff.clinician,
      });
      expect(opened.body.data).toMatchObject({
        kind: 'azoospermia',
        sti_results: [],
        analysis: { is_azoospermic: true, concentration: 0, volume: 2.8 },
      });
      expect(opened.body.data.care_messages.map((message) => message.key)).toEqual(
        CARE_MESSAGES.en.azoospermia.map((message) => message.key),
      );

      const byLab = await api.post<{ message: string }>(
        `/api/staff/items/${itemId}/results/release`,
        {},
        {
          token: staff.lab,
        },
      );
      expect(byLab.status).toBe(409);
      expect(byLab.body.message).toMatch(/clinician/);
      expect(await analyses(token)).toEqual([]);

      const released = await api.post(
        `/api/staff/reviews/${itemId}/release`,
        { care_message: CARE_MESSAGES.en.azoospermia[0]?.text },
        { token: staff.clinician },
      );
      expect(released.status).toBe(200);
      expect(await analyses(token)).toEqual([
        expect.objectContaining({ attributes: expect.objectContaining({ is_azoospermic: true }) }),
      ]);
      const last = await server.db.query<{ subject: string }>(
        'SELECT subject FROM outbox WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1',
        [email],
      );
      expect(last.rows[0]?.subject).toBe('Your results are ready');
      expect(
        (
          await api.get<ReviewQueueResponse>('/api/staff/reviews?kind=azoospermia', {
            token: staff.clinician,
          })
        ).body.meta.total,
      ).toBe(0);
    });

    it('holds one the lab enters by hand too: the lab cannot release it', async () => {
      const { itemId, kit, email } = await newKit(server);
      await registerKit(server, kit, email);
      const lab = { token: staff.lab };
      expect(
        (
          await api.post(
            `/api/staff/items/${itemId}/results`,
            { is_azoospermic: true, concentration: 0 },
            lab,
          )
        ).status,
      ).toBe(200);
      expect((await api.post(`/api/staff/items/${itemId}/results/release`, {}, lab)).status).toBe(409);
      const listed = await api.get<ReviewQueueResponse>('/api/staff/reviews', { token: staff.clinician });
      expect(listed.body.data.map((row) => row.item_id)).toContain(itemId);
      // A result with sperm found is the lab's to release.
      const other = await newKit(server);
      await registerKit(server, other.kit, other.email);
      expect(
        (await api.post(`/api/staff/items/${other.itemId}/results`, { concentration: 40 }, lab)).status,
      ).toBe(200);
      expect((await api.post(`/api/staff/items/${other.itemId}/results/release`, {}, lab)).status).toBe(200);
    });
  },
);
