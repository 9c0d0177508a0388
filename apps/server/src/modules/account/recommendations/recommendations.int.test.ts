import { randomUUID } from 'node:crypto';
import type { RecommendationListResponse } from '@fathom/contract/recommendations';
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
