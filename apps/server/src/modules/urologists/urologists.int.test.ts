import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { ApiClient, signIn } from '../auth/testing/api-client';

interface UrologistsAnswer {
  data: { attributes: { name: string; city: string; distance_miles: number } }[];
  errors?: Record<string, string[]>;
}

describeEachDatabase('finding a urologist', (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    api = new ApiClient(server.url);
    for (const persona of ['sam', 'jamie', 'taylor']) tokens[persona] = await signIn(api, persona);
  });
  afterAll(async () => server?.close());

  const search = (zip: string, token = tokens.sam) =>
    api.get<UrologistsAnswer>(`/api/restify/verified-urologists?postal_code=${zip}&perPage=999999`, {
      token,
    });

  it('lists every verified urologist, nearest first from the ZIP code', async () => {
    const fromAustin = await search('78701');
    expect(fromAustin.status).toBe(200);
    expect(fromAustin.body.data).toHaveLength(12);
    expect(fromAustin.body.data.slice(0, 3).map((entry) => entry.attributes.city)).toEqual([
      'Austin',
      'San Antonio',
      'Houston',
    ]);
    const distances = fromAustin.body.data.map((entry) => entry.attributes.distance_miles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect((await search('10021')).body.data[0]?.attributes.city).toBe('New York');
    expect((await search('98101')).body.data[0]?.attributes.city).toBe('Seattle');
  });

  it('refuses an unknown ZIP code, a customer without results and the partner', async () => {
    const unknown = await search('00000');
    expect([unknown.status, unknown.body.errors?.postal_code?.[0]]).toEqual([
      422,
      'We do not know this ZIP code. Enter the 5-digit ZIP code of where you live.',
    ]);
    expect((await search('78701', tokens.taylor)).status).toBe(403);
    expect((await search('78701', tokens.jamie)).status).toBe(403);
  });
});
