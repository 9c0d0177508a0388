import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, demoPassword, signIn } from '../../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { LOG_RETENTION_JOB } from '../../../retention/log-retention';

interface PartnerAnswer {
  data: {
    id: string;
    attributes: {
      first_name: string;
      email: string;
      status: 'active' | 'invited';
      password_chosen_at: string | null;
      first_signed_in_at: string | null;
      has_signed_in: boolean;
    };
  };
}

describeOnDatabase('the account holder’s partner', (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ database });
    api = new ApiClient(server.url);
    for (const persona of ['drew', 'sam', 'jamie', 'support', 'casey'])
      tokens[persona] = await signIn(api, persona);
  });
  afterAll(async () => server?.close());

  const partnerOf = async (persona: string) =>
    (
      await api.get<{ data: PartnerAnswer['data'][] }>('/api/restify/authorized-users', {
        token: tokens[persona],
      })
    ).body.data;
  const invitationLink = async (to: string) => {
    await server.drainOutbox();
    const outbox = await api.get<{ data: { subject: string; text: string }[] }>(
      `/api/staff/sandbox-mailbox?to=${encodeURIComponent(to)}`,
      { token: tokens.support },
    );
    const email = outbox.body.data[0];
    const link = email?.text.match(/https?:\/\/\S+\/password\/reset\?\S+/)?.[0];
    if (!email || !link) throw new Error(`no invitation to ${to}`);
    return { subject: email.subject, url: new URL(link) };
  };
  const add = (persona: string, body: Record<string, unknown>) =>
    api.post<PartnerAnswer & { message?: string; errors?: Record<string, string[]> }>(
      '/api/restify/authorized-users',
      body,
      { token: tokens[persona] },
    );

  it('adds a partner after the password, who chooses a password from the invitation and reads the shared view', async () => {
    expect(await partnerOf('drew')).toEqual([]);
    const partner = { first_name: 'Avery', last_name: 'Foster', email: 'avery.foster@example.com' };
    const noPassword = await add('drew', partner);
    expect([noPassword.status, noPassword.body.errors?.password]).toEqual([
      422,
      ['Enter your password to confirm it is you.'],
    ]);
    const wrong = await add('drew', { ...partner, password: 'not-it' });
    expect([wrong.status, wrong.body.errors?.password]).toEqual([422, ['That password is not correct.']]);
    expect(await partnerOf('drew')).toEqual([]);

    const added = await add('drew', { ...partner, password: demoPassword });
    expect(added.status).toBe(200);
    expect(added.body.data.attributes).toMatchObject({
      first_name: 'Avery',
      status: 'invited',
      password_chosen_at: null,
      has_signed_in: false,
    });

    const invitation = await invitationLink('avery.foster@example.com');
    expect(invitation.subject).toBe('Drew Foster shares their Fathom results with you');
    const set = await api.post('/api/reset-password', {
      token: invitation.url.searchParams.get('token'),
      email: 'avery.foster@example.com',
      password: 'Avery-choice-1',
      password_confirmation: 'Avery-choice-1',
    });
    expect(set.status).toBe(200);
    // Choosing the password makes the access active, before any sign-in.
    expect((await partnerOf('drew'))[0]?.attributes).toMatchObject({
      status: 'active',
      password_chosen_at: expect.any(String),
      first_signed_in_at: null,
      has_signed_in: false,
    });
    const login = await api.post<{ data: { token: string; user: { attributes: { role: string } } } }>(
      '/api/login',
      {
        email: 'avery.foster@example.com',
        password: 'Avery-choice-1',
      },
    );
    expect(login.status).toBe(200);
    expect(login.body.data.user.attributes.role).toBe('authorized_user');
    const averyToken = login.body.data.token;
    expect((await api.get('/api/restify/profile', { token: averyToken })).status).toBe(200);
    expect((await api.get('/api/restify/orders', { token: averyToken })).status).toBe(403);
    expect((await partnerOf('drew'))[0]?.attributes).toMatchObject({
      status: 'active',
      first_signed_in_at: expect.any(String),
      has_signed_in: true,
    });

    // One partner per account.
    const second = await add('drew', { ...partner, email: 'second@example.com', password: demoPassword });
    expect(second.status).toBe(409);

    // Renamed by the holder only.
    const id = (await partnerOf('drew'))[0]?.id ?? '';
    const rename = { first_name: 'Ave', last_name: 'Foster' };
    expect((await api.put(`/api/restify/authorized-users/${id}`, rename, { token: tokens.sam })).status).toBe(
      404,
    );
    const renamed = await api.put<PartnerAnswer>(`/api/restify/authorized-users/${id}`, rename, {
      token: tokens.drew,
    });
    expect(renamed.body.data.attributes.first_name).toBe('Ave');

    // Removed: the partner's session ends at once and they cannot sign in again.
    const removed = await api.post(
      '/api/restify/authorized-users/actions?action=delete-authorized-user',
      undefined,
      {
        token: tokens.drew,
      },
    );
    expect(removed.status).toBe(200);
    expect(await partnerOf('drew')).toEqual([]);
    expect((await api.get('/api/restify/profile', { token: averyToken })).status).toBe(401);
    const again = await api.post('/api/login', {
      email: 'avery.foster@example.com',
      password: 'Avery-choice-1',
    });
    expect(again.status).toBe(422);
    expect(
      (
        await api.post('/api/restify/authorized-users/actions?action=delete-authorized-user', undefined, {
          token: tokens.drew,
        })
      ).status,
    ).toBe(404);

    // The same person can be invited back: invited again, whatever they did the first time.
    const back = await add('drew', { ...partner, password: demoPassword });
    expect([back.status, back.body.data.attributes.status]).toEqual([200, 'invited']);
  });

  it('answers an address with an account of its own as any new partner, tells its owner alone, and shares nothing', async () => {
    const outbox = async (to: string) =>
      (
        await api.get<{ data: { subject: string; text: string }[] }>(
          `/api/staff/outbox?to=${encodeURIComponent(to)}`,
          { token: tokens.support },
        )
      ).body.data;
    const shape = (answer: PartnerAnswer['data']) => ({
      keys: Object.keys(answer.attributes).sort(),
      status: answer.attributes.status,
      has_signed_in: answer.attributes.has_signed_in,
    });
    const fresh = await add('casey', {
      first_name: 'Robin',
      last_name: 'Vale',
      email: 'robin.vale@example.com',
      password: demoPassword,
    });
    expect(fresh.status).toBe(200);
    const remove = () =>
      api.post('/api/restify/authorized-users/actions?action=delete-authorized-user', undefined, {
        token: tokens.casey,
      });
    expect((await remove()).status).toBe(200);

    const samBefore = (await outbox('sam@example.com')).length;
    const taken = await add('casey', {
      first_name: 'Sam',
      last_name: 'Rivers',
      email: 'sam@example.com',
      password: demoPassword,
    });
    expect(taken.status).toBe(200);
    expect(shape(taken.body.data)).toEqual(shape(fresh.body.data));
    expect(shape(taken.body.data)).toMatchObject({ status: 'invited', has_signed_in: false });
    expect((await partnerOf('casey')).map((row) => row.attributes.email)).toEqual(['sam@example.com']);

    // sam is told, with no link to follow; his account is his own still, and he reads nothing of casey's.
    const mail = await outbox('sam@example.com');
    expect(mail).toHaveLength(samBefore + 1);
    expect(mail[0]?.subject).toBe('A partner request for your Fathom address');
    expect(mail[0]?.text).toContain('Casey');
    expect(mail[0]?.text).not.toMatch(/https?:\/\//);
    const samToken = await signIn(api, 'sam');
    const samProfile = await api.get<{ data: { attributes: { role?: string } } }>('/api/restify/profile', {
      token: samToken,
    });
    expect(samProfile.status).toBe(200);
    expect((await partnerOf('sam'))[0]?.attributes.email).toBe('jamie@example.com');

    // The holder renames or removes it as any partner, and can then add another.
    const id = (await partnerOf('casey'))[0]?.id ?? '';
    const renamed = await api.put<PartnerAnswer>(
      `/api/restify/authorized-users/${id}`,
      { first_name: 'Samuel', last_name: 'Rivers' },
      { token: tokens.casey },
    );
    expect([renamed.status, renamed.body.data.attributes.first_name]).toEqual([200, 'Samuel']);
    expect((await remove()).status).toBe(200);
    expect(await partnerOf('casey')).toEqual([]);
    expect((await remove()).status).toBe(404);
  });

  it('shows sam’s partner jamie, who chose a password from the invitation, as active', async () => {
    const [jamie] = await partnerOf('sam');
    expect(jamie?.attributes).toMatchObject({
      email: 'jamie@example.com',
      status: 'active',
      password_chosen_at: expect.any(String),
    });
  });

  it('stops after five wrong passwords, and the partner cannot manage partners', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await add('casey', { first_name: 'A', last_name: 'B', email: 'ab@example.com', password: 'wrong' }))
          .status,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await api.get('/api/restify/authorized-users', { token: tokens.jamie })).status).toBe(403);
    expect((await partnerOf('sam'))[0]?.attributes.email).toBe('jamie@example.com');
  });

  it('keeps a partner active once the invitation link and sessions that showed it are deleted by retention', async () => {
    const before = (await partnerOf('sam'))[0]?.attributes;
    expect(before).toMatchObject({ email: 'jamie@example.com', status: 'active' });
    expect(before?.password_chosen_at).toEqual(expect.any(String));
    const jamieId = (await partnerOf('sam'))[0]?.id;
    // jamie chose a password from the invitation 299 days ago: the daily deletion of old rows takes that link.
    expect(await server.jobs.runNow(LOG_RETENTION_JOB)).toBe(1);
    await server.db.query('DELETE FROM sessions WHERE user_id = $1', [jamieId]);
    const left = await server.db.query('SELECT 1 FROM password_resets WHERE user_id = $1', [jamieId]);
    expect(left.rows).toEqual([]);
    expect((await partnerOf('sam'))[0]?.attributes).toEqual(before);
  });
});
