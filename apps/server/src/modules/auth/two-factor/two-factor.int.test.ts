import { authMessages } from '@fathom/contract/auth';
import type { UserResource } from '@fathom/contract/user';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, demoPassword, signIn, steppingClock } from '../../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { generateTotp } from '../totp';

interface SetupBody {
  data: { secret: string; otpauth_url: string; qr_svg: string };
}

describeOnDatabase('two-factor authentication settings', (database) => {
  const clock = steppingClock();
  let server: TestServer;
  let drewToken: string;
  beforeAll(async () => {
    server = await startTestServer({ database, clock: clock.now });
    drewToken = await signIn(new ApiClient(server.url), 'drew');
  });
  afterAll(async () => {
    await server.close();
  });

  it('enables two-factor for drew with a code of the new secret, then disables it with a current code', async () => {
    const api = new ApiClient(server.url);
    const setup = await api.get<SetupBody>('/api/restify/users/two-factor-setup', { token: drewToken });
    expect(setup.status).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain('issuer=Fathom');
    expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await api.post(
      '/api/restify/users/actions?action=enable-two-factor-auth',
      {
        secret,
        password: demoPassword,
        one_time_password: await generateTotp(secret, new Date(Date.now() - 10 * 60 * 1000)),
      },
      { token: drewToken },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      errors: { one_time_password: ['The one time password is invalid.'] },
    });

    const enabled = await api.post<{ data: UserResource }>(
      '/api/restify/users/actions?action=enable-two-factor-auth',
      { secret, password: demoPassword, one_time_password: await clock.nextCode(secret) },
      { token: drewToken },
    );
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.attributes.google2fa_configured_at).not.toBeNull();

    const nextLogin = await api.post<{ data: { token: string } }>('/api/login', {
      email: 'drew@example.com',
      password: demoPassword,
    });
    expect((await api.get('/api/restify/profile', { token: nextLogin.body.data.token })).status).toBe(428);

    const disabled = await api.post<{ data: UserResource }>(
      '/api/restify/users/actions?action=disable-two-factor-auth',
      { one_time_password: await clock.nextCode(secret) },
      { token: drewToken },
    );
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.attributes.google2fa_configured_at).toBeNull();
  });

  it('refuses to turn two-factor on without the account password, and changes nothing', async () => {
    const api = new ApiClient(server.url);
    const token = await signIn(api, 'casey');
    const setup = await api.get<SetupBody>('/api/restify/users/two-factor-setup', { token });
    const { secret } = setup.body.data;

    const answer = await api.post(
      '/api/restify/users/actions?action=enable-two-factor-auth',
      { secret, one_time_password: await clock.nextCode(secret) },
      { token },
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { password: ['The password field is required.'] } });
    const profile = await api.get<{ data: UserResource }>('/api/restify/profile', { token });
    expect(profile.body.data.attributes.google2fa_configured_at).toBeNull();
  });

  it('refuses a wrong password on the password field, then answers 429 after five tries', async () => {
    const api = new ApiClient(server.url);
    const token = await signIn(api, 'morgan');
    const elsewhere = await signIn(new ApiClient(server.url), 'morgan');
    const setup = await api.get<SetupBody>('/api/restify/users/two-factor-setup', { token });
    const { secret } = setup.body.data;
    const enable = async (password: string) =>
      api.post(
        '/api/restify/users/actions?action=enable-two-factor-auth',
        { secret, password, one_time_password: await clock.nextCode(secret) },
        { token },
      );

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await enable('not-the-password');
      expect(wrong.status).toBe(422);
      expect(wrong.body).toEqual({
        code: 'invalid',
        message: 'That password is not correct.',
        errors: { password: ['That password is not correct.'] },
      });
    }
    const limited = await enable(demoPassword);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

    const profile = await api.get<{ data: UserResource }>('/api/restify/profile', { token });
    expect(profile.body.data.attributes.google2fa_configured_at).toBeNull();
    // Nothing changed, so the account's other sessions go on.
    expect((await api.get('/api/restify/profile', { token: elsewhere })).status).toBe(200);
  });

  it('answers 422 for an unknown action', async () => {
    const answer = await new ApiClient(server.url).post(
      '/api/restify/users/actions?action=delete-everything',
      {},
      { token: drewToken },
    );
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { action: ['The selected action is invalid.'] } });
  });

  it('answers 422 when disabling while two-factor is off', async () => {
    const answer = await new ApiClient(server.url).post(
      '/api/restify/users/actions?action=disable-two-factor-auth',
      { one_time_password: '123456' },
      { token: drewToken },
    );
    expect(answer.status).toBe(422);
  });

  /** Turns two-factor sign-in on for a persona; answers its secret and the recovery codes shown with it. */
  async function enableFor(persona: string) {
    const api = new ApiClient(server.url);
    const token = await signIn(api, persona);
    const setup = await api.get<SetupBody>('/api/restify/users/two-factor-setup', { token });
    const { secret } = setup.body.data;
    const enabled = await api.post<{ meta?: { recovery_codes: string[] } }>(
      '/api/restify/users/actions?action=enable-two-factor-auth',
      { secret, password: demoPassword, one_time_password: await clock.nextCode(secret) },
      { token },
    );
    expect(enabled.status).toBe(200);
    return { api, token, secret, codes: enabled.body.meta?.recovery_codes ?? [] };
  }

  async function secondStep(api: ApiClient, persona: string, body: Record<string, string>) {
    const pending = await api.post<{ data: { token: string } }>('/api/login', {
      email: `${persona}@example.com`,
      password: demoPassword,
    });
    return api.post<{ errors?: Record<string, string[]> }>('/api/login-2fa', body, {
      token: pending.body.data.token,
    });
  }

  it('accepts each authenticator code once: the same code cannot sign in twice', async () => {
    const { api, secret } = await enableFor('casey');
    const code = await clock.nextCode(secret);
    expect((await secondStep(api, 'casey', { one_time_password: code })).status).toBe(200);
    const replay = await secondStep(api, 'casey', { one_time_password: code });
    expect(replay.status).toBe(422);
    expect(replay.body.errors).toEqual({ one_time_password: [authMessages.oneTimePasswordUsed] });
    expect((await secondStep(api, 'casey', { one_time_password: await clock.nextCode(secret) })).status).toBe(
      200,
    );
  });

  it('shows ten recovery codes when turned on; each signs in once, and new ones retire the old', async () => {
    const { api, token, secret, codes } = await enableFor('jordan');
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const [first = '', second = ''] = codes;

    expect(
      (await secondStep(api, 'jordan', { recovery_code: first.toUpperCase().replace('-', ' ') })).status,
    ).toBe(200);
    const again = await secondStep(api, 'jordan', { recovery_code: first });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({
      recovery_code: ['That recovery code is not valid or has been used.'],
    });
    const remaining = await api.get<{ data: { remaining: number } }>('/api/restify/users/recovery-codes', {
      token,
    });
    expect(remaining.body.data.remaining).toBe(9);

    const renewed = await api.post<{ data: { recovery_codes: string[] } }>(
      '/api/restify/users/recovery-codes',
      { one_time_password: await clock.nextCode(secret) },
      { token },
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.recovery_codes).toHaveLength(10);
    expect((await secondStep(api, 'jordan', { recovery_code: second })).status).toBe(422);
    const fresh = renewed.body.data.recovery_codes[0] ?? '';
    expect((await secondStep(api, 'jordan', { recovery_code: fresh })).status).toBe(200);
  });

  it('asks for exactly one of the authenticator code and a recovery code', async () => {
    const { api } = await enableFor('riley');
    const neither = await secondStep(api, 'riley', {});
    expect(neither.status).toBe(422);
    const both = await secondStep(api, 'riley', {
      one_time_password: '123456',
      recovery_code: 'abcde-fghij',
    });
    expect(both.status).toBe(422);
  });
});
