import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../test/test-server';

describeOnDatabase('remote logging', (database) => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      database,
      env: { LOG_LEVEL: 'info', REMOTE_LOG_API_KEY: 'portal-key' },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => server?.close());

  const send = (body: unknown, key?: string) =>
    fetch(`${server.url}/api/logs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'api-key': key } : {}) },
      body: JSON.stringify(body),
    });

  it('writes a line at the level sent, and refuses a missing or wrong key and an unknown level', async () => {
    const answer = await send(
      { level: 'WARNING', message: 'Slow page', context: { path: '/home', ms: 900 } },
      'portal-key',
    );
    expect(answer.status).toBe(200);
    const line = lines
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((entry) => entry.msg === 'Slow page');
    expect(line).toMatchObject({ level: 40, remote: true, context: '{"path":"/home","ms":900}' });
    expect((await send({ level: 'ERROR', message: 'x' })).status).toBe(401);
    expect((await send({ level: 'ERROR', message: 'x' }, 'fathom-web')).status).toBe(401);
    expect((await send({ level: 'FATAL', message: 'x' }, 'portal-key')).status).toBe(422);
  });

  it("keeps no email, date of birth, token or kit code of the browser's line or of its context", async () => {
    const token = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhmb29iYXI';
    const answer = await send(
      {
        level: 'ERROR',
        message: `Could not load /public-results/${token} for sam@example.com (born 1988-09-30)`,
        context: { email: 'sam@example.com', date_of_birth: '1988-09-30', url: '/k-r/v-c/FK-TAYLOR-0001' },
      },
      'portal-key',
    );
    expect(answer.status).toBe(200);
    const written = lines.find((text) => text.includes('Could not load'));
    expect(written).toBeDefined();
    for (const secret of [token, 'sam@example.com', '1988-09-30', 'FK-TAYLOR-0001'])
      expect(written).not.toContain(secret);
  });

  it('answers 429 after 60 lines a minute from one address', async () => {
    const statuses: number[] = [];
    for (let line = 0; line < 61; line += 1)
      statuses.push((await send({ level: 'INFO', message: `n${line}` }, 'portal-key')).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.at(-1)).toBe(429);
  });
});
