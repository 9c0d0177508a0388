import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, alexTotpSecret, demoPassword, steppingClock } from '../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { generateTotp } from './totp';

interface SessionBody {
  data: {
    token: string;
    user: { attributes: { google2fa_configured_at: string | null }; relationships: Record<string, unknown> };
  };
}

describeOnDatabase('sign-in with a one-time password', (database) => {
  const clock = steppingClock();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, clock: clock.now });
  });
  afterAll(async () => {
    await server.close();
  });

  async function passwordStep(api: ApiClient) {
    const answer = await api.post<SessionBody>('/api/login', {
      email: 'alex@example.com',
      password: demoPassword,
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  }

  it('gives alex a token that only reaches the one-time-password step, and no client data yet', async () => {
    const api = new ApiClient(server.url);
    const pending = await passwordStep(api);
    expect(pending.user.attributes.google2fa_configured_at).not.toBeNull();
    expect(pending.user.relationships).toEqual({ client: null, parent_user: null });

    for (const [method, path] of [
      ['GET', '/api/restify/profile'],
      ['GET', '/api/restify/announcements?active=true'],
      ['GET', '/api/restify/users/two-factor-setup'],
    ] as const) {
      const answer = await api.request(method, path, { token: pending.token });
      expect([answer.status, answer.body]).toEqual([
        428,
        {
          code: 'second_factor_required',
          message: 'One time password confirmation is required in order to perform this action',
        },
      ]);
    }
  });

  it('answers 422 for a wrong code and keeps the pending token usable', async () => {
    const api = new ApiClient(server.url);
    const pending = await passwordStep(api);
    const wrongCode = await generateTotp(alexTotpSecret, new Date(Date.now() - 10 * 60 * 1000));
    const answer = await api.post(
      '/api/login-2fa',
      { one_time_password: wrongCode },
      { token: pending.token },
    );
    expect([answer.status, answer.body]).toEqual([
      422,
      {
        code: 'invalid',
        message: 'The one time password is invalid.',
        errors: { one_time_password: ['The one time password is invalid.'] },
      },
    ]);
    const notDigits = await api.post(
      '/api/login-2fa',
      { one_time_password: 'abc' },
      { token: pending.token },
    );
    expect(notDigits.status).toBe(422);
  });

  it('exchanges the right code for a full token and retires the pending one', async () => {
    const api = new ApiClient(server.url);
    const pending = await passwordStep(api);
    const answer = await api.post<SessionBody>(
      '/api/login-2fa',
      { one_time_password: await clock.nextCode(alexTotpSecret) },
      { token: pending.token },
    );
    expect(answer.status).toBe(200);
    const full = answer.body.data.token;
    expect(full).not.toBe(pending.token);
    expect(answer.body.data.user.relationships.client).not.toBeNull();
    expect(answer.setCookies.get('fathom_session')?.value).toBe(full);
    expect((await api.get('/api/restify/profile', { token: full })).status).toBe(200);
    expect((await api.get('/api/restify/profile', { token: pending.token })).status).toBe(401);
  });

  it('says a right code already used is used, and to wait for the next one', async () => {
    const api = new ApiClient(server.url);
    const code = await clock.nextCode(alexTotpSecret);
    const first = await api.post(
      '/api/login-2fa',
      { one_time_password: code },
      { token: (await passwordStep(api)).token },
    );
    expect(first.status).toBe(200);
    const again = await api.post(
      '/api/login-2fa',
      { one_time_password: code },
      { token: (await passwordStep(api)).token },
    );
    const used =
      'This code was already used to sign in. Wait for the next code in your authenticator app, then enter it.';
    expect([again.status, again.body]).toEqual([
      422,
      { code: 'invalid', message: used, errors: { one_time_password: [used] } },
    ]);
  });

  it('completes the step through the cookie too, with the XSRF header', async () => {
    const api = new ApiClient(server.url);
    await passwordStep(api);
    const answer = await api.post(
      '/api/login-2fa',
      { one_time_password: await clock.nextCode(alexTotpSecret) },
      { useCookies: true, sendXsrfHeader: true },
    );
    expect(answer.status).toBe(200);
    expect((await api.get('/api/restify/profile', { useCookies: true })).status).toBe(200);
  });

  it('lets a pending session log out', async () => {
    const api = new ApiClient(server.url);
    const pending = await passwordStep(api);
    expect((await api.post('/api/logout', undefined, { token: pending.token })).status).toBe(200);
    const after = await api.post('/api/login-2fa', { one_time_password: '123456' }, { token: pending.token });
    expect(after.status).toBe(401);
  });
});
