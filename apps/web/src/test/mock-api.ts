import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface MockRoute {
  method: string;
  /** Path name of the request, e.g. /api/login. */
  path: string;
  status?: number;
  body: unknown;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/vnd.api+json' },
  });
}

/**
 * Replaces fetch, the boundary between the app and the server, with answers per method and path. A
 * route listed twice answers in turn; the last answer repeats. Unknown requests answer 404.
 */
export function mockApi(routes: MockRoute[]) {
  const calls: RecordedCall[] = [];
  const served = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, headers: new Headers(init.headers), body });
    const key = `${method} ${url.pathname}`;
    const matching = routes.filter((route) => `${route.method} ${route.path}` === key);
    if (matching.length === 0) return jsonResponse(404, { message: 'Not found.' });
    const index = Math.min(served.get(key) ?? 0, matching.length - 1);
    served.set(key, index + 1);
    const route = matching[index] as MockRoute;
    return jsonResponse(route.status ?? 200, route.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.url.pathname === path),
  };
}
