import { randomUUID } from 'node:crypto';
import type { RecommendationListResponse } from '@fathom/contract/recommendations';
import type { UserResponse } from '@fathom/contract/user';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

describeOnDatabase('recommendations', (database) => {
  let server: TestServer;
  let samToken: string;
  let drewToken: string;
  beforeAll(async () => {
    server = await startTestServer({ database });
    const api = new ApiClient(server.url);
    samToken = await signIn(api, 'sam');
    drewToken = await signIn(api, 'drew');
    const { rows } = await server.db.query<{ client_id: string }>(
      `SELECT client_id FROM users WHERE email = 'sam@example.com'`,
    );
    await server.db.query(
      `INSERT INTO recommendations (id, client_id, title, body, category, sort_order, link_url)
       VALUES ($1, $2, 'Only for sam', 'Body', 'diet', -1, NULL)`,
      [randomUUID(), rows[0]?.client_id],
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists recommendations by ascending sort_order', async () => {
    const answer = await new ApiClient(server.url).get<RecommendationListResponse>(
      '/api/restify/recommendations?sort=sort_order',
      { token: samToken },
    );
    expect(answer.status).toBe(200);
    const orders = answer.body.data.map((recommendation) => recommendation.attributes.sort_order);
    expect(orders.length).toBeGreaterThan(1);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(answer.body.data[0]?.attributes.title).toBe('Only for sam');
  });

  async function wordsOf(token: string, headers: Record<string, string> = {}) {
    const api = new ApiClient(server.url);
    const listed = await api.get<RecommendationListResponse>('/api/restify/recommendations', {
      token,
      headers,
    });
    const profile = await api.get<UserResponse>('/api/restify/profile', { token, headers });
    expect([listed.status, profile.status]).toEqual([200, 200]);
    const words = listed.body.data.map(({ attributes }) => `${attributes.title}: ${attributes.body}`);
    // The profile's client carries the same recommendations, in the same language.
    const client = profile.body.data.relationships.client;
    expect(
      client?.relationships.lifestyleRecommendations.map(
        ({ attributes }) => `${attributes.title}: ${attributes.body}`,
      ),
    ).toEqual(words);
    return words;
  }

  it('answers in the reader’s language, with the English where the clinic wrote no Spanish', async () => {
    const english = await wordsOf(samToken);
    expect(english).toContain(
      'Stop smoking: Smoking harms sperm count, motility and DNA. Quitting helps within months.',
    );
    expect(english).toContain('Only for sam: Body');
    const spanish = await wordsOf(samToken, { cookie: 'fathom-language=es' });
    expect(spanish).toContain(
      'Deje de fumar: Fumar daña el recuento, la movilidad y el ADN de los espermatozoides. Dejarlo ayuda en pocos meses.',
    );
    expect(spanish).toContain('Only for sam: Body');
    expect(spanish).toHaveLength(english.length);
    const api = new ApiClient(server.url);
    try {
      expect((await api.post('/api/restify/profile', { language: 'es' }, { token: samToken })).status).toBe(
        200,
      );
      expect(await wordsOf(samToken)).toEqual(spanish);
      // The profile's language stands over the page's.
      expect((await api.post('/api/restify/profile', { language: 'en' }, { token: samToken })).status).toBe(
        200,
      );
      expect(await wordsOf(samToken, { cookie: 'fathom-language=es' })).toEqual(english);
    } finally {
      await api.post('/api/restify/profile', { language: 'en' }, { token: samToken });
    }
  });

  it('keeps one client’s recommendations from another', async () => {
    const answer = await new ApiClient(server.url).get<RecommendationListResponse>(
      '/api/restify/recommendations',
      {
        token: drewToken,
      },
    );
    expect(answer.body.data.map((recommendation) => recommendation.attributes.title)).not.toContain(
      'Only for sam',
    );
  });
});
