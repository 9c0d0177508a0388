import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signIn } from '../../../test/api-client';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';
import {
  IdentityVerificationUnavailableError,
  type IdentityVerifier,
} from '../../integrations/identity-verification/index';
import { createSandboxIdentityVerifier } from '../../integrations/identity-verification/sandbox';
import {
  type FakeIdmeServer,
  fakeIdmeClient,
  startFakeIdmeServer,
} from '../../integrations/identity-verification/testing/fake-idme-server';

interface Verification {
  id: string;
  purpose: string;
  provider_name: string;
  status: 'verified' | 'refused';
  groups: string[];
  reason: string | null;
  message: string;
  completed_at: string;
  return_path: string | null;
}
interface Answer<T> {
  data: T;
  message?: string;
  errors?: Record<string, string[]>;
}
type Started = Answer<{ authorize_url: string; expires_at: string }>;

const stateOf = (authorizeUrl: string) => new URL(authorizeUrl).searchParams.get('state') ?? '';

describeOnDatabase('identity verification', (database) => {
  let server: TestServer;
  let api: ApiClient;
  const tokens: Record<string, string> = {};
  /** The provider stops answering while this is on. */
  let outage = false;
  beforeAll(async () => {
    const sandbox = createSandboxIdentityVerifier({ publicUrl: 'http://localhost:3000' });
    const verifier: IdentityVerifier = {
      name: 'sandbox',
      authorizationUrl: (request) => sandbox.authorizationUrl(request),
      async exchange(request) {
        if (outage) throw new IdentityVerificationUnavailableError('no answer');
        return sandbox.exchange(request);
      },
    };
    server = await startTestServer({ database, identityVerifier: verifier });
    api = new ApiClient(server.url);
    for (const persona of ['sam', 'drew', 'casey', 'morgan', 'taylor', 'riley', 'pat', 'jamie', 'lab']) {
      tokens[persona] = await signIn(api, persona);
    }
  });
  afterAll(async () => server?.close());

  const start = (persona: string, body: unknown = { purpose: 'account' }) =>
    api.post<Started>('/api/identity-verification/start', body, { token: tokens[persona] });
  const callback = (persona: string, body: unknown) =>
    api.post<Answer<Verification>>('/api/identity-verification/callbacks', body, { token: tokens[persona] });
  const startedState = async (persona: string, purpose = 'account') => {
    const started = await start(persona, { purpose });
    expect(started.status).toBe(200);
    return stateOf(started.body.data.authorize_url);
  };

  it("starts at the sandbox's page, and a VERIFIED- code verifies the customer with the groups it names", async () => {
    const started = await start('drew', { purpose: 'account', return_path: '/profile' });
    expect(started.status).toBe(200);
    const authorize = new URL(started.body.data.authorize_url);
    expect(authorize.pathname).toBe('/identity-verification/sandbox/authorize');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/idme/callback');
    const state = stateOf(started.body.data.authorize_url);
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(new Date(started.body.data.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);

    const before = await api.get<Answer<{ verified: boolean }>>('/api/identity-verification', {
      token: tokens.drew,
    });
    expect(before.body.data).toEqual({ verified: false, latest: null });

    const verified = await callback('drew', { code: 'VERIFIED-VETERAN-d1', state, purpose: 'account' });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      purpose: 'account',
      provider_name: 'ID.me',
      status: 'verified',
      groups: ['veteran'],
      reason: null,
      message: 'ID.me verified your identity and your status: Veteran.',
      return_path: '/profile',
    });
    const after = await api.get<Answer<{ verified: boolean; latest: Verification }>>(
      '/api/identity-verification',
      { token: tokens.drew },
    );
    expect(after.body.data).toEqual({ verified: true, latest: verified.body.data });
    const { rows } = await server.db.query<{ state_hash: string; code_hash: string }>(
      'SELECT state_hash, code_hash FROM identity_verifications WHERE id = $1',
      [verified.body.data.id],
    );
    expect(rows[0]?.state_hash).not.toBe(state);
    expect(rows[0]?.code_hash).not.toContain('VERIFIED');
  });

  it('answers the first outcome again for the same code, and refuses another code on a used state', async () => {
    const state = await startedState('casey');
    const first = await callback('casey', { code: 'VERIFIED-NURSE-c1', state, purpose: 'account' });
    const again = await callback('casey', { code: 'VERIFIED-NURSE-c1', state, purpose: 'account' });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const other = await callback('casey', { code: 'VERIFIED-VETERAN-c2', state, purpose: 'account' });
    expect([other.status, other.body.message]).toEqual([
      409,
      'This verification link has already been used. Start the verification again.',
    ]);
  });

  it('never lets one code serve two verifications', async () => {
    const first = await startedState('casey');
    const second = await startedState('casey');
    expect((await callback('casey', { code: 'VERIFIED-c3', state: first, purpose: 'account' })).status).toBe(
      200,
    );
    const reused = await callback('casey', { code: 'VERIFIED-c3', state: second, purpose: 'account' });
    expect([reused.status, reused.body.message]).toEqual([
      409,
      'This verification code has already been used. Start the verification again.',
    ]);
  });

  it('records a refused verification with its reason, and the customer stays unverified', async () => {
    const refused = await callback('morgan', {
      code: 'REFUSED-m1',
      state: await startedState('morgan', 'benefits-check'),
      purpose: 'benefits-check',
    });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toMatchObject({
      purpose: 'benefits-check',
      status: 'refused',
      groups: [],
      reason: 'not_verified',
      message:
        'ID.me could not verify your identity. Check the details you gave ID.me and try again, or contact us and we will help.',
    });
    const expired = await callback('morgan', {
      code: 'EXPIRED-m2',
      state: await startedState('morgan'),
      purpose: 'account',
    });
    expect(expired.body.data).toMatchObject({ status: 'refused', reason: 'expired_code' });
    const status = await api.get<Answer<{ verified: boolean }>>('/api/identity-verification', {
      token: tokens.morgan,
    });
    expect(status.body.data.verified).toBe(false);
  });

  it('refuses a state it never issued, one of another user or session, or one for another purpose', async () => {
    const invalid = 'This verification link is not valid for your session. Start the verification again.';
    const unknown = await callback('taylor', { code: 'VERIFIED-t1', state: 'made-up', purpose: 'account' });
    expect([unknown.status, unknown.body.message, unknown.body.errors]).toEqual([
      422,
      invalid,
      { state: [invalid] },
    ]);
    const state = await startedState('taylor');
    const byAnother = await callback('riley', { code: 'VERIFIED-t2', state, purpose: 'account' });
    expect([byAnother.status, byAnother.body.message]).toEqual([422, invalid]);
    const otherPurpose = await callback('taylor', { code: 'VERIFIED-t3', state, purpose: 'benefits-check' });
    expect(otherPurpose.status).toBe(422);
    const otherSession = await signIn(api, 'taylor');
    const fromOtherSession = await api.post<Answer<unknown>>(
      '/api/identity-verification/callbacks',
      { code: 'VERIFIED-t4', state, purpose: 'account' },
      { token: otherSession },
    );
    expect(fromOtherSession.status).toBe(422);
    // None of those used the state: its own session still completes it.
    expect((await callback('taylor', { code: 'VERIFIED-t5', state, purpose: 'account' })).status).toBe(200);
  });

  it('refuses an expired state, and validates the body', async () => {
    const state = await startedState('riley');
    await server.db.query(
      `UPDATE identity_verifications SET expires_at = now() - interval '1 minute'
        WHERE user_id = (SELECT id FROM users WHERE email = 'riley@example.com')`,
    );
    const expired = await callback('riley', { code: 'VERIFIED-r1', state, purpose: 'account' });
    expect([expired.status, expired.body.message]).toEqual([
      422,
      'This verification link has expired. Start the verification again.',
    ]);
    const empty = await callback('riley', { state, purpose: 'account' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.code).toEqual(['The verification code is missing.']);
    const badReturn = await start('riley', { purpose: 'account', return_path: 'https://evil.example' });
    expect(badReturn.body.errors?.return_path).toEqual(['The return path must be a page of the portal.']);
    expect((await start('riley', { purpose: 'bc' })).status).toBe(422);
  });

  it('answers 504 while the provider does not answer, and the same code works once it does', async () => {
    const state = await startedState('pat');
    outage = true;
    try {
      const down = await callback('pat', { code: 'VERIFIED-RESPONDER-p1', state, purpose: 'account' });
      expect([down.status, down.body.message]).toEqual([504, 'ID.me did not answer. Try again in a moment.']);
    } finally {
      outage = false;
    }
    const back = await callback('pat', { code: 'VERIFIED-RESPONDER-p1', state, purpose: 'account' });
    expect([back.status, back.body.data.groups]).toEqual([200, ['responder']]);
  });

  it('is for signed-in clients only: a visitor, the partner and staff are refused', async () => {
    expect((await api.post('/api/identity-verification/start', { purpose: 'account' })).status).toBe(401);
    expect((await start('jamie')).status).toBe(403);
    expect((await start('lab')).status).toBe(403);
    expect((await callback('jamie', { code: 'VERIFIED-j', state: 'x', purpose: 'account' })).status).toBe(
      403,
    );
    expect((await api.get('/api/identity-verification', { token: tokens.jamie })).status).toBe(403);
  });

  it('stops after ten starts in 15 minutes for one customer', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) statuses.push((await start('sam')).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('serves the sandbox page, which goes back only to the portal callbacks with the state', async () => {
    const page = await fetch(
      `${server.url}/identity-verification/sandbox/authorize?response_type=code&redirect_uri=${encodeURIComponent(
        'http://localhost:3000/idme/bc-callback',
      )}&state=abc`,
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Verify as a veteran');
    expect(html).toMatch(
      /href="http:\/\/localhost:3000\/idme\/bc-callback\?code=VERIFIED-VETERAN-\w+&amp;state=abc"/,
    );
    expect(html).toContain('error=access_denied');
    const elsewhere = await fetch(
      `${server.url}/identity-verification/sandbox/authorize?redirect_uri=${encodeURIComponent(
        'https://evil.example/idme/callback',
      )}&state=abc`,
    );
    expect(elsewhere.status).toBe(400);
  });
});

describe('identity verification through ID.me (a local ID.me)', () => {
  let idme: FakeIdmeServer;
  let server: TestServer;
  let api: ApiClient;
  let token: string;
  beforeAll(async () => {
    idme = await startFakeIdmeServer();
    server = await startTestServer({
      env: {
        IDENTITY_VERIFICATION: 'idme',
        IDME_CLIENT_ID: fakeIdmeClient.id,
        IDME_CLIENT_SECRET: fakeIdmeClient.secret,
        IDME_API_BASE: idme.url,
        IDME_SCOPES: 'military responder',
      },
    });
    api = new ApiClient(server.url);
    token = await signIn(api, 'drew');
  });
  afterAll(async () => {
    await server?.close();
    await idme?.close();
  });

  it('sends the customer to ID.me and records what ID.me verified for the code it sent back', async () => {
    const started = await api.post<Started>(
      '/api/identity-verification/start',
      { purpose: 'benefits-check' },
      { token },
    );
    const authorize = new URL(started.body.data.authorize_url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${idme.url}/oauth/authorize`);
    expect(authorize.searchParams.get('scope')).toBe('military responder');
    const redirectUri = authorize.searchParams.get('redirect_uri') ?? '';
    expect(redirectUri).toBe('http://localhost:3000/idme/bc-callback');
    const code = idme.issueCode(
      { uuid: 'idme-drew', status: [{ group: 'military', subgroups: ['Veteran'], verified: true }] },
      redirectUri,
    );
    const verified = await api.post<Answer<Verification>>(
      '/api/identity-verification/callbacks',
      { code, state: stateOf(started.body.data.authorize_url), purpose: 'benefits-check' },
      { token },
    );
    expect(verified.body.data).toMatchObject({ status: 'verified', groups: ['veteran'] });
    const { rows } = await server.db.query<{ provider: string; provider_subject: string }>(
      'SELECT provider, provider_subject FROM identity_verifications WHERE id = $1',
      [verified.body.data.id],
    );
    expect(rows[0]).toEqual({ provider: 'idme', provider_subject: 'idme-drew' });
  });

  it('does not serve the sandbox page', async () => {
    const page = await fetch(
      `${server.url}/identity-verification/sandbox/authorize?redirect_uri=${encodeURIComponent(
        'http://localhost:3000/idme/callback',
      )}&state=abc`,
    );
    expect(await page.text()).not.toContain('ID.me sandbox');
  });
});
