import type { SavedAddressResponse } from '@fathom/contract/items';
import type { UserResource } from '@fathom/contract/user';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

describeOnDatabase('profile', (database) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    const api = new ApiClient(server.url);
    for (const persona of ['sam', 'jamie', 'drew', 'riley']) tokens[persona] = await signIn(api, persona);
  });
  afterAll(async () => {
    await server.close();
  });

  async function profileOf(persona: string): Promise<UserResource> {
    const answer = await new ApiClient(server.url).get<{ data: UserResource }>(
      '/api/restify/profile?related=client.latestReadyResult',
      { token: tokens[persona] },
    );
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  it('shows sam with results ready, the latest ready result, stored vials and recommendations', async () => {
    const sam = await profileOf('sam');
    expect(sam.type).toBe('users');
    expect(sam.attributes).toMatchObject({
      email: 'sam@example.com',
      role: 'client',
      has_authorized_user_role: false,
      google2fa_configured_at: null,
    });
    expect(sam.attributes.uuid).toBe(sam.id);
    const client = sam.relationships.client;
    expect(client?.type).toBe('clients');
    expect(Object.keys(client?.attributes ?? {}).sort()).toEqual([
      'date_of_birth',
      'email',
      'has_active_fertility_consultation',
      'has_active_subscriptions',
      'has_cryogenic',
      'has_results_ready',
      'has_unmatched_subscriptions',
      'latest_analysis',
      'number',
      'phone',
    ]);
    expect(client?.attributes.number).toMatch(/^FA-\d+$/);
    expect(client?.attributes).toMatchObject({ has_results_ready: true, has_cryogenic: true });
    expect(client?.attributes.latest_analysis?.created_at).toEqual(expect.any(String));
    const result = client?.relationships.latest_ready_result;
    expect(result?.type).toBe('result-documents');
    expect(Number.isNaN(Date.parse(result?.attributes.ready_at ?? ''))).toBe(false);
    expect(client?.relationships.lifestyleRecommendations.length).toBeGreaterThan(0);
    expect(sam.relationships.parent_user).toBeNull();
  });

  it('shows jamie as an authorized user with sam as parent user, the analysis they share and whether its sample is stored (CR-08), nothing else', async () => {
    const jamie = await profileOf('jamie');
    expect(jamie.attributes).toMatchObject({ has_authorized_user_role: true, role: 'authorized_user' });
    const parent = jamie.relationships.parent_user;
    expect(parent?.attributes.email).toBe('sam@example.com');
    expect(parent?.relationships.client?.attributes).toMatchObject({
      has_results_ready: true,
      phone: null,
      date_of_birth: null,
      has_cryogenic: true,
      has_active_subscriptions: false,
      has_unmatched_subscriptions: false,
      has_active_fertility_consultation: false,
    });
    expect((await profileOf('sam')).relationships.client?.attributes.has_cryogenic).toBe(true);
  });

  it('shows drew, who bought nothing, with every client flag off', async () => {
    const drew = await profileOf('drew');
    const client = drew.relationships.client;
    expect(client?.attributes).toMatchObject({
      latest_analysis: null,
      has_results_ready: false,
      has_cryogenic: false,
      has_active_fertility_consultation: false,
      has_active_subscriptions: false,
    });
    expect(client?.relationships.latest_ready_result).toBeNull();
    expect(drew.relationships.parent_user).toBeNull();
  });

  it('changes the names, trims them, and clears the preferred first name with an empty value', async () => {
    const api = new ApiClient(server.url);
    const changed = await api.post<{ data: UserResource }>(
      '/api/restify/profile',
      { first_name: '  Andrew ', last_name: 'Drew', preferred_first_name: 'Drew' },
      { token: tokens.drew },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({
      first_name: 'Andrew',
      last_name: 'Drew',
      preferred_first_name: 'Drew',
      name: 'Andrew Drew',
    });
    const cleared = await api.post<{ data: UserResource }>(
      '/api/restify/profile',
      { preferred_first_name: '' },
      { token: tokens.drew },
    );
    expect(cleared.body.data.attributes.preferred_first_name).toBeNull();
    expect((await profileOf('drew')).attributes.first_name).toBe('Andrew');
  });

  it('answers 422 for a blank first name', async () => {
    const answer = await new ApiClient(server.url).post(
      '/api/restify/profile',
      { first_name: '   ' },
      { token: tokens.drew },
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { first_name: ['The first name field is required.'] } });
  });

  it('keeps the language a person reads in, which no one has before choosing, and refuses one it does not speak', async () => {
    const api = new ApiClient(server.url);
    expect((await profileOf('riley')).attributes.language).toBeNull();
    const chosen = await api.post<{ data: UserResource }>(
      '/api/restify/profile',
      { language: 'es' },
      { token: tokens.riley },
    );
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.attributes).toMatchObject({ language: 'es', first_name: 'Riley' });
    // The session's user is read again: the next answer made from it says the same.
    expect((await profileOf('riley')).attributes.language).toBe('es');
    const refused = await api.post('/api/restify/profile', { language: 'fr' }, { token: tokens.riley });
    expect(refused.status).toBe(422);
    expect((await profileOf('riley')).attributes.language).toBe('es');
  });

  async function savedAddressOf(persona: string): Promise<SavedAddressResponse['data']> {
    const answer = await new ApiClient(server.url).get<SavedAddressResponse>('/api/restify/profile/address', {
      token: tokens[persona],
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  it('answers the address a customer’s kits go to, none for a customer who bought nothing, and refuses a partner', async () => {
    expect(await savedAddressOf('sam')).toEqual({
      first_name: 'Sam',
      last_name: 'Whitaker',
      address_1: '2100 South Lamar Boulevard',
      address_2: null,
      city: 'Austin',
      state: 'TX',
      postal_code: '78704',
      country: 'US',
      phone: '+15125550142',
    });
    expect((await savedAddressOf('riley'))?.address_1).toBe('600 West 7th Street');
    expect(await savedAddressOf('drew')).toBeNull();
    const partner = await new ApiClient(server.url).get('/api/restify/profile/address', {
      token: tokens.jamie,
    });
    expect(partner.status).toBe(403);
  });

  it('answers 401 for the saved address without a session', async () => {
    const answer = await new ApiClient(server.url).get('/api/restify/profile/address');
    expect(answer.status).toBe(401);
  });
});
