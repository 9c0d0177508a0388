import type { AccountSummary } from '@fathom/contract/account-summary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

const personas = ['sam', 'jamie', 'casey', 'jordan', 'morgan', 'taylor', 'riley', 'pat', 'drew'] as const;
type Persona = (typeof personas)[number];

describeOnDatabase('account summary', (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens = {} as Record<Persona, string>;
  beforeAll(async () => {
    server = await startTestServer({ database });
    api = new ApiClient(server.url);
    for (const persona of personas) tokens[persona] = await signIn(api, persona);
  });
  afterAll(async () => server?.close());

  const summaryOf = async (persona: Persona) => {
    const answer = await api.get<{ data: AccountSummary }>('/api/account-summary', {
      token: tokens[persona],
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const calendarDaysFromNow = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  describe('what needs the customer now', () => {
    it("is sam's two agreements, his results call and his next analysis three months after his sample", async () => {
      const sam = await summaryOf('sam');
      expect(sam.needs_attention).toEqual([
        {
          kind: 'agreements_to_sign',
          date: expect.any(String),
          titles: ['Client agreement', 'Power of attorney for stored samples'],
        },
        { kind: 'results_call', date: expect.any(String), result_id: expect.any(String) },
        { kind: 'retest_due', date: expect.any(String), result_id: expect.any(String) },
      ]);
      const retest = sam.needs_attention[2];
      expect(retest?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(retest?.date && retest.date > calendarDaysFromNow(50)).toBe(true);
    });

    it('lists for every persona what it must do, most pressing first', async () => {
      const kinds = async (persona: Persona) =>
        (await summaryOf(persona)).needs_attention.map((item) => item.kind);
      expect(await kinds('casey'), 'a consultation was bought: no results call; no sperm: no retest').toEqual(
        ['agreements_to_sign'],
      );
      expect(await kinds('jordan'), 'stale results: the next analysis is due').toEqual([
        'agreements_to_sign',
        'retest_due',
      ]);
      expect(await kinds('morgan')).toEqual(['destruction_date', 'agreements_to_sign', 'retest_due']);
      expect(await kinds('taylor')).toEqual(['kit_not_registered', 'agreements_to_sign']);
      expect(await kinds('riley')).toEqual(['sti_positive', 'agreements_to_sign']);
      expect(await kinds('drew')).toEqual(['agreements_to_sign']);
    });

    it("names the agreements to sign in the page's language for a reader who has chosen none", async () => {
      const titlesOf = async (headers: Record<string, string>) => {
        const answer = await api.get<{ data: AccountSummary }>('/api/account-summary', {
          token: tokens.drew,
          headers,
        });
        const item = answer.body.data.needs_attention.find((each) => each.kind === 'agreements_to_sign');
        return item?.kind === 'agreements_to_sign' ? item.titles : null;
      };
      // drew has chosen no language (the session holds the profile's, read when drew signed in).
      expect(
        (await server.db.query("SELECT language FROM users WHERE email = 'drew@example.com'")).rows,
      ).toEqual([{ language: null }]);
      expect(await titlesOf({ 'accept-language': 'es-US,es;q=0.9' })).toEqual(['Acuerdo del cliente']);
      expect(await titlesOf({ cookie: 'fathom-language=es' })).toEqual(['Acuerdo del cliente']);
      expect(await titlesOf({ 'accept-language': 'en-US' })).toEqual(['Client agreement']);
    });

    it("is morgan's destruction date first, with the four vials it would destroy", async () => {
      expect((await summaryOf('morgan')).needs_attention[0]).toEqual({
        kind: 'destruction_date',
        date: calendarDaysFromNow(45),
        item_id: expect.any(String),
        vial_count: 4,
      });
    });

    it("is taylor's kit on its way to the lab and pat's kit at the lab, neither registered", async () => {
      expect((await summaryOf('taylor')).needs_attention.slice(0, 1)).toEqual([
        {
          kind: 'kit_not_registered',
          date: expect.any(String),
          item_id: expect.any(String),
          product_key: 'analysis',
          title: 'Semen Analysis',
          tracking_stage: 4,
          phase: 'to_lab',
        },
      ]);
      expect((await summaryOf('pat')).needs_attention.slice(0, 1)).toMatchObject([
        { kind: 'kit_not_registered', tracking_stage: 5, phase: 'analysis' },
      ]);
    });

    it("is riley's positive STI result, dated when a clinician released it", async () => {
      const { rows } = await server.db.query<{ item_id: string; released_at: Date }>(
        `SELECT r.item_id, r.released_at FROM sti_reports r JOIN users u ON u.client_id = r.client_id
          WHERE u.email = 'riley@example.com'`,
      );
      expect((await summaryOf('riley')).needs_attention.slice(0, 1)).toEqual([
        {
          kind: 'sti_positive',
          date: new Date(rows[0]?.released_at ?? 0).toISOString(),
          item_id: rows[0]?.item_id,
          title: 'STI Test Kit',
        },
      ]);
    });

    it("is a withdrawal waiting for the partner's consent, by the date it is asked for", async () => {
      const { rows } = await server.db.query<{ id: string; requested_date: string }>(
        `UPDATE withdrawal_requests w SET status = 'awaiting_partner_consent' FROM users u
          WHERE u.client_id = w.client_id AND u.email = 'jordan@example.com'
          RETURNING w.id, to_char(w.requested_date, 'YYYY-MM-DD') AS requested_date`,
      );
      try {
        expect((await summaryOf('jordan')).needs_attention.slice(0, 1)).toEqual([
          {
            kind: 'partner_consent',
            date: rows[0]?.requested_date,
            withdrawal_id: rows[0]?.id,
            vial_count: 2,
            recipient_facility: 'Lakeside Fertility Clinic',
          },
        ]);
      } finally {
        await server.db.query(`UPDATE withdrawal_requests SET status = 'requested' WHERE id = $1`, [
          rows[0]?.id,
        ]);
      }
    });
  });

  describe('a storage renewal that could not be charged', () => {
    it("is on sam's list, after destruction dates and before the rest, until the plan is paid", async () => {
      const since = new Date('2026-11-20T08:00:00.000Z');
      const { rows } = await server.db.query<{ id: string; key: string; title: string }>(
        `UPDATE subscriptions s SET past_due_since = $1 FROM users u, products p
          WHERE u.client_id = s.client_id AND u.email = 'sam@example.com' AND s.status = 'active'
            AND p.id = s.product_id
          RETURNING s.id, p.key, p.title`,
        [since],
      );
      try {
        expect(rows).toHaveLength(1);
        expect((await summaryOf('sam')).needs_attention.slice(0, 1)).toEqual([
          {
            kind: 'renewal_failed',
            date: since.toISOString(),
            subscription_id: rows[0]?.id,
            product_key: rows[0]?.key,
            title: rows[0]?.title,
          },
        ]);
      } finally {
        await server.db.query('UPDATE subscriptions SET past_due_since = NULL WHERE id = $1', [rows[0]?.id]);
      }
      expect((await summaryOf('sam')).needs_attention.map((item) => item.kind)).not.toContain(
        'renewal_failed',
      );
    });
  });

  describe('the storage card', () => {
    it('holds sam’s four vials, and jordan’s four with two set aside for a withdrawal', async () => {
      expect((await summaryOf('sam')).storage).toEqual({
        state: 'stored',
        vial_count: 4,
        vials_in_withdrawal: 0,
      });
      expect((await summaryOf('jordan')).storage).toEqual({
        state: 'stored',
        vial_count: 4,
        vials_in_withdrawal: 2,
      });
    });

    it("gives morgan's destruction date instead of calling the vials safe", async () => {
      expect((await summaryOf('morgan')).storage).toEqual({
        state: 'destruction_scheduled',
        destruction_date: calendarDaysFromNow(45),
        vial_count: 4,
      });
    });

    it('offers storage to drew, but not to casey, whose result found no sperm', async () => {
      expect((await summaryOf('drew')).storage).toEqual({ state: 'none', offer_storage: true });
      expect((await summaryOf('casey')).storage).toEqual({ state: 'none', offer_storage: false });
    });
  });

  it("lists riley's STI panel without its results, and records no read", async () => {
    const before = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM result_views');
    expect((await summaryOf('riley')).sti_panels).toEqual([
      {
        item_id: expect.any(String),
        product_key: 'sti',
        title: 'STI Test Kit',
        visibility: 'visible',
        overall: 'Some_Positive',
        ready_at: expect.any(String),
      },
    ]);
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM result_views');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it("tells every page where taylor's analysis kit is and that it is not registered, through the profile", async () => {
    type Latest = { tracking_stage: number; registered: boolean; held_at_lab: boolean };
    const profile = await api.get<{
      data: { relationships: { client: { attributes: { latest_analysis: Latest } } } };
    }>('/api/restify/profile', { token: tokens.taylor });
    expect(profile.body.data.relationships.client.attributes.latest_analysis).toMatchObject({
      tracking_stage: 4,
      registered: false,
      held_at_lab: false,
    });
    // The profile's facts and "Needs your attention" agree: the same kit, the same phase.
    const attention = (await summaryOf('taylor')).needs_attention.filter(
      (item) => item.kind === 'kit_not_registered',
    );
    expect(attention).toMatchObject([{ phase: 'to_lab' }]);
    const sam = await api.get<{
      data: { relationships: { client: { attributes: { latest_analysis: Latest } } } };
    }>('/api/restify/profile', { token: tokens.sam });
    expect(sam.body.data.relationships.client.attributes.latest_analysis).toMatchObject({ registered: true });
  });

  it('is for the account holder only: the partner is refused', async () => {
    const answer = await api.get('/api/account-summary', { token: tokens.jamie });
    expect(answer.status).toBe(403);
  });
});
