import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabase, startTestServer, type TestServer } from '../../test/test-server';
import { generateTotp } from '../modules/auth/totp';
import { pkceChallenge } from './dev-provider-keys';

describeOnDatabase('the development identity provider', (database) => {
  let server: TestServer;
  /** How far the server's clock is ahead of the real one. */
  let shift = 0;
  beforeAll(async () => {
    server = await startTestServer({ database, clock: () => new Date(Date.now() + shift) });
  });
  afterAll(async () => server?.close());

  const redirectUri = 'http://localhost:3000/auth/callback';
  const verifier = randomBytes(32).toString('base64url');
  const authorizeFields = {
    client_id: 'fathom-portal',
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: pkceChallenge(verifier),
    code_challenge_method: 'S256',
  };
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });
  /** Opens the sign-in form (its XSRF cookie and field), then sends it with these fields. */
  const sendSignInForm = async (fields: Record<string, string>) => {
    const page = await fetch(`${server.url}/oidc/authorize?${new URLSearchParams(authorizeFields)}`);
    const html = await page.text();
    const xsrf = html.match(/name="xsrf" value="([^"]+)"/)?.[1] ?? '';
    const cookie = (
      page.headers.getSetCookie().find((line) => line.startsWith('fathom_idp_form=')) ?? ''
    ).split(';')[0];
    const request = form({ ...authorizeFields, xsrf, ...fields });
    return fetch(`${server.url}/oidc/authorize`, {
      ...request,
      headers: { ...request.headers, cookie: cookie ?? '' },
    });
  };
  const signIn = async (email: string, extra: Record<string, string> = {}) => {
    const answer = await sendSignInForm({ email, password: 'Fathom-demo-1', ...extra });
    const location = answer.headers.get('location');
    return {
      status: answer.status,
      code: location ? new URL(location).searchParams.get('code') : null,
      location,
    };
  };
  const exchange = (fields: Record<string, string>) =>
    fetch(
      `${server.url}/oidc/token`,
      form({ client_id: 'fathom-portal', redirect_uri: redirectUri, ...fields }),
    );

  it('publishes its discovery document and shows a sign-in page for a valid request only', async () => {
    const discovery = (await (await fetch(`${server.url}/oidc/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      code_challenge_methods_supported: string[];
    };
    expect(discovery.issuer).toBe('http://localhost:3000/oidc');
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const page = await fetch(`${server.url}/oidc/authorize?${new URLSearchParams(authorizeFields)}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    const noPkce = { ...authorizeFields, code_challenge: '' };
    expect((await fetch(`${server.url}/oidc/authorize?${new URLSearchParams(noPkce)}`)).status).toBe(400);
    const elsewhere = { ...authorizeFields, redirect_uri: 'https://evil.example/callback' };
    expect((await fetch(`${server.url}/oidc/authorize?${new URLSearchParams(elsewhere)}`)).status).toBe(400);
  });

  it('signs a persona in with PKCE: the code once, the access token for the API, a refresh token', async () => {
    const { status, code, location } = await signIn('sam@example.com');
    expect(status).toBe(302);
    expect(location).toContain('state=state-1');
    expect(
      (await exchange({ grant_type: 'authorization_code', code: code ?? '', code_verifier: 'wrong' })).status,
    ).toBe(400);

    const second = await signIn('sam@example.com');
    const tokens = (await (
      await exchange({ grant_type: 'authorization_code', code: second.code ?? '', code_verifier: verifier })
    ).json()) as { access_token: string; id_token: string; refresh_token: string };
    expect(tokens.id_token.split('.')).toHaveLength(3);
    const again = await exchange({
      grant_type: 'authorization_code',
      code: second.code ?? '',
      code_verifier: verifier,
    });
    expect(again.status).toBe(400);

    const profile = await fetch(`${server.url}/api/restify/profile`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(
      ((await profile.json()) as { data: { attributes: { email: string } } }).data.attributes.email,
    ).toBe('sam@example.com');
    const login = await fetch(`${server.url}/api/login/provider-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: tokens.access_token }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data: { token: string } }).data.token).toMatch(/\S+/);
    expect(
      (
        await fetch(`${server.url}/api/login/provider-token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ access_token: 'not.a.token' }),
        })
      ).status,
    ).toBe(401);

    const renewed = await exchange({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(renewed.status).toBe(200);
    expect(
      (await exchange({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status,
    ).toBe(400);
  });

  it('asks a persona with two-factor sign-in for the authenticator code', async () => {
    expect((await signIn('alex@example.com')).status).toBe(422);
    const code = await generateTotp('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', new Date());
    expect((await signIn('alex@example.com', { one_time_password: code })).status).toBe(302);
    // The same code again is refused: each authenticator step signs in once.
    expect((await signIn('alex@example.com', { one_time_password: code })).status).toBe(422);
    const wrong = await sendSignInForm({ email: 'sam@example.com', password: 'nope' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('That email and password do not match an account.');
  });

  const claimsOf = (jwt: string) =>
    JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

  it('keeps its own sign-in session: a hidden frame (prompt=none) gets a code with it, login_required without it', async () => {
    const answer = await sendSignInForm({ email: 'sam@example.com', password: 'Fathom-demo-1' });
    const setCookie =
      answer.headers.getSetCookie().find((line) => line.startsWith('fathom_idp_session=')) ?? '';
    const sessionCookie = setCookie.split(';')[0] ?? '';
    expect(sessionCookie).toMatch(/^fathom_idp_session=\S+/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/oidc/);

    const silent = { ...authorizeFields, prompt: 'none', state: 'silent-1' };
    const withSession = await fetch(`${server.url}/oidc/authorize?${new URLSearchParams(silent)}`, {
      headers: { cookie: sessionCookie },
      redirect: 'manual',
    });
    expect(withSession.status).toBe(302);
    const back = new URL(withSession.headers.get('location') ?? '');
    expect(back.searchParams.get('code')).toMatch(/\S+/);
    expect(back.searchParams.get('state')).toBe('silent-1');
    expect(withSession.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(withSession.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const tokens = (await (
      await exchange({
        grant_type: 'authorization_code',
        code: back.searchParams.get('code') ?? '',
        code_verifier: verifier,
      })
    ).json()) as { id_token: string };
    expect(claimsOf(tokens.id_token).email).toBe('sam@example.com');

    const withoutSession = await fetch(`${server.url}/oidc/authorize?${new URLSearchParams(silent)}`, {
      redirect: 'manual',
    });
    const refused = new URL(withoutSession.headers.get('location') ?? '');
    expect(refused.origin + refused.pathname).toBe(redirectUri);
    expect(refused.searchParams.get('error')).toBe('login_required');
    expect(refused.searchParams.get('state')).toBe('silent-1');
    expect(refused.searchParams.has('code')).toBe(false);

    const pageWithSession = await fetch(
      `${server.url}/oidc/authorize?${new URLSearchParams(authorizeFields)}`,
      {
        headers: { cookie: sessionCookie },
        redirect: 'manual',
      },
    );
    expect(pageWithSession.status).toBe(302);
    expect(pageWithSession.headers.get('x-frame-options')).toBe('DENY');

    const logout = await fetch(`${server.url}/oidc/logout`, {
      headers: { cookie: sessionCookie },
      redirect: 'manual',
    });
    expect(logout.status).toBe(302);
    const afterLogout = await fetch(`${server.url}/oidc/authorize?${new URLSearchParams(silent)}`, {
      headers: { cookie: sessionCookie },
      redirect: 'manual',
    });
    expect(new URL(afterLogout.headers.get('location') ?? '').searchParams.get('error')).toBe(
      'login_required',
    );
  });

  it('puts the organization asked for into the tokens as org_id', async () => {
    const { code } = await signIn('sam@example.com', { organization: 'org_fathom' });
    const tokens = (await (
      await exchange({ grant_type: 'authorization_code', code: code ?? '', code_verifier: verifier })
    ).json()) as { id_token: string; access_token: string };
    expect(claimsOf(tokens.id_token).org_id).toBe('org_fathom');
    const { code: plain } = await signIn('sam@example.com');
    const without = (await (
      await exchange({ grant_type: 'authorization_code', code: plain ?? '', code_verifier: verifier })
    ).json()) as { id_token: string };
    expect(claimsOf(without.id_token).org_id).toBeUndefined();
  });

  const codeFrom = (location: string | null) => new URL(location ?? '').searchParams.get('code') ?? '';
  const tokensOf = async (code: string) =>
    (await (await exchange({ grant_type: 'authorization_code', code, code_verifier: verifier })).json()) as {
      access_token: string;
      refresh_token: string;
    };
  const profileStatus = async (accessToken: string) =>
    (
      await fetch(`${server.url}/api/restify/profile`, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).status;

  it('ends the tokens of a session signed out at the provider: access token and refresh token alike', async () => {
    const answer = await sendSignInForm({ email: 'casey@example.com', password: 'Fathom-demo-1' });
    const sessionCookie =
      (answer.headers.getSetCookie().find((line) => line.startsWith('fathom_idp_session=')) ?? '').split(
        ';',
      )[0] ?? '';
    const tokens = await tokensOf(codeFrom(answer.headers.get('location')));
    expect(await profileStatus(tokens.access_token)).toBe(200);

    await fetch(`${server.url}/oidc/logout`, { headers: { cookie: sessionCookie }, redirect: 'manual' });

    expect(await profileStatus(tokens.access_token)).toBe(401);
    expect(
      (await exchange({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status,
    ).toBe(400);
  });

  it('ends the tokens issued before a password change', async () => {
    const { location } = await signIn('jordan@example.com');
    const tokens = await tokensOf(codeFrom(location));
    expect(await profileStatus(tokens.access_token)).toBe(200);
    const portal = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'jordan@example.com', password: 'Fathom-demo-1' }),
    });
    const portalToken = ((await portal.json()) as { data: { token: string } }).data.token;
    shift += 2_000;
    const changed = await fetch(`${server.url}/api/restify/users/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${portalToken}` },
      body: JSON.stringify({
        current_password: 'Fathom-demo-1',
        password: 'Another-pass-9',
        password_confirmation: 'Another-pass-9',
      }),
    });
    expect(changed.status).toBe(200);

    expect(await profileStatus(tokens.access_token)).toBe(401);
    expect(
      (await exchange({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).status,
    ).toBe(400);
    const login = await fetch(`${server.url}/api/login/provider-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: tokens.access_token }),
    });
    expect(login.status).toBe(401);
  });

  it('never renews refresh tokens past 12 hours after the password was typed', async () => {
    const { location } = await signIn('taylor@example.com');
    let refreshToken = (await tokensOf(codeFrom(location))).refresh_token;
    const renew = async () => {
      const answer = await exchange({ grant_type: 'refresh_token', refresh_token: refreshToken });
      if (answer.ok) refreshToken = ((await answer.json()) as { refresh_token: string }).refresh_token;
      return answer.status;
    };
    shift += 6 * 60 * 60_000;
    expect(await renew()).toBe(200);
    shift += 5 * 60 * 60_000;
    expect(await renew()).toBe(200);
    shift += 2 * 60 * 60_000;
    expect(await renew()).toBe(400);
  });

  // Last: it spends the address's allowance of wrong passwords.
  it('refuses a sign-in form sent without its XSRF value, and limits wrong passwords per account', async () => {
    const forged = await fetch(
      `${server.url}/oidc/authorize`,
      form({ ...authorizeFields, email: 'sam@example.com', password: 'Fathom-demo-1' }),
    );
    expect(forged.status).toBe(403);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await sendSignInForm({ email: 'pat@example.com', password: `wrong-${attempt}` })).status).toBe(
        422,
      );
    }
    expect((await sendSignInForm({ email: 'pat@example.com', password: 'Fathom-demo-1' })).status).toBe(429);
  });
});
