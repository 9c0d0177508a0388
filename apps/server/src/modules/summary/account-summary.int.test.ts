import type { AccountSummary } from '@fathom/contract/account-summary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { ApiClient, signIn } from '../auth/testing/api-client';

const personas = ['sam', 'jamie', 'casey', 'jordan', 'morgan', 'taylor', 'riley', 'pat', 'drew'] as const;
type Persona = (typeof personas)[number];

describeEachDatabase('account summary', (database) => {
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
    it('is nothing for sam, casey, jordan and drew', async () => {
      for (const persona of ['sam', 'casey', 'jordan', 'drew'] as const) {
        expect((await summaryOf(persona)).needs_attention, persona).toEqual([]);
      }
    });

    it("is morgan's destruction date, with the four vials it would destroy", async () => {
      expect((await summaryOf('morgan')).needs_attention).toEqual([
        {
          kind: 'destruction_date',
          date: calendarDaysFromNow(45),
          item_id: expect.any(String),
          vial_count: 4,
        },
      ]);
    });

    it("is taylor's kit on its way to the lab and pat's kit at the lab, neither registered", async () => {
      expect((await summaryOf('taylor')).needs_attention).toEqual([
        {
          kind: 'kit_not_registered',
          date: expect.any(String),
          item_id: expect.any(String),
          title: 'Semen Analysis',
          tracking_stage: 4,
        },
      ]);
      expect((await summaryOf('pat')).needs_attention).toMatchObject([
        { kind: 'kit_not_registered', tracking_stage: 5 },
      ]);
    });

    it("is riley's positive STI result, dated when a clinician released it", async () => {
      const { rows } = await server.db.query<{ item_id: string; released_at: Date }>(
        `SELECT r.item_id, r.released_at FROM sti_reports r JOIN users u ON u.client_id = r.client_id
          WHERE u.email = 'riley@example.com'`,
      );
      expect((await summaryOf('riley')).needs_attention).toEqual([
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
        expect((await summaryOf('jordan')).needs_attention).toEqual([
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
      const { rows } = await server.db.query<{ id: string; title: string }>(
        `UPDATE subscriptions s SET past_due_since = $1 FROM users u, products p
          WHERE u.client_id = s.client_id AND u.email = 'sam@example.com' AND s.status = 'active'
            AND p.id = s.product_id
          RETURNING s.id, p.title`,
        [since],
      );
      try {
        expect(rows).toHaveLength(1);
        expect((await summaryOf('sam')).needs_attention).toEqual([
          {
            kind: 'renewal_failed',
            date: since.toISOString(),
            subscription_id: rows[0]?.id,
            title: rows[0]?.title,
          },
        ]);
      } finally {
        await server.db.query('UPDATE subscriptions SET past_due_since = NULL WHERE id = $1', [rows[0]?.id]);
      }
      expect((await summaryOf('sam')).needs_attention).toEqual([]);
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
        title: 'STI Test Kit',
        visibility: 'visible',
        overall: 'Some_Positive',
        ready_at: expect.any(String),
      },
    ]);
    const after = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM result_views');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it("tells the home page where taylor's analysis kit is, through the profile", async () => {
    const profile = await api.get<{
      data: { relationships: { client: { attributes: { latest_analysis: { tracking_stage: number } } } } };
    }>('/api/restify/profile', { token: tokens.taylor });
    expect(profile.body.data.relationships.client.attributes.latest_analysis.tracking_stage).toBe(4);
  });

  it('is for the account holder only: the partner is refused', async () => {
    const answer = await api.get('/api/account-summary', { token: tokens.jamie });
    expect(answer.status).toBe(403);
  });
});
