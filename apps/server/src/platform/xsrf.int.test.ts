import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, demoPassword, signIn } from '../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../test/test-server';

describeOnDatabase('XSRF double-submit check of cookie sessions', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server.close();
  });

  it('sets a readable XSRF-TOKEN cookie on an answer when the browser has none', async () => {
    const answer = await new ApiClient(server.url).get('/api/health');
    const cookie = answer.setCookies.get('XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes).not.toMatch(/HttpOnly/i);
  });

  it('gives no XSRF-TOKEN cookie to a caller with a Bearer token, which never needs one', async () => {
    const answer = await new ApiClient(server.url).get('/api/health', { token: 'any-bearer-token' });
    expect(answer.status).toBe(200);
    expect(answer.setCookies.has('XSRF-TOKEN')).toBe(false);
  });

  it('refuses a cookie-authenticated change without the header, and accepts it with the header', async () => {
    const api = new ApiClient(server.url);
    await signIn(api, 'drew');
    const change = { preferred_first_name: 'Dee' };

    const without = await api.post('/api/restify/profile', change, { useCookies: true });
    expect([without.status, without.body]).toEqual([
      403,
      { code: 'forbidden', message: 'CSRF token mismatch.' },
    ]);

    const wrong = await api.post('/api/restify/profile', change, {
      useCookies: true,
      headers: { 'x-xsrf-token': 'guessed' },
    });
    expect(wrong.status).toBe(403);

    const withHeader = await api.post('/api/restify/profile', change, {
      useCookies: true,
      sendXsrfHeader: true,
    });
    expect(withHeader.status).toBe(200);
  });

  it('reads with the cookie alone, and exempts Bearer requests from the header', async () => {
    const api = new ApiClient(server.url);
    const token = await signIn(api, 'drew');
    expect((await api.get('/api/restify/profile', { useCookies: true })).status).toBe(200);
    expect((await api.post('/api/restify/profile', { preferred_first_name: null }, { token })).status).toBe(
      200,
    );
  });

  it('gives a new XSRF token at sign-in, so a token planted before it is refused afterwards', async () => {
    const api = new ApiClient(server.url);
    await api.get('/api/health', { useCookies: true });
    const planted = api.cookies.get('XSRF-TOKEN');
    expect(planted).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const login = await api.post(
      '/api/login',
      { email: 'drew@example.com', password: demoPassword },
      { useCookies: true, sendXsrfHeader: true },
    );
    expect(login.status).toBe(200);
    const renewed = login.setCookies.get('XSRF-TOKEN')?.value;
    expect(renewed).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(renewed).not.toBe(planted);

    const change = { preferred_first_name: 'Dee' };
    const withPlanted = await api.post('/api/restify/profile', change, {
      useCookies: true,
      headers: { 'x-xsrf-token': planted ?? '' },
    });
    expect(withPlanted.status).toBe(403);
    const withRenewed = await api.post('/api/restify/profile', change, {
      useCookies: true,
      sendXsrfHeader: true,
    });
    expect(withRenewed.status).toBe(200);
  });
});
