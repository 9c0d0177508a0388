import { type APIRequestContext, expect } from '@playwright/test';
import { demoPassword, personas, type StaffPersona, staffTotpSecrets } from './personas';
import { unusedTotp } from './totp';

interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
}

/**
 * The XSRF header for a request context that already holds a cookie session (a sign-in through it sets one),
 * as the browser app sends it; empty when the context has none.
 */
export async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const cookie = (await request.storageState()).cookies.find((entry) => entry.name === 'XSRF-TOKEN');
  return cookie ? { 'x-xsrf-token': cookie.value } : {};
}

/** The staff sessions of this worker's server, by persona: each sign-in spends an authenticator step. */
const staffSessions = new Map<StaffPersona, string>();

/**
 * A staff persona's bearer token (an admin's unless named): signed in through the API with the password and an
 * authenticator code once, then the same session while it lasts (15 minutes without a request end it).
 */
export async function staffToken(
  request: APIRequestContext,
  persona: StaffPersona = 'admin',
): Promise<string> {
  const kept = staffSessions.get(persona);
  if (kept) {
    const me = await request.get('/api/staff/me', { headers: { Authorization: `Bearer ${kept}` } });
    if (me.ok()) return kept;
  }
  const token = await signInStaff(request, persona);
  staffSessions.set(persona, token);
  return token;
}

/** Signs a staff persona in through the API: the password, then the authenticator's code. */
export async function signInStaff(request: APIRequestContext, persona: StaffPersona): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email: personas[persona], password: demoPassword },
    headers: { Accept: 'application/vnd.api+json', ...(await xsrfHeader(request)) },
  });
  expect(response.status(), await response.text()).toBe(200);
  const pending = ((await response.json()) as { data: { token: string } }).data.token;
  const completed = await request.post('/api/login-2fa', {
    data: { one_time_password: await unusedTotp(staffTotpSecrets[persona], response.url()) },
    headers: { Accept: 'application/vnd.api+json', Authorization: `Bearer ${pending}` },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  return ((await completed.json()) as { data: { token: string } }).data.token;
}

/** Mints a one-time login link token for a customer, as support staff do. */
export async function mintLoginToken(request: APIRequestContext, email: string): Promise<string> {
  const token = await staffToken(request, 'support');
  const response = await request.post('/api/staff/login-tokens', {
    data: { email },
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { login_token: string } };
  return body.data.login_token;
}

/**
 * Waits for the newest email delivered to the address and returns it as sent, links included: from the
 * sandbox transport's mailbox (the outbox keeps no live link).
 */
export async function latestEmailTo(
  request: APIRequestContext,
  address: string,
  /** Only an email whose text matches, e.g. the one carrying a link. */
  matching?: RegExp,
): Promise<OutboxEmail> {
  const token = await staffToken(request, 'support');
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/staff/sandbox-mailbox?to=${encodeURIComponent(address)}`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' },
        });
        const body = (await response.json()) as { data: OutboxEmail[] };
        found = body.data.find((email) => email.to === address && (!matching || matching.test(email.text)));
        return found !== undefined;
      },
      { message: `an email delivered to ${address}` },
    )
    .toBe(true);
  if (!found) throw new Error(`No email to ${address}.`);
  return found;
}
