import { randomUUID } from 'node:crypto';
import type { AnnouncementListResponse } from '@fathom/contract/announcements';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

describeOnDatabase('announcements', (database) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const insert = (title: string, startsAt: string, endsAt: string | null, clientId: string | null) =>
    server.db.query(
      `INSERT INTO announcements (id, title, body, location, variant, client_id, starts_at, ends_at)
       VALUES ($1, $2, 'Body', 'global', 'info', $3, now() + $4::interval, now() + $5::interval)`,
      [randomUUID(), title, clientId, startsAt, endsAt],
    );
  beforeAll(async () => {
    server = await startTestServer({ database });
    const api = new ApiClient(server.url);
    for (const persona of ['sam', 'jamie', 'drew']) tokens[persona] = await signIn(api, persona);
    const { rows } = await server.db.query<{ client_id: string }>(
      `SELECT client_id FROM users WHERE email = 'sam@example.com'`,
    );
    const samClientId = rows[0]?.client_id;
    await insert('Ended yesterday', '-2 days', '-1 day', null);
    await insert('Starts tomorrow', '1 day', null, null);
    await insert('Running for everyone', '-1 hour', '1 day', null);
    await insert('Running for sam', '-1 hour', null, samClientId ?? null);
  });
  afterAll(async () => {
    await server.close();
  });

  async function activeTitles(persona: string): Promise<string[]> {
    const answer = await new ApiClient(server.url).get<AnnouncementListResponse>(
      '/api/restify/announcements?active=true',
      { token: tokens[persona] },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toMatchObject({ current_page: 1, total: answer.body.data.length });
    for (const announcement of answer.body.data) {
      expect(announcement.type).toBe('announcements');
      expect(['home', 'analysis', 'cryogenic', 'global']).toContain(announcement.attributes.location);
    }
    return answer.body.data.map((announcement) => announcement.attributes.title);
  }

  it('lists only announcements running now', async () => {
    const titles = await activeTitles('drew');
    expect(titles).toContain('Running for everyone');
    expect(titles).not.toContain('Ended yesterday');
    expect(titles).not.toContain('Starts tomorrow');
  });

  it('shows a client’s own announcement to that client only, never to their partner or anyone else', async () => {
    expect(await activeTitles('sam')).toContain('Running for sam');
    expect(await activeTitles('jamie')).not.toContain('Running for sam');
    expect(await activeTitles('drew')).not.toContain('Running for sam');
  });

  it('shows an announcement added after the running ones were read (and cached) on the very next request', async () => {
    expect(await activeTitles('drew')).not.toContain('Added just now');
    expect(await activeTitles('drew')).not.toContain('Added just now');
    await insert('Added just now', '-1 minute', null, null);
    expect(await activeTitles('drew')).toContain('Added just now');
  });

  it('pages the list, and counts them all on a page past the last', async () => {
    const page = (number: number) =>
      new ApiClient(server.url).get<AnnouncementListResponse>(
        `/api/restify/announcements?page=${number}&perPage=1`,
        { token: tokens.sam },
      );
    const first = await page(1);
    const total = first.body.meta.total;
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first.body.data).toHaveLength(1);
    expect((await page(2)).body.data[0]?.id).not.toBe(first.body.data[0]?.id);
    const past = await page(total + 1);
    expect([past.body.data, past.body.meta.total]).toEqual([[], total]);
  });

  it('answers 401 without a session', async () => {
    expect((await new ApiClient(server.url).get('/api/restify/announcements?active=true')).status).toBe(401);
  });

  async function readIn(persona: string, headers: Record<string, string> = {}) {
    const answer = await new ApiClient(server.url).get<AnnouncementListResponse>(
      '/api/restify/announcements?active=true',
      { token: tokens[persona], headers },
    );
    expect(answer.status).toBe(200);
    return answer.body.data.map(({ attributes }) => ({ title: attributes.title, body: attributes.body }));
  }
  async function setProfileLanguage(persona: string, language: string) {
    const answer = await new ApiClient(server.url).post(
      '/api/restify/profile',
      { language },
      { token: tokens[persona] },
    );
    expect(answer.status).toBe(200);
  }

  it('answers in the profile’s language, else the page’s, with the English where the clinic wrote no Spanish', async () => {
    await insert('Only in English', '-1 hour', null, null);
    const holiday = {
      title: 'Holiday shipping',
      body: 'Kits sent in the last week of December may take one extra day to reach the lab.',
    };
    const spanishHoliday = {
      title: 'Envíos en las fiestas',
      body: 'Los kits que se envíen en la última semana de diciembre pueden tardar un día más en llegar al laboratorio.',
    };
    const untranslated = { title: 'Only in English', body: 'Body' };
    try {
      const english = await readIn('drew');
      expect(english).toContainEqual(holiday);
      expect(english).toContainEqual(untranslated);
      // A profile without a language reads the page's (the switch's cookie), read after the English was cached.
      const byCookie = await readIn('drew', { cookie: 'fathom-language=es' });
      expect(byCookie).toContainEqual(spanishHoliday);
      expect(byCookie).toContainEqual(untranslated);
      expect(byCookie).not.toContainEqual(holiday);
      await setProfileLanguage('drew', 'es');
      const byProfile = await readIn('drew');
      expect(byProfile).toContainEqual(spanishHoliday);
      expect(byProfile).toContainEqual(untranslated);
      // The profile's language stands over the page's.
      await setProfileLanguage('drew', 'en');
      expect(await readIn('drew', { cookie: 'fathom-language=es' })).toEqual(english);
    } finally {
      await setProfileLanguage('drew', 'en');
    }
  });

  it("tells those who can buy of shipping times, never the partner who reads the holder's results", async () => {
    expect(await activeTitles('sam')).toContain('Holiday shipping');
    expect(await activeTitles('drew')).toContain('Holiday shipping');
    const partners = await activeTitles('jamie');
    expect(partners).not.toContain('Holiday shipping');
    expect(partners).toContain('Running for everyone');
  });
});
