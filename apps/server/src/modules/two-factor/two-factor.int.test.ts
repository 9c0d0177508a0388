import type { UserResource } from '@fathom/contract/user';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { ApiClient, currentTotp, demoPassword, signIn } from '../auth/testing/api-client';
import { generateTotp } from '../auth/totp';

interface SetupBody {
  data: { secret: string; otpauth_url: string; qr_svg: string };
}

describeEachDatabase('two-factor authentication settings', (database) => {
  let server: TestServer;
  let drewToken: string;
  beforeAll(async () => {
    server = await startTestServer({ database });
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
      { secret, password: demoPassword, one_time_password: await currentTotp(secret) },
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
      { one_time_password: await currentTotp(secret) },
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
      { secret, one_time_password: await currentTotp(secret) },
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
        { secret, password, one_time_password: await currentTotp(secret) },
        { token },
      );

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await enable('not-the-password');
      expect(wrong.status).toBe(422);
      expect(wrong.body).toEqual({
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
});
