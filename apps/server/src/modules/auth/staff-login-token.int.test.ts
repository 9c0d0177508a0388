import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

interface LoginTokenBody {
  data: { login_token: string; expires_at: string };
}

describeOnDatabase('login links minted by staff', (database) => {
  let server: TestServer;
  let staffToken: string;
  let clientToken: string;
  beforeAll(async () => {
    server = await startTestServer({ database });
    const api = new ApiClient(server.url);
    staffToken = await signIn(api, 'support');
    clientToken = await signIn(api, 'sam');
  });
  afterAll(async () => {
    await server.close();
  });

  it('signs the customer in once, with analytics off, and refuses the same token again', async () => {
    const api = new ApiClient(server.url);
    const minted = await api.post<LoginTokenBody>(
      '/api/staff/login-tokens',
      { email: 'sam@example.com' },
      {
        token: staffToken,
      },
    );
    expect(minted.status).toBe(200);
    const expiresInMs = Date.parse(minted.body.data.expires_at) - Date.now();
    expect(expiresInMs).toBeGreaterThan(14 * 60 * 1000);
    expect(expiresInMs).toBeLessThanOrEqual(15 * 60 * 1000);

    const first = await api.post<{
      data: { token: string; disable_track_events: boolean; user: { attributes: { email: string } } };
    }>('/api/login/token', { login_token: minted.body.data.login_token });
    expect(first.status).toBe(200);
    expect(first.body.data.disable_track_events).toBe(true);
    expect(first.body.data.user.attributes.email).toBe('sam@example.com');
    expect(first.setCookies.get('fathom_session')?.value).toBe(first.body.data.token);
    expect((await api.get('/api/restify/profile', { token: first.body.data.token })).status).toBe(200);

    const second = await api.post('/api/login/token', { login_token: minted.body.data.login_token });
    expect([second.status, second.body]).toEqual([
      422,
      { code: 'invalid', message: 'This login link is invalid or has expired.' },
    ]);
  });

  it('refuses an expired login token', async () => {
    const api = new ApiClient(server.url);
    const minted = await api.post<LoginTokenBody>(
      '/api/staff/login-tokens',
      { email: 'drew@example.com' },
      {
        token: staffToken,
      },
    );
    await server.db.query(
      `UPDATE login_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    const answer = await api.post('/api/login/token', { login_token: minted.body.data.login_token });
    expect(answer.status).toBe(422);
  });

  it('answers 422 on the email field for an address without an account', async () => {
    const answer = await new ApiClient(server.url).post(
      '/api/staff/login-tokens',
      { email: 'nobody@example.com' },
      {
        token: staffToken,
      },
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { email: ['No account uses this email address.'] } });
  });

  it('refuses both staff endpoints to a client with 403', async () => {
    const api = new ApiClient(server.url);
    const forbidden = { code: 'forbidden', message: 'You are not allowed to perform this action' };
    const outbox = await api.get('/api/staff/outbox', { token: clientToken });
    const mint = await api.post(
      '/api/staff/login-tokens',
      { email: 'sam@example.com' },
      { token: clientToken },
    );
    expect([outbox.status, outbox.body]).toEqual([403, forbidden]);
    expect([mint.status, mint.body]).toEqual([403, forbidden]);
  });

  const mint = (email: string) =>
    new ApiClient(server.url).post<LoginTokenBody>(
      '/api/staff/login-tokens',
      { email },
      { token: staffToken },
    );

  it('emails the customer that a support link was made for their account', async () => {
    expect((await mint('taylor@example.com')).status).toBe(200);
    const outbox = await new ApiClient(server.url).get<{
      data: { to: string; subject: string; text: string }[];
    }>('/api/staff/outbox?to=taylor@example.com', { token: staffToken });
    const notice = outbox.body.data.find((email) => email.subject.includes('support sign-in link'));
    expect(notice?.subject).toBe('A Fathom support sign-in link was made for your account');
    expect(notice?.text).toContain('If you did not ask for help');
  });

  it('makes no link for a staff account', async () => {
    const answer = await mint('lab@example.com');
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { email: ['Sign-in links are for customers only, never for staff accounts.'] },
    });
    const { rows } = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM login_tokens t JOIN users u ON u.id = t.user_id WHERE u.role = 'staff'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('still asks the authenticator code of an account with two-factor sign-in', async () => {
    const minted = await mint('alex@example.com');
    const api = new ApiClient(server.url);
    const answer = await api.post<{
      data: { token: string; user: { attributes: { google2fa_configured_at: string } } };
    }>('/api/login/token', { login_token: minted.body.data.login_token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.attributes.google2fa_configured_at).not.toBeNull();
    expect((await api.get('/api/restify/profile', { token: answer.body.data.token })).status).toBe(428);
  });
});
