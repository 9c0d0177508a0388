import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, demoPassword, signIn } from '../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import { hashToken } from '../../platform/tokens';

interface UserBody {
  data: {
    token: string;
    user: { type: string; attributes: Record<string, unknown>; relationships: Record<string, unknown> };
  };
}

describeOnDatabase('password sign-in and sessions', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server.close();
  });

  it('signs sam in: a token in the body, the same session in an HttpOnly cookie, and the user', async () => {
    const api = new ApiClient(server.url);
    const answer = await api.post<UserBody>('/api/login', {
      email: ' Sam@Example.com ',
      password: demoPassword,
    });

    expect(answer.status).toBe(200);
    const { token, user } = answer.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user.type).toBe('users');
    expect(user.attributes).toMatchObject({
      email: 'sam@example.com',
      role: 'client',
      google2fa_configured_at: null,
    });
    const sessionCookie = answer.setCookies.get('fathom_session');
    expect(sessionCookie?.value).toBe(token);
    expect(sessionCookie?.attributes).toMatch(/HttpOnly/i);
    expect(sessionCookie?.attributes).toMatch(/SameSite=Lax/i);
    expect(sessionCookie?.attributes).toMatch(/Path=\//);
    expect(answer.setCookies.get('XSRF-TOKEN')?.attributes ?? '').not.toMatch(/HttpOnly/i);
  });

  it('stores only the hash of the session token', async () => {
    const token = await signIn(new ApiClient(server.url), 'sam');
    const { rows } = await server.db.query(
      'SELECT token_hash FROM sessions WHERE token_hash = $1 OR token_hash = $2',
      [hashToken(token), token],
    );
    expect(rows).toEqual([{ token_hash: hashToken(token) }]);
  });

  it('answers 422 with the field message for a wrong password, and for an unknown email alike', async () => {
    const api = new ApiClient(server.url);
    const expected = {
      code: 'invalid',
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    };
    const wrongPassword = await api.post('/api/login', {
      email: 'drew@example.com',
      password: 'not-the-password',
    });
    const unknownEmail = await api.post('/api/login', {
      email: 'nobody@example.com',
      password: demoPassword,
    });
    expect([wrongPassword.status, wrongPassword.body]).toEqual([422, expected]);
    expect([unknownEmail.status, unknownEmail.body]).toEqual([422, expected]);
  });

  it('answers 422 with per-field messages for a body without fields', async () => {
    const answer = await new ApiClient(server.url).post<{ errors: Record<string, string[]> }>(
      '/api/login',
      {},
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('answers 401 Unauthenticated. without a token, and with an unknown one', async () => {
    const api = new ApiClient(server.url);
    for (const token of [undefined, 'not-a-session']) {
      const answer = await api.get('/api/restify/profile', { token });
      expect([answer.status, answer.body]).toEqual([
        401,
        { code: 'unauthenticated', message: 'Unauthenticated.' },
      ]);
    }
  });

  it('accepts the Use-Old-Authentication and Split-User headers', async () => {
    const api = new ApiClient(server.url);
    const token = await signIn(api, 'drew');
    const answer = await api.get('/api/restify/profile', {
      token,
      headers: { 'use-old-authentication': 'true', 'split-user': 'visitor-1' },
    });
    expect(answer.status).toBe(200);
  });

  it('logout revokes the session: the same token then answers 401', async () => {
    const api = new ApiClient(server.url);
    const token = await signIn(api, 'drew');
    const logout = await api.post('/api/logout', undefined, { token });
    expect([logout.status, logout.body]).toEqual([200, { data: null }]);
    expect(logout.setCookies.get('fathom_session')?.value).toBe('');
    const after = await api.get('/api/restify/profile', { token });
    expect([after.status, after.body]).toEqual([
      401,
      { code: 'unauthenticated', message: 'Unauthenticated.' },
    ]);
  });

  it('ends a session idle for 30 minutes, and one older than 12 hours even if in use', async () => {
    const api = new ApiClient(server.url);
    const idle = await signIn(api, 'jordan');
    const old = await signIn(api, 'jordan');
    await server.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '31 minutes' WHERE token_hash = $1`,
      [hashToken(idle)],
    );
    await server.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [hashToken(old)],
    );
    for (const token of [idle, old]) {
      const answer = await api.get('/api/restify/profile', { token });
      expect([answer.status, answer.body]).toEqual([
        401,
        { code: 'unauthenticated', message: 'Unauthenticated.' },
      ]);
    }
  });

  it('keeps a session used 29 minutes ago and slides its idle timeout', async () => {
    const api = new ApiClient(server.url);
    const token = await signIn(api, 'jordan');
    await server.db.query(
      `UPDATE sessions SET last_seen_at = now() - interval '29 minutes' WHERE token_hash = $1`,
      [hashToken(token)],
    );
    expect((await api.get('/api/restify/profile', { token })).status).toBe(200);
    const { rows } = await server.db.query<{ idle_seconds: number }>(
      'SELECT extract(epoch FROM now() - last_seen_at)::int AS idle_seconds FROM sessions WHERE token_hash = $1',
      [hashToken(token)],
    );
    expect(rows[0]?.idle_seconds).toBeLessThan(60);
  });
});
