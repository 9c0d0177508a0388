import type { ErrorEvent } from '@sentry/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSentryBrowserReporter, sentryBrowserOptions } from './sentry-browser';

const dsn = 'https://public@errors.example/4507';
const token = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C';

describe('Sentry in the browser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('collects nothing by itself: no integrations (so no replay or global handlers), breadcrumbs or user data', () => {
    const options = sentryBrowserOptions({ dsn, environment: 'production' });
    expect(options.integrations).toEqual([]);
    expect(options.maxBreadcrumbs).toBe(0);
    expect(options.beforeBreadcrumb()).toBeNull();
    expect(options.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      urlQueryParams: false,
    });
  });

  it('sends events through beforeSend without user data, query strings, emails or tokens', () => {
    const { beforeSend } = sentryBrowserOptions({ dsn, environment: 'production' });
    const event: ErrorEvent = {
      type: undefined,
      user: { email: 'sam@example.com', ip_address: '203.0.113.9' },
      breadcrumbs: [{ category: 'navigation', data: { to: `/login-as?token=${token}` } }],
      request: {
        url: `https://portal.example/password/reset?token=${token}&email=sam%40example.com`,
        headers: { Referer: `https://portal.example/login?loginToken=${token}` },
        cookies: { session: token },
      },
      exception: {
        values: [
          {
            type: 'TypeError',
            value: `No client for sam@example.com with ${token}`,
            stacktrace: { frames: [{ filename: 'https://portal.example/assets/app.js?v=1', lineno: 3 }] },
          },
        ],
      },
    };

    const scrubbed = beforeSend(event);

    expect(scrubbed).toEqual({
      type: undefined,
      request: { url: 'https://portal.example/password/reset' },
      exception: {
        values: [
          {
            type: 'TypeError',
            value: 'No client for [email] with [token]',
            stacktrace: { frames: [{ filename: 'https://portal.example/assets/app.js', lineno: 3 }] },
          },
        ],
      },
    });
  });

  it("reports an uncaught error to the DSN's envelope endpoint, scrubbed, with the page's path", {
    timeout: 20_000,
  }, async () => {
    const posted: { url: string; body: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        posted.push({ url: String(url), body: String(init.body) });
        return new Response('{}', { status: 200 });
      }),
    );
    const report = createSentryBrowserReporter({ dsn, environment: 'production' });

    report(new Error(`Checkout failed for sam@example.com (${token})`), '/checkouts');

    await vi.waitFor(() => expect(posted).toHaveLength(1), { timeout: 10_000 });
    const [request] = posted;
    expect(request?.url).toMatch(/^https:\/\/errors\.example\/api\/4507\/envelope\/\?/);
    const [, , payload = '{}'] = request?.body.split('\n') ?? [];
    const event = JSON.parse(payload) as ErrorEvent;
    expect(event.exception?.values?.[0]?.value).toBe('Checkout failed for [email] ([token])');
    expect(event.tags).toMatchObject({ path: '/checkouts' });
    expect(event.user).toBeUndefined();
    expect(request?.body).not.toContain('sam@example.com');
    expect(request?.body).not.toContain(token);
  });
});
