import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUncaughtErrorReporter, injectedSentryDsn } from './uncaught-error-reporter';

function recordRequests() {
  const requests: { url: string; body: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url: String(url), body: String(init.body) });
      return new Response('{"data":null}', { status: 200 });
    }),
  );
  return requests;
}

describe('reporting an uncaught error', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the Sentry DSN from the page's injected config, only when one is given", () => {
    const dsn = 'https://public@errors.example/4507';
    expect(injectedSentryDsn({ sentryDsn: dsn })).toBe(dsn);
    expect(injectedSentryDsn({})).toBeUndefined();
    expect(injectedSentryDsn({ sentryDsn: 42 })).toBeUndefined();

    const script = document.createElement('script');
    script.id = 'fathom-config';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ productName: 'Fathom', sentryDsn: dsn });
    document.head.append(script);
    try {
      expect(injectedSentryDsn()).toBe(dsn);
    } finally {
      script.remove();
    }
  });

  it("logs it on the portal's own server only, without a Sentry DSN", async () => {
    const requests = recordRequests();
    const report = createUncaughtErrorReporter({ sentryDsn: undefined, environment: 'production' });

    report('Boom', new Error('Boom'), '/home');

    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe('/api/logs');
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({
      level: 'ERROR',
      message: 'Boom',
      context: { path: '/home' },
    });
  });

  it('also reports it to Sentry when a DSN is configured', { timeout: 20_000 }, async () => {
    const requests = recordRequests();
    const report = createUncaughtErrorReporter({
      sentryDsn: 'https://public@errors.example/4507',
      environment: 'production',
    });

    report('Boom', new Error('Boom'), '/home');

    // The first report loads the SDK's chunk, which takes a while on a busy machine.
    await vi.waitFor(() => expect(requests).toHaveLength(2), { timeout: 10_000 });
    expect(requests.map((request) => new URL(request.url, 'http://portal.example').host).sort()).toEqual([
      'errors.example',
      'portal.example',
    ]);
  });
});
