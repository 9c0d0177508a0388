import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

interface UrologistsAnswer {
  data: { attributes: { name: string; city: string; distance_miles: number } }[];
  meta: { radius_miles: number | 'any'; nearest_outside_radius_miles: number | null };
  errors?: Record<string, string[]>;
}

describeOnDatabase('finding a urologist', (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    api = new ApiClient(server.url);
    for (const persona of ['sam', 'jamie', 'taylor']) tokens[persona] = await signIn(api, persona);
  });
  afterAll(async () => server?.close());

  const search = (zip: string, radius?: string, token = tokens.sam) =>
    api.get<UrologistsAnswer>(
      `/api/restify/verified-urologists?postal_code=${zip}&perPage=999999${radius === undefined ? '' : `&radius_miles=${radius}`}`,
      { token },
    );
  const cities = (answer: { body: UrologistsAnswer }) =>
    answer.body.data.map((entry) => entry.attributes.city);

  it('lists the verified urologists within 100 miles of the ZIP code, nearest first, unless widened', async () => {
    const fromAustin = await search('78701');
    expect(fromAustin.status).toBe(200);
    expect(cities(fromAustin)).toEqual(['Austin', 'San Antonio']);
    expect(fromAustin.body.data.map((entry) => entry.attributes.distance_miles)).toEqual([1, 73]);
    expect(fromAustin.body.meta).toEqual({ radius_miles: 100, nearest_outside_radius_miles: 145 });

    const wider = await search('78701', '250');
    expect(cities(wider)).toEqual(['Austin', 'San Antonio', 'Houston', 'Dallas']);
    expect(wider.body.meta).toEqual({ radius_miles: 250, nearest_outside_radius_miles: 767 });

    const everywhere = await search('78701', 'any');
    expect(everywhere.body.data).toHaveLength(12);
    expect(everywhere.body.data.at(-1)?.attributes).toMatchObject({ city: 'Seattle', distance_miles: 1770 });
    expect(everywhere.body.meta).toEqual({ radius_miles: 'any', nearest_outside_radius_miles: null });
    expect(cities(await search('10021'))).toEqual(['New York']);
  });

  it('finds nobody near a ZIP code far from every urologist, and says how far the nearest is', async () => {
    const fromMontana = await search('59001');
    expect(fromMontana.status).toBe(200);
    expect(fromMontana.body.data).toEqual([]);
    expect(fromMontana.body.meta.nearest_outside_radius_miles).toBe(463);
    expect(cities(await search('59001', '500'))).toEqual(['Aurora']);
    // Honolulu is more than 5,000 miles from Boston: only "any" reaches every urologist.
    expect((await search('96813', '5000')).body.data).toHaveLength(11);
    expect((await search('96813', 'any')).body.data).toHaveLength(12);
  });

  it('refuses a radius that is not 1 to 5,000 whole miles or "any", and changes nothing', async () => {
    for (const radius of ['0', '5001', '2.5', 'far', '']) {
      const refused = await search('78701', radius);
      expect([refused.status, refused.body.errors?.radius_miles?.[0]]).toEqual([
        422,
        'Choose a distance of 1 to 5,000 miles, or any distance.',
      ]);
    }
  });

  it('refuses an unknown ZIP code, a customer without results and the partner', async () => {
    const unknown = await search('00000');
    expect([unknown.status, unknown.body.errors?.postal_code?.[0]]).toEqual([
      422,
      'We do not know this ZIP code. Enter the 5-digit ZIP code of where you live.',
    ]);
    expect((await search('78701', undefined, tokens.taylor)).status).toBe(403);
    expect((await search('78701', undefined, tokens.jamie)).status).toBe(403);
  });
});
