import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';

describeOnDatabase('benefits eligibility', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const check = (provider: string, memberId: string) =>
    fetch(`${server.url}/api/benefits-providers/${provider}/check/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        member_id: memberId,
        first_name: 'Drew',
        last_name: 'Foster',
        date_of_birth: '1990-02-03',
      }),
    });

  it('answers benefits_provider_member: eligible for a member id starting ELIG, not for another', async () => {
    const eligible = await check('progyny', 'elig-4411');
    expect(eligible.status).toBe(200);
    expect(((await eligible.json()) as { data: unknown }).data).toEqual({
      benefits_provider_member: {
        provider: 'progyny',
        provider_name: 'Progyny',
        first_name: 'Drew',
        last_name: 'Foster',
        eligible: true,
        message: 'Good news: your fertility benefits cover your testing with us.',
      },
    });
    const other = (await (await check('Carrot', 'M-1234')).json()) as {
      data: { benefits_provider_member: { eligible: boolean } };
    };
    expect(other.data.benefits_provider_member.eligible).toBe(false);
  });

  it('refuses an unknown provider, and stops after ten checks from one address', async () => {
    const unknown = await check('acme', 'ELIG-1');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      'We do not work with this benefits provider yet.',
    );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) statuses.push((await check('maven', 'X')).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
