import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, demoPassword } from '../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../test/test-server';

const tooMany = /^Too many attempts\. Please try again in \d+ seconds\.$/;

describeOnDatabase('brute-force limits', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => {
    await server.close();
  });

  it('refuses a sixth sign-in for an email after five wrong passwords, even with the right one', async () => {
    const api = new ApiClient(server.url);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await api.post('/api/login', { email: 'pat@example.com', password: `wrong-${attempt}` });
      expect(answer.status).toBe(422);
    }
    const sixth = await api.post<{ message: string }>('/api/login', {
      email: 'pat@example.com',
      password: demoPassword,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(tooMany);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('still signs another account in from the same address', async () => {
    const answer = await new ApiClient(server.url).post('/api/login', {
      email: 'taylor@example.com',
      password: demoPassword,
    });
    expect(answer.status).toBe(200);
  });

  it('limits password reset requests to five per email', async () => {
    const api = new ApiClient(server.url);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await api.post('/api/forgot-password', { email: 'nobody@example.com' })).status).toBe(200);
    }
    const sixth = await api.post<{ message: string }>('/api/forgot-password', {
      email: 'nobody@example.com',
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(tooMany);
  });

  it('refuses a password reset from an address after five failed ones', async () => {
    const api = new ApiClient(server.url);
    const attempt = (token: string) =>
      api.post<{ message: string }>('/api/reset-password', {
        token,
        email: 'casey@example.com',
        password: 'Another-pass-9',
        password_confirmation: 'Another-pass-9',
      });
    for (let failure = 1; failure <= 5; failure += 1) expect((await attempt('not-a-token')).status).toBe(422);
    const sixth = await attempt('not-a-token');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(tooMany);
  });
});

describeOnDatabase('sign-in limits per account and address', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, env: { TRUST_PROXY: 'on' } });
  });
  afterAll(async () => {
    await server.close();
  });

  const signInFrom = (address: string, email: string, password: string) =>
    new ApiClient(server.url).post(
      '/api/login',
      { email, password },
      { headers: { 'x-forwarded-for': address } },
    );

  it("five wrong passwords from one address lock that address out, never the owner's own", async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signInFrom('203.0.113.5', 'Taylor@Example.com', `wrong-${attempt}`)).status).toBe(422);
    }
    expect((await signInFrom('203.0.113.5', 'taylor@example.com', demoPassword)).status).toBe(429);
    expect((await signInFrom('198.51.100.7', 'taylor@example.com', demoPassword)).status).toBe(200);
  });

  it('stops guessing spread over many addresses at 30 misses an hour for the account', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const address = `192.0.2.${Math.floor(attempt / 3) + 10}`;
      expect((await signInFrom(address, 'riley@example.com', `wrong-${attempt}`)).status).toBe(422);
    }
    expect((await signInFrom('198.51.100.99', 'riley@example.com', demoPassword)).status).toBe(429);
  });
});
