import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { type ApiClientDependencies, createApiClient } from './client';
import type { HeaderContext } from './request-headers';

interface Recorded {
  url: string;
  init: RequestInit;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/vnd.api+json' },
  });
}

function setup(
  context: Partial<HeaderContext> = {},
  respond: (init: RequestInit) => Response | Promise<Response> = () =>
    jsonResponse(200, { data: { ok: true } }),
) {
  const calls: Recorded[] = [];
  const reported: ApiError[] = [];
  const dependencies: ApiClientDependencies = {
    baseUrl: '/api',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return respond(init ?? {});
    },
    headerContext: () => ({
      token: null,
      useOldAuthentication: false,
      userUuid: null,
      search: '',
      cookies: () => '',
      ...context,
    }),
    report: (error) => reported.push(error),
  };
  const client = createApiClient(dependencies);
  const headers = (index = 0) => new Headers(calls[index]?.init.headers);
  return { client, calls, reported, headers };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('The call succeeded');
}

describe('API client headers', () => {
  beforeEach(() => localStorage.clear());

  it('sends Accept: application/vnd.api+json on every request', async () => {
    const { client, headers } = setup();
    await client.get('/restify/profile');
    expect(headers().get('Accept')).toBe('application/vnd.api+json');
  });

  it('sends a bearer Authorization header when the session has a token', async () => {
    const { client, headers } = setup({ token: 'secret-token' });
    await client.get('/restify/profile');
    expect(headers().get('Authorization')).toBe('Bearer secret-token');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, headers } = setup({ token: null });
    await client.get('/restify/profile');
    expect(headers().has('Authorization')).toBe(false);
  });

  it('sends no Authorization header for a call made without the session, and marks its failure so', async () => {
    const { client, headers } = setup({ token: 'secret-token' }, () =>
      jsonResponse(401, { message: 'The passcode is not right. 2 tries are left.' }),
    );
    const error = await failure(client.raw.post('/shl/abc', { passcode: 'x' }, { sessionless: true }));
    expect(headers().has('Authorization')).toBe(false);
    expect(error.sessionless).toBe(true);
  });

  it('keeps an Authorization header the caller already set', async () => {
    const { client, headers } = setup({ token: 'session-token' });
    await client.get('/restify/profile', { headers: { Authorization: 'Bearer caller-token' } });
    expect(headers().get('Authorization')).toBe('Bearer caller-token');
  });

  it('sends X-View-As while support views this tab as a customer, and not once the view is left', async () => {
    const { client, headers } = setup({ token: 'staff-token' });
    sessionStorage.setItem('fathom-view-as', '6f1b2c3d-0000-4000-8000-000000000001');
    await client.get('/restify/orders');
    sessionStorage.removeItem('fathom-view-as');
    await client.get('/restify/orders');
    expect(headers(0).get('X-View-As')).toBe('6f1b2c3d-0000-4000-8000-000000000001');
    expect(headers(1).has('X-View-As')).toBe(false);
  });

  it('sends Use-Old-Authentication: true only when the flag is on', async () => {
    const on = setup({ useOldAuthentication: true });
    await on.client.get('/x');
    expect(on.headers().get('Use-Old-Authentication')).toBe('true');
    const off = setup({ useOldAuthentication: false });
    await off.client.get('/x');
    expect(off.headers().has('Use-Old-Authentication')).toBe(false);
  });

  it('takes Split-User from the split_user query parameter first', async () => {
    localStorage.setItem('split_user', 'stored');
    localStorage.setItem('ajs_anonymous_id', JSON.stringify('anonymous'));
    const { client, headers } = setup({ search: '?split_user=from-query', userUuid: 'user-uuid' });
    await client.get('/x');
    expect(headers().get('Split-User')).toBe('from-query');
  });

  it('falls back to the stored split_user, then the analytics anonymous id, then the user uuid', async () => {
    localStorage.setItem('split_user', 'stored');
    localStorage.setItem('ajs_anonymous_id', JSON.stringify('anonymous'));
    const stored = setup({ userUuid: 'user-uuid' });
    await stored.client.get('/x');
    expect(stored.headers().get('Split-User')).toBe('stored');

    localStorage.removeItem('split_user');
    const anonymous = setup({ userUuid: 'user-uuid' });
    await anonymous.client.get('/x');
    expect(anonymous.headers().get('Split-User')).toBe('anonymous');

    localStorage.removeItem('ajs_anonymous_id');
    const user = setup({ userUuid: 'user-uuid' });
    await user.client.get('/x');
    expect(user.headers().get('Split-User')).toBe('user-uuid');

    const nobody = setup({ userUuid: null });
    await nobody.client.get('/x');
    expect(nobody.headers().has('Split-User')).toBe(false);
  });

  it('sends X-XSRF-TOKEN from the XSRF-TOKEN cookie, decoded', async () => {
    const { client, headers } = setup({ cookies: () => 'other=1; XSRF-TOKEN=abc%3D%3D; last=2' });
    await client.post('/restify/profile', { first_name: 'Sam' });
    expect(headers().get('X-XSRF-TOKEN')).toBe('abc==');
    await client.put('/x', {});
    await client.patch('/x', {});
    await client.delete('/x');
    expect([1, 2, 3].map((index) => headers(index).get('X-XSRF-TOKEN'))).toEqual(['abc==', 'abc==', 'abc==']);
  });

  it('reads no cookie for a read: the server checks the XSRF header on changes alone', async () => {
    let reads = 0;
    const { client, headers } = setup({
      cookies: () => {
        reads += 1;
        return 'XSRF-TOKEN=abc';
      },
    });
    await client.get('/restify/profile');
    expect(reads).toBe(0);
    expect(headers().has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends JSON bodies with Content-Type application/json and same-origin credentials', async () => {
    const { client, calls, headers } = setup();
    await client.post('/login', { email: 'sam@example.com', password: 'x' });
    expect(headers().get('Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ email: 'sam@example.com', password: 'x' }));
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(calls[0]?.init.method).toBe('POST');
  });

  it('puts paths under /api and encodes the query', async () => {
    const { client, calls } = setup();
    await client.get('/restify/profile', {
      query: { related: 'client.latestReadyResult', missing: undefined },
    });
    await client.get('/api/health');
    expect(calls[0]?.url).toBe('/api/restify/profile?related=client.latestReadyResult');
    expect(calls[1]?.url).toBe('/api/health');
  });
});

describe('API client answers', () => {
  it('unwraps the body to its data member', async () => {
    const { client } = setup({}, () => jsonResponse(200, { data: { id: 'u1' }, meta: { total: 1 } }));
    await expect(client.get('/restify/profile')).resolves.toEqual({ id: 'u1' });
  });

  it('gives the whole body, meta included, through raw', async () => {
    const { client } = setup({}, () => jsonResponse(200, { data: [1], meta: { total: 1 } }));
    await expect(client.raw.get('/restify/items')).resolves.toEqual({ data: [1], meta: { total: 1 } });
    await expect(client.raw('/restify/items')).resolves.toEqual({ data: [1], meta: { total: 1 } });
  });

  it('treats 200-299 as success and 300 as an error', async () => {
    const created = setup({}, () => jsonResponse(201, { data: 'made' }));
    await expect(created.client.post('/x')).resolves.toBe('made');
    const noContent = setup({}, () => new Response(null, { status: 204 }));
    await expect(noContent.client.delete('/x')).resolves.toBeUndefined();
    const redirect = setup({}, () => jsonResponse(300, { message: 'Multiple choices' }));
    const error = await failure(redirect.client.get('/x'));
    expect(error.status).toBe(300);
  });

  it('rejects a 4xx as a bad request carrying the message, status and body', async () => {
    const body = { message: 'These credentials do not match our records.', errors: { email: ['No.'] } };
    const { client, reported } = setup({}, () => jsonResponse(422, body));
    const error = await failure(client.post('/login', {}));
    expect(error).toMatchObject({ kind: 'bad_request', status: 422, message: body.message, body });
    expect(reported).toEqual([error]);
  });

  it('rejects a 5xx as a bad response', async () => {
    const { client } = setup({}, () => jsonResponse(500, { message: 'Boom' }));
    const error = await failure(client.get('/x'));
    expect(error).toMatchObject({ kind: 'bad_response', status: 500 });
  });

  it('takes the message from an errors object when the body has no message', async () => {
    const { client } = setup({}, () =>
      jsonResponse(422, { errors: { email: ['Bad email.'], name: ['Bad name.'] } }),
    );
    const error = await failure(client.post('/x'));
    expect(error.message).toBe('Bad email.\nBad name.');
  });

  it('reports a network failure as "Network Error"', async () => {
    const { client } = setup({}, () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(client.get('/x'));
    expect(error).toMatchObject({ kind: 'network_error', status: 0, message: 'Network Error' });
  });

  it('reports a cancelled request as "Request aborted"', async () => {
    const controller = new AbortController();
    const { client } = setup({}, () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const error = await failure(client.get('/x', { signal: controller.signal }));
    expect(error).toMatchObject({ kind: 'canceled', message: 'Request aborted' });
  });

  it('has no timeout unless one is given, then reports "timeout of {n}ms exceeded"', async () => {
    vi.useFakeTimers();
    try {
      const neverAnswers = (init: RequestInit) =>
        new Promise<Response>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      const patient = setup({}, neverAnswers);
      let settled = false;
      patient.client.get('/slow').finally(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(600_000);
      expect(settled).toBe(false);

      const hurried = setup({}, neverAnswers);
      const pending = failure(hurried.client.get('/slow', { timeout: 50 }));
      await vi.advanceTimersByTimeAsync(50);
      await expect(pending).resolves.toMatchObject({ kind: 'timeout', message: 'timeout of 50ms exceeded' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a URL whose protocol is not http(s) with "Unsupported protocol"', async () => {
    const { client, calls } = setup();
    const error = await failure(client.get('ftp://files.example/report'));
    expect(error).toMatchObject({ kind: 'invalid_url', message: 'Unsupported protocol' });
    expect(calls).toHaveLength(0);
  });

  it('marks errors of calls flagged handled, so the shared toasts stay silent', async () => {
    const { client } = setup({}, () => jsonResponse(500, { message: 'Boom' }));
    const error = await failure(client.get('/cryogenics', { handled: true }));
    expect(error.handled).toBe(true);
  });
});
