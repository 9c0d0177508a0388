import { describe, expect, it } from 'vitest';
import { scrubErrorEvent, scrubReportText } from './error-report-privacy';

const sessionToken = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C';
const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzYW0ifQ.c2lnbmF0dXJl';

describe('scrubReportText', () => {
  it('removes emails', () => {
    expect(scrubReportText('No client for sam.rivers+kit@example.com')).toBe('No client for [email]');
  });

  it("removes an address's query string and fragment, where reset and sign-in tokens travel", () => {
    expect(scrubReportText('GET https://portal.example/password/reset?token=abc&email=x failed')).toBe(
      'GET https://portal.example/password/reset failed',
    );
    expect(scrubReportText('at /auth/callback?code=123&state=456 (line 3)')).toBe(
      'at /auth/callback (line 3)',
    );
    expect(scrubReportText('https://portal.example/login#access_token=abc')).toBe(
      'https://portal.example/login',
    );
  });

  it('removes tokens and card-like numbers', () => {
    expect(scrubReportText(`Bearer ${sessionToken} refused`)).toBe('Bearer [token] refused');
    expect(scrubReportText(`id token ${jwt}`)).toBe('id token [token]');
    expect(scrubReportText('card 4242 4242 4242 4242 declined')).toBe('card [number] declined');
  });

  it('keeps what explains the failure', () => {
    const message =
      "Cannot read properties of undefined (reading 'attributes') at OrderCard (index-ie156EgE.js:3:10)";
    expect(scrubReportText(message)).toBe(message);
    expect(scrubReportText('Order 7f9c2a4e-1b7d-4c1e-9a51-3c1f0a5b2d77 not found')).toBe(
      'Order 7f9c2a4e-1b7d-4c1e-9a51-3c1f0a5b2d77 not found',
    );
  });
});

describe('scrubErrorEvent', () => {
  it('drops the user, breadcrumbs, extra data and every part of the request but its method and bare address', () => {
    const scrubbed = scrubErrorEvent({
      event_id: 'abc',
      user: { id: 'u1', email: 'sam@example.com', ip_address: '203.0.113.9' },
      breadcrumbs: [{ category: 'navigation', data: { to: '/password/reset?token=abc' } }],
      extra: { body: { password: 'Fathom-demo-1' } },
      request: {
        url: 'https://portal.example/k-r/v-c/FK-1?email=sam%40example.com',
        method: 'GET',
        query_string: 'email=sam%40example.com',
        cookies: { session: sessionToken },
        headers: { authorization: `Bearer ${sessionToken}` },
        data: { date_of_birth: '1988-09-30' },
        env: { REMOTE_ADDR: '203.0.113.9' },
      },
      tags: { route: '/api/restify/orders' },
    });
    expect(scrubbed).toEqual({
      event_id: 'abc',
      request: { url: 'https://portal.example/k-r/v-c/FK-1', method: 'GET' },
      tags: { route: '/api/restify/orders' },
    });
  });

  it('scrubs messages, exception values and stack frame addresses, and drops source lines and local variables', () => {
    const scrubbed = scrubErrorEvent({
      message: 'Failed for sam@example.com',
      exception: {
        values: [
          {
            type: 'Error',
            value: `duplicate key (email)=(sam@example.com) with token ${sessionToken}`,
            stacktrace: {
              frames: [
                {
                  filename: 'https://portal.example/assets/app.js?v=2',
                  abs_path: 'https://portal.example/assets/app.js?v=2',
                  vars: { password: 'Fathom-demo-1' },
                  context_line: 'const email = "sam@example.com";',
                  pre_context: ['let token;'],
                  post_context: ['}'],
                },
              ],
            },
          },
        ],
      },
    });
    expect(scrubbed.message).toBe('Failed for [email]');
    expect(scrubbed.exception?.values?.[0]).toEqual({
      type: 'Error',
      value: 'duplicate key (email)=([email]) with token [token]',
      stacktrace: {
        frames: [
          {
            filename: 'https://portal.example/assets/app.js',
            abs_path: 'https://portal.example/assets/app.js',
          },
        ],
      },
    });
    expect(JSON.stringify(scrubbed)).not.toMatch(/sam@example\.com|Fathom-demo-1/);
  });
});
