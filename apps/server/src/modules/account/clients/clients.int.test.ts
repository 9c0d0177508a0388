import type { ClientResource, UserResource } from '@fathom/contract/user';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

describeOnDatabase('client contact details', (database) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const clientIds: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    const api = new ApiClient(server.url);
    for (const persona of ['sam', 'jamie', 'drew']) {
      tokens[persona] = await signIn(api, persona);
      const profile = await api.get<{ data: UserResource }>('/api/restify/profile', {
        token: tokens[persona],
      });
      const clientId = profile.body.data.relationships.client?.id;
      if (clientId) clientIds[persona] = clientId;
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets drew change his own phone, date of birth and email', async () => {
    const answer = await new ApiClient(server.url).put<{ data: ClientResource }>(
      `/api/restify/clients/${clientIds.drew}`,
      { phone: '+1 555 010 0200', date_of_birth: '1990-04-12', email: ' Drew.New@Example.com ' },
      { token: tokens.drew },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.attributes).toMatchObject({
      phone: '+1 555 010 0200',
      date_of_birth: '1990-04-12',
      email: 'drew.new@example.com',
    });
    // The profile, read before the change, shows it at once.
    const profile = await new ApiClient(server.url).get<{ data: UserResource }>('/api/restify/profile', {
      token: tokens.drew,
    });
    expect(profile.body.data.relationships.client?.attributes).toMatchObject({ phone: '+1 555 010 0200' });
  });

  it('refuses another customer’s client with 403', async () => {
    const answer = await new ApiClient(server.url).put(
      `/api/restify/clients/${clientIds.sam}`,
      { phone: '+1 555 010 0999' },
      { token: tokens.drew },
    );
    expect([answer.status, answer.body]).toEqual([
      403,
      { code: 'forbidden', message: 'You are not allowed to perform this action' },
    ]);
  });

  it('refuses an authorized user, even on the parent’s client', async () => {
    const answer = await new ApiClient(server.url).put(
      `/api/restify/clients/${clientIds.sam}`,
      { phone: '+1 555 010 0999' },
      { token: tokens.jamie },
    );
    expect(answer.status).toBe(403);
  });

  it('answers 404 for an unknown id, and for one that is not a uuid', async () => {
    const api = new ApiClient(server.url);
    for (const id of ['3f1c9a52-0000-4000-8000-000000000000', 'FA-100245']) {
      const answer = await api.put(`/api/restify/clients/${id}`, { phone: null }, { token: tokens.drew });
      expect(answer.status).toBe(404);
    }
  });

  it('answers 422 for a date of birth that does not exist', async () => {
    const answer = await new ApiClient(server.url).put(
      `/api/restify/clients/${clientIds.drew}`,
      { date_of_birth: '1990-02-30' },
      { token: tokens.drew },
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { date_of_birth: ['The date of birth must be a valid date in the past.'] },
    });
  });
});
