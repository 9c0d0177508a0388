import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, alexTotpSecret, demoPassword, signIn, steppingClock } from '../../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

describeOnDatabase('changing the password and two-factor settings', (database) => {
  const clock = steppingClock();
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ database, clock: clock.now });
    api = new ApiClient(server.url);
  });
  afterAll(async () => server?.close());

  const change = (token: string, current: string, next = 'A-new-password-9') =>
    api.post<{ data: { message: string; signed_out: number }; errors?: Record<string, string[]> }>(
      '/api/restify/users/password',
      { current_password: current, password: next, password_confirmation: next },
      { token },
    );

  it('asks for the current password, then ends the other sessions and keeps this one', async () => {
    const here = await signIn(api, 'casey');
    const elsewhere = await signIn(api, 'casey');
    const wrong = await change(here, 'not-it');
    expect([wrong.status, wrong.body.errors?.current_password]).toEqual([
      422,
      ['That password is not correct.'],
    ]);
    const mismatch = await api.post(
      '/api/restify/users/password',
      { current_password: demoPassword, password: 'A-new-password-9', password_confirmation: 'Different-1' },
      { token: here },
    );
    expect(mismatch.status).toBe(422);

    const changed = await change(here, demoPassword);
    expect(changed.status).toBe(200);
    expect(changed.body.data.signed_out).toBe(1);
    expect((await api.get('/api/restify/profile', { token: here })).status).toBe(200);
    expect((await api.get('/api/restify/profile', { token: elsewhere })).status).toBe(401);
    expect(
      (await api.post('/api/login', { email: 'casey@example.com', password: 'A-new-password-9' })).status,
    ).toBe(200);
    expect(
      (await api.post('/api/login', { email: 'casey@example.com', password: demoPassword })).status,
    ).toBe(422);
    const { rows } = await server.db.query<{ subject: string }>(
      "SELECT subject FROM outbox WHERE to_address = 'casey@example.com' ORDER BY created_at DESC LIMIT 1",
    );
    expect(rows[0]?.subject).toBe('Your Fathom password was changed');
  });

  it('ends the other sessions when two-factor sign-in is turned off', async () => {
    const signInAlex = async () => {
      const pending = await signIn(api, 'alex');
      const done = await api.post<{ data: { token: string } }>(
        '/api/login-2fa',
        { one_time_password: await clock.nextCode(alexTotpSecret) },
        { token: pending },
      );
      return done.body.data.token;
    };
    const here = await signInAlex();
    const elsewhere = await signInAlex();
    const off = await api.post(
      '/api/restify/users/actions?action=disable-two-factor-auth',
      { one_time_password: await clock.nextCode(alexTotpSecret) },
      { token: here },
    );
    expect(off.status).toBe(200);
    expect((await api.get('/api/restify/profile', { token: elsewhere })).status).toBe(401);
    expect((await api.get('/api/restify/profile', { token: here })).status).toBe(200);
  });
});
