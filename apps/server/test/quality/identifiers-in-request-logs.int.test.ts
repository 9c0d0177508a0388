import { expect, it } from 'vitest';
import { startTestServer } from '../test-server';

/** The request log names each route, never the share token, kit code, draft or insurance id it carried. */
it('writes no share token, kit code, draft id or insurance id of a request URL to the log', async () => {
  const lines: string[] = [];
  const server = await startTestServer({
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void lines.push(line) },
  });
  const secrets = [
    'Zm9vYmFyYmF6cXV4cXV1eHF1dXhmb29iYXI',
    'FK-TAYLOR-0001',
    '0b6f9d3e-0d8c-4b1a-9a51-3c1f0a5b2d77',
    'MEMBER-778899',
  ];
  try {
    await fetch(`${server.url}/api/public-results/${secrets[0]}`);
    await fetch(`${server.url}/api/kit-registrations/verify-client-dob/${secrets[1]}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date_of_birth: '1999-01-01' }),
    });
    await fetch(`${server.url}/k-r/v-c/${secrets[1]}`);
    await fetch(`${server.url}/api/withdrawals/drafts/${secrets[2]}`);
    await fetch(`${server.url}/api/checkout-intent/${secrets[2]}`);
    await fetch(`${server.url}/checkouts?insurance=${secrets[3]}`);
  } finally {
    await server.close();
  }
  const log = lines.join('\n');
  // Each request is logged by its route's template.
  expect(log).toContain('"route":"/api/public-results/:token"');
  expect(log).toContain('"route":"/api/kit-registrations/verify-client-dob/:identifier"');
  for (const secret of secrets) expect(log, secret).not.toContain(secret);
});
