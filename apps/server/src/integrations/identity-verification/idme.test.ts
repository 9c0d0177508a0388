import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdmeVerifier, portalGroupsOf } from './idme';
import { IdentityVerificationUnavailableError, type IdentityVerifier } from './index';
import { type FakeIdmeServer, fakeIdmeClient, startFakeIdmeServer } from './testing/fake-idme-server';
import { identityVerifierConformance } from './testing/identity-verifier-conformance';

const redirectUri = 'http://localhost:3000/idme/callback';
const veteran = {
  uuid: 'idme-veteran-1',
  status: [{ group: 'military', subgroups: ['Veteran'], verified: true }],
};
const unverified = { uuid: 'idme-unverified-1', status: [{ group: 'military', verified: false }] };

describe('ID.me adapter against a local ID.me', () => {
  let idme: FakeIdmeServer;
  let verifier: IdentityVerifier;
  beforeAll(async () => {
    idme = await startFakeIdmeServer();
    verifier = createIdmeVerifier({
      clientId: fakeIdmeClient.id,
      clientSecret: fakeIdmeClient.secret,
      apiBase: `${idme.url}/`,
      scopes: ['military', 'responder'],
      timeoutMs: 2_000,
    });
  });
  afterAll(async () => idme?.close());

  describe('conformance', () => {
    identityVerifierConformance(() => ({
      verifier,
      redirectUri,
      veteranCode: () => idme.issueCode(veteran, redirectUri),
      unverifiedCode: () => idme.issueCode(unverified, redirectUri),
      expiredCode: () => 'a-code-ID.me-never-issued',
    }));
  });

  it("sends the browser to ID.me's authorize endpoint with the client and the groups asked for", () => {
    const url = new URL(verifier.authorizationUrl({ state: 'the-state', redirectUri }));
    expect(`${url.origin}${url.pathname}`).toBe(`${idme.url}/oauth/authorize`);
    expect(url.searchParams.get('client_id')).toBe(fakeIdmeClient.id);
    expect(url.searchParams.get('scope')).toBe('military responder');
  });

  it('exchanges the code with the secret on the server side, once', async () => {
    const code = idme.issueCode(veteran, redirectUri);
    expect(await verifier.exchange({ code, redirectUri })).toEqual({
      status: 'verified',
      subject: 'idme-veteran-1',
      groups: ['veteran'],
    });
    const tokenRequest = idme.requests.findLast((request) => request.path === '/oauth/token');
    expect(tokenRequest?.form).toMatchObject({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_secret: fakeIdmeClient.secret,
    });
    expect(await verifier.exchange({ code, redirectUri })).toEqual({
      status: 'refused',
      reason: 'expired_code',
    });
  });

  it('refuses a code issued for another redirect address', async () => {
    const code = idme.issueCode(veteran, 'http://localhost:3000/idme/bc-callback');
    expect(await verifier.exchange({ code, redirectUri })).toEqual({
      status: 'refused',
      reason: 'expired_code',
    });
  });

  it('reads several verified groups, and leaves out the ones not verified', async () => {
    const code = idme.issueCode(
      {
        uuid: 'idme-2',
        status: [
          { group: 'responder', subgroups: ['Firefighter'], verified: true },
          { group: 'military', subgroups: ['Military Spouse'], verified: true },
          { group: 'teacher', verified: false },
        ],
      },
      redirectUri,
    );
    expect(await verifier.exchange({ code, redirectUri })).toEqual({
      status: 'verified',
      subject: 'idme-2',
      groups: ['responder', 'military_family'],
    });
  });

  it('says the provider is unavailable on its outage, a wrong client secret, or no answer at all', async () => {
    idme.failNext('/oauth/token', 503);
    await expect(
      verifier.exchange({ code: idme.issueCode(veteran, redirectUri), redirectUri }),
    ).rejects.toBeInstanceOf(IdentityVerificationUnavailableError);
    idme.failNext('/api/public/v3/attributes.json', 500);
    await expect(
      verifier.exchange({ code: idme.issueCode(veteran, redirectUri), redirectUri }),
    ).rejects.toBeInstanceOf(IdentityVerificationUnavailableError);

    const wrongSecret = createIdmeVerifier({
      clientId: fakeIdmeClient.id,
      clientSecret: 'not-the-secret',
      apiBase: idme.url,
      scopes: ['military'],
    });
    await expect(
      wrongSecret.exchange({ code: idme.issueCode(veteran, redirectUri), redirectUri }),
    ).rejects.toBeInstanceOf(IdentityVerificationUnavailableError);

    const nowhere = createIdmeVerifier({
      clientId: fakeIdmeClient.id,
      clientSecret: fakeIdmeClient.secret,
      apiBase: 'http://127.0.0.1:9',
      scopes: ['military'],
      timeoutMs: 1_000,
    });
    await expect(nowhere.exchange({ code: 'x', redirectUri })).rejects.toBeInstanceOf(
      IdentityVerificationUnavailableError,
    );
  });
});

describe("ID.me's groups in the portal's words", () => {
  it('tells veterans, service members and military families apart', () => {
    expect(portalGroupsOf({ group: 'military', subgroups: ['Veteran'], verified: true })).toEqual([
      'veteran',
    ]);
    expect(portalGroupsOf({ group: 'military', subgroups: ['Retiree'], verified: true })).toEqual([
      'veteran',
    ]);
    expect(portalGroupsOf({ group: 'military', subgroups: ['Service Member'], verified: true })).toEqual([
      'military',
    ]);
    expect(portalGroupsOf({ group: 'military', subgroups: ['Military Spouse'], verified: true })).toEqual([
      'military_family',
    ]);
    expect(portalGroupsOf({ group: 'military', verified: true })).toEqual(['military']);
  });

  it('keeps the groups it knows and drops the others', () => {
    expect(portalGroupsOf({ group: 'Nurse', verified: true })).toEqual(['nurse']);
    expect(portalGroupsOf({ group: 'hospital_employee', verified: true })).toEqual(['medical']);
    expect(portalGroupsOf({ group: 'identity', verified: true })).toEqual([]);
  });
});
