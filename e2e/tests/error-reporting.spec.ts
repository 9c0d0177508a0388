import { startFakeSentryServer } from '../../apps/server/src/integrations/error-reporting/testing/fake-sentry-server';
import { type BuiltServer, startBuiltServer } from '../support/built-server';
import { expectSignInTakenOver } from '../support/sign-in';
import { expect, test } from '../support/test';

// A server of its own with SENTRY_DSN pointing at a local stand-in for Sentry's ingestion.
let sentry: Awaited<ReturnType<typeof startFakeSentryServer>>;
let server: BuiltServer;
test.beforeAll(async () => {
  // A server of the file's own takes longer than a test's 30 s to start on a busy machine.
  test.setTimeout(120_000);
  sentry = await startFakeSentryServer();
  server = await startBuiltServer({ SENTRY_DSN: sentry.dsn });
});
test.afterAll(async () => {
  await server?.stop();
  await sentry?.close();
});
test.use({ baseURL: '' });

test("a page's uncaught error reaches Sentry through the security policy, without the email or token it held", async ({
  page,
}) => {
  const token = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C';
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto(`${server.baseUrl}/login`);
  // The page is painted from its HTML before its code runs; errors are caught once the code has taken it over.
  await expectSignInTakenOver(page);
  expect(sentry.received).toHaveLength(0);

  await page.evaluate((secret) => {
    setTimeout(() => {
      throw new Error(`Lost sam@example.com at /password/reset?token=${secret}`);
    });
  }, token);

  await expect.poll(() => sentry.received.length).toBe(1);
  const [envelope] = sentry.received;
  const [event] = envelope?.events ?? [];
  expect(event).toMatchObject({
    exception: { values: [expect.objectContaining({ value: 'Lost [email] at /password/reset' })] },
    tags: { path: '/login' },
  });
  expect(event).not.toHaveProperty('user');
  expect(event).not.toHaveProperty('breadcrumbs');
  expect(envelope?.body).not.toContain('sam@example.com');
  expect(envelope?.body).not.toContain(token);
  expect(blocked).toEqual([]);
});
