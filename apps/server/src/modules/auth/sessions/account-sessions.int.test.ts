import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { deviceName } from './routes';

const firefoxOnMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:131.0) Gecko/20100101 Firefox/131.0';
const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

interface SessionsAnswer {
  data: { id: string; device: string; current: boolean }[];
}

it("names a device by its browser and system, in the reader's language", () => {
  expect(deviceName(firefoxOnMac, 'en')).toBe('Firefox on macOS');
  expect(deviceName(chromeOnAndroid, 'en')).toBe('Chrome on Android');
  expect(deviceName(null, 'en')).toBe('Unknown browser');
  expect(deviceName(chromeOnAndroid, 'es')).toBe('Chrome en Android');
  expect(deviceName(null, 'es')).toBe('Navegador desconocido');
});

describeOnDatabase('where a customer is signed in', (database) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ database });
    api = new ApiClient(server.url);
  });
  afterAll(async () => server?.close());

  const sessions = (token: string, userAgent: string) =>
    api.get<SessionsAnswer>('/api/sessions', { token, headers: { 'user-agent': userAgent } });

  it('lists the sessions with their browsers, ends one, then every other', async () => {
    const laptop = await signIn(api, 'morgan');
    const phone = await signIn(api, 'morgan');
    const tablet = await signIn(api, 'morgan');
    await sessions(phone, chromeOnAndroid);
    await sessions(tablet, chromeOnAndroid);
    const listed = await sessions(laptop, firefoxOnMac);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(3);
    const current = listed.body.data.find((session) => session.current);
    expect(current?.device).toBe('Firefox on macOS');
    const phoneSession = listed.body.data.find((session) => !session.current);
    expect(phoneSession?.device).toBe('Chrome on Android');
    // A reader of the pages in Spanish (no language in the profile yet: the browser's) reads the names in Spanish.
    const inSpanish = await api.get<SessionsAnswer>('/api/sessions', {
      token: laptop,
      headers: { 'user-agent': firefoxOnMac, 'accept-language': 'es-US,es;q=0.9' },
    });
    expect(inSpanish.body.data.find((session) => session.current)?.device).toBe('Firefox en macOS');

    expect((await api.delete(`/api/sessions/${current?.id}`, { token: laptop })).status).toBe(422);
    expect((await api.delete(`/api/sessions/${phoneSession?.id}`, { token: laptop })).status).toBe(200);
    const other = await signIn(api, 'drew');
    expect((await api.delete(`/api/sessions/${current?.id}`, { token: other })).status).toBe(404);
    expect((await sessions(laptop, firefoxOnMac)).body.data).toHaveLength(2);

    const signedOut = await api.post<{ data: { signed_out: number } }>(
      '/api/sessions/actions?action=sign-out-others',
      {},
      { token: laptop },
    );
    expect(signedOut.body.data.signed_out).toBeGreaterThanOrEqual(1);
    expect((await api.get('/api/restify/profile', { token: tablet })).status).toBe(401);
    expect((await api.get('/api/restify/profile', { token: phone })).status).toBe(401);
    expect((await sessions(laptop, firefoxOnMac)).body.data.map((session) => session.current)).toEqual([
      true,
    ]);
  });

  it("answers a refusal in its reader's language: the switch's cookie, else the browser's; English without either", async () => {
    const laptop = await signIn(api, 'morgan');
    const listed = await sessions(laptop, firefoxOnMac);
    const current = listed.body.data.find((session) => session.current);
    const endOwn = (headers: Record<string, string>) =>
      api.delete<{ message: string }>(`/api/sessions/${current?.id}`, { token: laptop, headers });
    expect((await endOwn({})).body.message).toBe('To end this session, sign out.');
    const inSpanish = await endOwn({ 'accept-language': 'es-US,es;q=0.9' });
    expect([inSpanish.status, inSpanish.body.message]).toEqual([
      422,
      'Para terminar esta sesión, cierre la sesión.',
    ]);
    // A shared sentence (@fathom/domain's "Not found."), and the switch's choice over the browser's.
    const unknown = await api.delete<{ message: string }>(`/api/sessions/${randomUUID()}`, {
      token: laptop,
      headers: { 'accept-language': 'en-US', cookie: 'fathom-language=es' },
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'No lo encontramos.']);
    // The console is in English, and so are its answers, whatever the browser.
    const support = await signIn(api, 'support');
    const notACustomer = await api.get<{ message: string }>(`/api/staff/customers/${randomUUID()}`, {
      token: support,
      headers: { 'accept-language': 'es' },
    });
    expect([notACustomer.status, notACustomer.body.message]).toEqual([404, 'Not found.']);
    // The words the sign-in page shows in Spanish for the same refusal (apps/web's catalogue).
    const refused = await api.post<{ message: string; errors: Record<string, string[]> }>(
      '/api/login',
      { email: 'morgan@example.com', password: 'not-the-password' },
      { headers: { 'accept-language': 'es' } },
    );
    expect([refused.status, refused.body.message, refused.body.errors.email]).toEqual([
      422,
      'El correo electrónico o la contraseña no son correctos.',
      ['El correo electrónico o la contraseña no son correctos.'],
    ]);
  });
});
