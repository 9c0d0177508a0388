import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** An identity provider of the test's own: its discovery document and published keys, served locally. */
async function startIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  let url = '';
  const server: Server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/.well-known/openid-configuration')
      response.end(JSON.stringify({ issuer: url, jwks_uri: `${url}/jwks` }));
    else if (request.url === '/jwks') response.end(JSON.stringify({ keys: [jwk] }));
    else response.writeHead(404).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, privateKey, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describeOnDatabase("identity provider's access tokens", (database) => {
  let issuer: Awaited<ReturnType<typeof startIssuer>>;
  let server: TestServer;
  let otherKey: Key;
  beforeAll(async () => {
    issuer = await startIssuer();
    otherKey = (await generateKeyPair('RS256')).privateKey;
    server = await startTestServer({
      database,
      env: { OIDC_ISSUER: issuer.url, OIDC_AUDIENCE: 'fathom-api' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await issuer?.close();
  });

  const token = (
    claims: Record<string, unknown>,
    options: { key?: Key; alg?: string; expires?: string | number; issuedAt?: number } = {},
  ) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: 'test-key' })
      .setIssuer((claims.iss as string) ?? issuer.url)
      .setAudience((claims.aud as string) ?? 'fathom-api')
      .setSubject('auth0|123')
      .setIssuedAt(options.issuedAt)
      .setExpirationTime(options.expires ?? '10m')
      .sign(options.key ?? issuer.privateKey);
  const profileWith = (bearer: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/restify/profile`, {
      headers: { authorization: `Bearer ${bearer}`, ...headers },
    });

  it("maps each persona's token to that persona", async () => {
    for (const persona of ['sam', 'jamie', 'riley']) {
      const answer = await profileWith(await token({ email: `${persona}@example.com` }));
      expect(answer.status, persona).toBe(200);
      const body = (await answer.json()) as { data: { attributes: { email: string } } };
      expect(body.data.attributes.email).toBe(`${persona}@example.com`);
    }
    const partner = await fetch(`${server.url}/api/restify/orders`, {
      headers: { authorization: `Bearer ${await token({ email: 'jamie@example.com' })}` },
    });
    expect(partner.status).toBe(403);
  });

  it('refuses a wrong audience, issuer, expiry, algorithm, key or an unverified email', async () => {
    const email = 'sam@example.com';
    const refused = [
      await token({ email, aud: 'another-api' }),
      await token({ email, iss: 'https://elsewhere.example' }),
      await token({ email }, { expires: '-2m' }),
      await token({ email }, { key: otherKey }),
      await token({ email, email_verified: false }),
      await token({ email: 'nobody@example.com' }),
    ];
    for (const bearer of refused) expect((await profileWith(bearer)).status).toBe(401);
    const hmac = await new SignJWT({ email, email_verified: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(issuer.url)
      .setAudience('fathom-api')
      .setSubject('x')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('a-shared-secret-of-32-bytes-long!!'));
    expect((await profileWith(hmac)).status).toBe(401);
  });

  it("allows the spec's 60 s of leeway for the clocks, and refuses a token issued or expired beyond it", async () => {
    const email = 'sam@example.com';
    const now = Math.floor(Date.now() / 1000);
    const status = async (options: { issuedAt?: number; expires?: number }) =>
      (await profileWith(await token({ email }, options))).status;
    expect(await status({ issuedAt: now + 20, expires: now + 600 })).toBe(200);
    expect(await status({ issuedAt: now + 120, expires: now + 600 })).toBe(401);
    expect(await status({ issuedAt: now + 24 * 3600, expires: now + 25 * 3600 })).toBe(401);
    expect(await status({ issuedAt: now - 600, expires: now - 20 })).toBe(200);
    expect(await status({ issuedAt: now - 600, expires: now - 120 })).toBe(401);
  });

  it('with Use-Old-Authentication the bearer is one of the portal’s own session tokens', async () => {
    const providerToken = await token({ email: 'sam@example.com' });
    expect((await profileWith(providerToken, { 'use-old-authentication': 'true' })).status).toBe(401);
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sam@example.com', password: 'Fathom-demo-1' }),
    });
    const session = ((await login.json()) as { data: { token: string } }).data.token;
    expect((await profileWith(session, { 'use-old-authentication': 'true' })).status).toBe(200);
    expect((await profileWith(session)).status).toBe(200);
  });
});
