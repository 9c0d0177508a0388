import { demoStaff } from '../src/db/seed/demo-logins';
import { generateTotp } from '../src/modules/auth/totp';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** Cookies the answer set, by name (an empty value means the cookie was cleared). */
  setCookies: Map<string, { value: string; attributes: string }>;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as `Authorization: Bearer …`. */
  token?: string;
  /** Sends the cookies kept from earlier answers. */
  useCookies?: boolean;
  /** Copies the XSRF-TOKEN cookie into X-XSRF-TOKEN, as the web app does (only with useCookies). */
  sendXsrfHeader?: boolean;
  headers?: Record<string, string>;
}

function parseSetCookies(headers: Headers) {
  const cookies = new Map<string, { value: string; attributes: string }>();
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    cookies.set(pair.slice(0, separator).trim(), {
      value: pair.slice(separator + 1).trim(),
      attributes: attributes.join(';').trim(),
    });
  }
  return cookies;
}

/** A browser-like caller of the API over HTTP: keeps cookies, and sends JSON:API accept headers. */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  /** `clock`: the server's clock when the test sets one (a staff member's authenticator code is made for it). */
  constructor(
    readonly baseUrl: string,
    readonly clock: () => Date = () => new Date(),
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiAnswer<T>> {
    const headers: Record<string, string> = { accept: 'application/vnd.api+json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.useCookies && this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const xsrf = this.cookies.get('XSRF-TOKEN');
      if (options.sendXsrfHeader && xsrf) headers['x-xsrf-token'] = xsrf;
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const setCookies = parseSetCookies(response.headers);
    for (const [name, cookie] of setCookies) {
      if (cookie.value === '') this.cookies.delete(name);
      else this.cookies.set(name, cookie.value);
    }
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as T,
      headers: response.headers,
      setCookies,
    };
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body: body ?? {} });
  }

  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body: body ?? {} });
  }

  delete<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
}

export const demoPassword = 'Fathom-demo-1';
export const alexTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export function personaEmail(persona: string): string {
  return `${persona}@example.com`;
}

const demoStaffSecrets = new Map<string, string>(demoStaff.map((staff) => [staff.email, staff.totpSecret]));
/** Staff sessions end after this long idle; a session the server's clock has moved past is not handed out again. */
const STAFF_SESSION_REUSE_MS = 10 * 60_000;
/** The demo staff's sessions, by server and address: a file's tests share one sign-in of each. */
const staffSessions = new Map<string, { token: Promise<string>; at: number }>();
/** The last authenticator step given to each server for each address: each step is accepted once per user. */
const lastStaffStep = new Map<string, number>();

/**
 * Signs a demo staff member in with their password and authenticator code (two-factor sign-in is required of
 * staff), once per server while the server's clock stays within a staff session's idle time: later calls answer
 * the same session. A code is made, on the server's clock, for the earliest step the server still accepts (the
 * one before now, unless now's is about to end; now; the one after) that this process has not given it yet.
 */
export function signInDemoStaff(
  baseUrl: string,
  email: string,
  clock: () => Date = () => new Date(),
): Promise<string> {
  const key = `${baseUrl} ${email.toLowerCase()}`;
  const at = clock().getTime();
  const kept = staffSessions.get(key);
  if (kept && Math.abs(at - kept.at) < STAFF_SESSION_REUSE_MS) return kept.token;
  const token = signInStaffAgain(baseUrl, email, clock);
  token.catch(() => staffSessions.delete(key));
  staffSessions.set(key, { token, at });
  return token;
}

/** A new session of a demo staff member (a test that ends sessions on purpose). */
export async function signInStaffAgain(
  baseUrl: string,
  email: string,
  clock: () => Date = () => new Date(),
): Promise<string> {
  const secret = demoStaffSecrets.get(email.toLowerCase());
  if (!secret) throw new Error(`${email} is not a demo staff member`);
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (!login.ok) throw new Error(`${email} could not sign in: ${login.status} ${await login.text()}`);
  const pending = ((await login.json()) as { data: { token: string } }).data.token;
  const key = `${baseUrl} ${email.toLowerCase()}`;
  const now = clock().getTime();
  const current = Math.floor(now / 30_000);
  // The step before now's is taken only while now's has a few seconds left: past the turn of the step, the server
  // no longer takes it.
  const almostOver = 30_000 - (now % 30_000) < 5_000;
  const earliest = almostOver ? current : current - 1;
  const step = Math.max(earliest, (lastStaffStep.get(key) ?? Number.NEGATIVE_INFINITY) + 1);
  if (step > current + 1) throw new Error(`${email} signed in more than three times within a minute`);
  lastStaffStep.set(key, step);
  const code = await generateTotp(secret, new Date(step * 30_000));
  const second = await fetch(`${baseUrl}/api/login-2fa`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${pending}` },
    body: JSON.stringify({ one_time_password: code }),
  });
  if (!second.ok) throw new Error(`${email}'s code was refused: ${second.status} ${await second.text()}`);
  return ((await second.json()) as { data: { token: string } }).data.token;
}

/** Signs a persona in with the demo password and returns the token of the answer (staff: signInDemoStaff). */
export async function signIn(api: ApiClient, persona: string): Promise<string> {
  if (demoStaffSecrets.has(personaEmail(persona)))
    return signInDemoStaff(api.baseUrl, personaEmail(persona), api.clock);
  const answer = await api.post<{ data: { token: string } }>('/api/login', {
    email: personaEmail(persona),
    password: demoPassword,
  });
  if (answer.status !== 200)
    throw new Error(`${persona} could not sign in: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data.token;
}

export function currentTotp(secret: string): Promise<string> {
  return generateTotp(secret, new Date());
}

/**
 * A server clock that moves on 30 seconds (one authenticator step) each time a code is asked of it: each
 * authenticator step is accepted once per user, so each sign-in in a test needs a code of a later step.
 */
export function steppingClock() {
  let shift = 0;
  return {
    now: () => new Date(Date.now() + shift),
    nextCode(secret: string): Promise<string> {
      shift += 30_000;
      return generateTotp(secret, new Date(Date.now() + shift));
    },
  };
}
