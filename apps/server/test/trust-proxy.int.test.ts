import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

const check = (member: number) => ({
  provider_name: 'Aetna',
  state: 'CA',
  member_id: `W${member}`,
  first_name: 'Robin',
  last_name: 'Hale',
  date_of_birth: '1990-04-12',
});

describe('client addresses behind a proxy', () => {
  let server: TestServer | undefined;
  afterEach(async () => server?.close());

  const eleventhStatus = async (forwardedFor: (attempt: number) => string) => {
    let last = 0;
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const response = await fetch(`${server?.url}/api/insurance/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(attempt) },
        body: JSON.stringify(check(attempt)),
      });
      last = response.status;
    }
    return last;
  };

  it('ignores X-Forwarded-For unless the proxy is trusted: one address, one limit', async () => {
    server = await startTestServer({ seed: false });
    expect(await eleventhStatus((attempt) => `203.0.113.${attempt}`)).toBe(429);
  });

  it('limits each client behind a trusted proxy on its own', async () => {
    server = await startTestServer({ seed: false, env: { TRUST_PROXY: '127.0.0.1' } });
    expect(await eleventhStatus((attempt) => `203.0.113.${attempt}`)).toBe(200);
    expect(await eleventhStatus(() => '198.51.100.7')).toBe(429);
  });
});
