import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRequest, placeOrder, signInToken } from './checkout-requests';
import { startTestServer, type TestServer } from './test-server';

describe('the request log, as an operator searches it', () => {
  let server: TestServer;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    server = await startTestServer({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
  });
  afterAll(async () => server?.close());

  const linesOf = (id: string) => lines.filter((line) => line.reqId === id);

  it("writes one line per answer: its id, route template, status, duration and the user's id, nothing of who they are", async () => {
    const sam = await signInToken(server, 'sam@example.com');
    const itemId = '00000000-0000-4000-8000-0000000000aa';
    const response = await fetch(`${server.url}/api/restify/items/${itemId}?note=private-value`, {
      headers: { authorization: `Bearer ${sam}`, 'x-request-id': 'req-sam-item' },
    });
    expect(response.status).toBe(404);
    const samId = (
      await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', ['sam@example.com'])
    ).rows[0]?.id;
    const logged = linesOf('req-sam-item');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      route: '/api/restify/items/:itemId',
      status: 404,
      userId: samId,
      durationMs: expect.any(Number),
    });
    const text = JSON.stringify(logged[0]);
    for (const personal of ['sam@example.com', '"Sam"', itemId, 'private-value', sam]) {
      expect(text, personal).not.toContain(personal);
    }

    await fetch(`${server.url}/api/nothing-here`, { headers: { 'x-request-id': 'req-stray' } });
    expect(linesOf('req-stray')).toMatchObject([
      { msg: 'request', route: 'unmatched', status: 404, userId: null },
    ]);
  });

  it('carries the request id on the lines of the jobs and emails the request caused, when they run', async () => {
    await server.drainOutbox();
    const placed = await placeOrder(server, orderRequest(), undefined, { 'x-request-id': 'req-order-1' });
    expect(placed.status).toBe(200);
    expect(await server.drainOutbox()).toBeGreaterThanOrEqual(1);
    const logged = linesOf('req-order-1');
    expect(logged[0]).toMatchObject({ msg: 'request', route: '/api/checkout', status: 200 });
    // Each email the order queued (its confirmation, the new account's welcome) is sent by a run of its own.
    const emails = logged.filter((line) => line.msg === 'email');
    const runs = logged.filter((line) => line.msg === 'job run');
    expect(emails.length).toBeGreaterThanOrEqual(1);
    expect(logged).toHaveLength(1 + emails.length + runs.length);
    expect(emails).toEqual(
      runs.map((run) =>
        expect.objectContaining({
          job: 'send-email',
          jobId: run.jobId,
          outcome: 'sent',
          emailId: expect.any(String),
        }),
      ),
    );
    for (const run of runs) expect(run).toMatchObject({ job: 'send-email', status: 'completed', attempt: 1 });
    // The buyer's address and the message's subject stay out of the log.
    expect(JSON.stringify(logged)).not.toContain('@example.com');
  });

  it('logs a job no request queued without a request id', async () => {
    const before = lines.length;
    await server.jobs.runNow('owed-order-confirmations');
    const run = lines.slice(before).find((line) => line.job === 'owed-order-confirmations');
    expect(run).toMatchObject({ msg: 'job run', status: 'completed' });
    expect(run).not.toHaveProperty('reqId');
  });
});
