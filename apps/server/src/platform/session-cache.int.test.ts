import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../test/api-client';
import { isPostgresReachable } from '../../test/test-databases';
import { isRedisReachable, testRedisUrl } from '../../test/test-redis';
import { describeOnDatabase, startTestServer, type TestServer } from '../../test/test-server';
import { whenReachable } from '../../test/when-reachable';
import { buildApp } from '../app';
import { createSandboxEmailSender } from '../integrations/email/sandbox';
import { hashToken } from './tokens';

interface ProfileAnswer {
  data: { attributes: { first_name: string } };
}

const minutes = (count: number) => count * 60_000;
const unauthenticated = [401, { code: 'unauthenticated', message: 'Unauthenticated.' }];
const statusAndBody = (answer: { status: number; body: unknown }) => [answer.status, answer.body];

describeOnDatabase('cached sessions on one instance', (database) => {
  let server: TestServer;
  let api: ApiClient;
  let now = new Date('2026-11-23T09:00:00Z');
  beforeAll(async () => {
    server = await startTestServer({ database, clock: () => now });
    api = new ApiClient(server.url);
  });
  afterAll(async () => server?.close());

  const profile = (token: string) => api.get<ProfileAnswer>('/api/restify/profile', { token });

  it('refuses a signed-out session at once, though it was read a moment before', async () => {
    const token = await signIn(api, 'drew');
    expect((await profile(token)).status).toBe(200);
    expect((await profile(token)).status).toBe(200);
    expect((await api.post('/api/logout', undefined, { token })).status).toBe(200);
    expect(statusAndBody(await profile(token))).toEqual(unauthenticated);
  });

  it('refuses at once the sessions another browser signed out, and those a password change ended', async () => {
    const laptop = await signIn(api, 'morgan');
    const phone = await signIn(api, 'morgan');
    expect((await profile(phone)).status).toBe(200);
    await api.post('/api/sessions/actions?action=sign-out-others', {}, { token: laptop });
    expect(statusAndBody(await profile(phone))).toEqual(unauthenticated);

    const tablet = await signIn(api, 'morgan');
    expect((await profile(tablet)).status).toBe(200);
    const changed = await api.post(
      '/api/restify/users/password',
      {
        current_password: 'Fathom-demo-1',
        password: 'Fathom-demo-2!',
        password_confirmation: 'Fathom-demo-2!',
      },
      { token: laptop },
    );
    expect(changed.status).toBe(200);
    expect(statusAndBody(await profile(tablet))).toEqual(unauthenticated);
    expect((await profile(laptop)).status).toBe(200);
  });

  it("refuses a removed partner's cached session at once", async () => {
    const holder = await signIn(api, 'sam');
    const partner = await signIn(api, 'jamie');
    expect((await profile(partner)).status).toBe(200);
    const removed = await api.post(
      '/api/restify/authorized-users/actions?action=delete-authorized-user',
      {},
      { token: holder },
    );
    expect(removed.status).toBe(200);
    expect(statusAndBody(await profile(partner))).toEqual(unauthenticated);
  });

  it('shows a changed name at once, though the session carrying the user was cached', async () => {
    const token = await signIn(api, 'casey');
    expect((await profile(token)).body.data.attributes.first_name).toBe('Casey');
    await api.post('/api/restify/profile', { first_name: 'Cas' }, { token });
    expect((await profile(token)).body.data.attributes.first_name).toBe('Cas');
  });

  it('refuses a cached session idle for 30 minutes', async () => {
    const token = await signIn(api, 'jordan');
    expect((await profile(token)).status).toBe(200);
    now = new Date(now.getTime() + minutes(30));
    expect(statusAndBody(await profile(token))).toEqual(unauthenticated);
  });

  it('slides a cached session’s idle timeout in the database, and refuses it 12 hours after sign-in', async () => {
    const signedInAt = now;
    const token = await signIn(api, 'pat');
    while (now.getTime() + minutes(29) < signedInAt.getTime() + minutes(12 * 60)) {
      now = new Date(now.getTime() + minutes(29));
      expect((await profile(token)).status).toBe(200);
      const { rows } = await server.db.query<{ last_seen_at: Date }>(
        'SELECT last_seen_at FROM sessions WHERE token_hash = $1',
        [hashToken(token)],
      );
      expect(rows[0]?.last_seen_at.getTime()).toBe(now.getTime());
    }
    now = new Date(signedInAt.getTime() + minutes(12 * 60));
    expect(statusAndBody(await profile(token))).toEqual(unauthenticated);
  });
});

const bothReachable = (await isPostgresReachable()) && (await isRedisReachable());

/**
 * Two instances on one PostgreSQL database and one Redis, as in production behind a load balancer. Skipped only
 * on a developer's machine without PostgreSQL or Redis running; CI (CI=true) always has both, and there a missing
 * server fails the suite instead of skipping it.
 */
whenReachable(bothReachable, 'no PostgreSQL and Redis here').describe(
  'cached sessions on two instances sharing PostgreSQL and Redis',
  () => {
    let first: TestServer;
    let second: FastifyInstance;
    let one: ApiClient;
    let other: ApiClient;
    beforeAll(async () => {
      first = await startTestServer({ database: 'postgres', env: { REDIS_URL: testRedisUrl } });
      second = await buildApp({
        config: first.config,
        db: first.db,
        email: createSandboxEmailSender({ info() {} }),
      });
      await second.listen({ host: '127.0.0.1', port: 0 });
      const address = second.server.address();
      one = new ApiClient(first.url);
      other = new ApiClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    const profile = (api: ApiClient, token: string) => api.get('/api/restify/profile', { token });

    /**
     * The revocation reaches the other instance through Redis, a message behind the answer that revoked it:
     * the session must be refused there within a second, far sooner than the cache's 5-second life.
     */
    const refusedSoon = (api: ApiClient, token: string) =>
      expect
        .poll(async () => statusAndBody(await profile(api, token)), { timeout: 1_000, interval: 20 })
        .toEqual(unauthenticated);

    /**
     * Waits until an instance caches sessions (it does once it listens to Redis): a session revoked behind
     * the servers' back, with no message, is still served from its cache.
     */
    const untilCaching = async (api: ApiClient) => {
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const probe = await signIn(one, 'riley');
        await profile(api, probe);
        await first.db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1', [
          hashToken(probe),
        ]);
        if ((await profile(api, probe)).status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the instance never cached a session');
    };

    it('refuses on the other instance, within a second, a session signed out on one', async () => {
      await untilCaching(one);
      await untilCaching(other);
      const token = await signIn(one, 'drew');
      expect((await profile(other, token)).status).toBe(200);
      expect((await profile(one, token)).status).toBe(200);
      expect((await one.post('/api/logout', undefined, { token })).status).toBe(200);
      await refusedSoon(other, token);
    });

    it('refuses on one instance, within a second, the sessions signed out from the other, and a removed partner', async () => {
      await untilCaching(one);
      const laptop = await signIn(one, 'morgan');
      const phone = await signIn(one, 'morgan');
      expect((await profile(one, phone)).status).toBe(200);
      await other.post('/api/sessions/actions?action=sign-out-others', {}, { token: laptop });
      await refusedSoon(one, phone);

      const holder = await signIn(one, 'sam');
      const partner = await signIn(one, 'jamie');
      expect((await profile(one, partner)).status).toBe(200);
      await other.post(
        '/api/restify/authorized-users/actions?action=delete-authorized-user',
        {},
        { token: holder },
      );
      await refusedSoon(one, partner);
    });
  },
);
