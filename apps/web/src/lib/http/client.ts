import { classifyStatus, clientErrorMessage, extractErrorMessage } from '@fathom/domain/http-failures';
import { useSession } from '../session-store';
import { ApiError, type ApiErrorKind } from './api-error';
import { reportApiError } from './api-error-events';
import { buildRequestHeaders, type HeaderContext } from './request-headers';

export const API_BASE_URL = '/api';

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: HeadersInit;
  /** The caller shows its own message for a failure; the shared error toasts stay silent. */
  handled?: boolean;
  /**
   * A public address answered without the customer's session (a SMART Health Link's manifest): no
   * Authorization is sent, and its refusals (a 401 for a wrong passcode) say nothing about the session.
   */
  sessionless?: boolean;
  signal?: AbortSignal;
  /** Milliseconds; requests have no timeout unless one is given. */
  timeout?: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClientDependencies {
  baseUrl: string;
  fetch: typeof fetch;
  headerContext: () => HeaderContext;
  report: (error: ApiError) => void;
}

interface RawRequest {
  <T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** The same calls answering the whole body (data with meta, links ...) instead of its data. */
  raw: RawRequest;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

function appendQuery(url: string, query: RequestOptions['query']): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const entry of value) params.append(key, String(entry));
    } else {
      params.append(key, String(value));
    }
  }
  const queryString = params.toString();
  if (!queryString) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${queryString}`;
}

function resolveUrl(baseUrl: string, path: string): string | null {
  if (ABSOLUTE_URL.test(path)) {
    const protocol = path.slice(0, path.indexOf(':') + 1).toLowerCase();
    return protocol === 'http:' || protocol === 'https:' ? path : null;
  }
  const relative = path.startsWith('/') ? path : `/${path}`;
  return relative === baseUrl || relative.startsWith(`${baseUrl}/`) || relative.startsWith(`${baseUrl}?`)
    ? relative
    : `${baseUrl}${relative}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function unwrapData(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'data' in body
    ? (body as { data: unknown }).data
    : body;
}

function isJsonBody(body: unknown): boolean {
  return (
    body !== undefined &&
    !(typeof FormData !== 'undefined' && body instanceof FormData) &&
    !(typeof Blob !== 'undefined' && body instanceof Blob) &&
    !(body instanceof URLSearchParams)
  );
}

export function createApiClient(dependencies: ApiClientDependencies): ApiClient {
  async function send(
    method: Method,
    path: string,
    body: unknown,
    options: RequestOptions = {},
  ): Promise<unknown> {
    const fail = (kind: ApiErrorKind, status: number, message: string, errorBody?: unknown): ApiError => {
      const error = new ApiError({
        kind,
        status,
        message,
        body: errorBody,
        method,
        path,
        handled: options.handled,
        sessionless: options.sessionless,
      });
      dependencies.report(error);
      return error;
    };

    const resolved = resolveUrl(dependencies.baseUrl, path);
    if (resolved === null) throw fail('invalid_url', 0, clientErrorMessage('invalid_url'));
    const url = appendQuery(resolved, options.query);

    const jsonBody = isJsonBody(body);
    const context = dependencies.headerContext();
    const headers = buildRequestHeaders(
      method,
      options.sessionless ? { ...context, token: null, useOldAuthentication: false } : context,
      options.headers,
      jsonBody,
    );

    const controller = new AbortController();
    let timedOut = false;
    const abortFromCaller = () => controller.abort();
    if (options.signal?.aborted) controller.abort();
    options.signal?.addEventListener('abort', abortFromCaller);
    const timer =
      options.timeout && options.timeout > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, options.timeout)
        : undefined;

    let response: Response;
    let responseBody: unknown;
    try {
      response = await dependencies.fetch(url, {
        method,
        headers,
        body: jsonBody ? JSON.stringify(body) : (body as BodyInit | undefined),
        credentials: 'same-origin',
        signal: controller.signal,
      });
      responseBody = await readBody(response);
    } catch {
      if (timedOut) throw fail('timeout', 0, clientErrorMessage('timeout', options.timeout));
      if (controller.signal.aborted) throw fail('canceled', 0, clientErrorMessage('canceled'));
      throw fail('network_error', 0, clientErrorMessage('network_error'));
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abortFromCaller);
    }

    const statusClass = classifyStatus(response.status);
    if (statusClass === 'success') return responseBody;
    const message = extractErrorMessage(responseBody) || `Request failed with status code ${response.status}`;
    throw fail(statusClass, response.status, message, responseBody);
  }

  const request =
    (method: Method, unwrap: boolean) =>
    async <T>(path: string, body: unknown, options?: RequestOptions): Promise<T> => {
      const answer = await send(method, path, body, options);
      return (unwrap ? unwrapData(answer) : answer) as T;
    };

  const bodyless = (method: Method, unwrap: boolean) => {
    const call = request(method, unwrap);
    return <T>(path: string, options?: RequestOptions) => call<T>(path, undefined, options);
  };
  const withBody = (method: Method, unwrap: boolean) => {
    const call = request(method, unwrap);
    return <T>(path: string, body?: unknown, options?: RequestOptions) => call<T>(path, body, options);
  };

  const raw: RawRequest = Object.assign(bodyless('GET', false), {
    get: bodyless('GET', false),
    post: withBody('POST', false),
    put: withBody('PUT', false),
    patch: withBody('PATCH', false),
    delete: bodyless('DELETE', false),
  });

  return {
    get: bodyless('GET', true),
    post: withBody('POST', true),
    put: withBody('PUT', true),
    patch: withBody('PATCH', true),
    delete: bodyless('DELETE', true),
    raw,
  };
}

function currentHeaderContext(): HeaderContext {
  const session = useSession.getState();
  return {
    token: session.token,
    useOldAuthentication: session.useOldAuthentication,
    userUuid: session.user?.attributes.uuid ?? null,
    search: window.location.search,
    cookies: () => document.cookie,
  };
}

export const api: ApiClient = createApiClient({
  baseUrl: API_BASE_URL,
  fetch: (input, init) => fetch(input, init),
  headerContext: currentHeaderContext,
  report: reportApiError,
});
