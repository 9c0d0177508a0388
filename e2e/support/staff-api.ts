import { type APIRequestContext, expect } from '@playwright/test';
import { demoPassword, personas } from './personas';

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

/** Signs the staff persona in through the API and returns its bearer token. */
export async function staffToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', {
    data: { email: personas.lab, password: demoPassword },
    headers: { Accept: 'application/vnd.api+json', ...(await xsrfHeader(request)) },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

/** Mints a one-time login link token for a customer, as support staff do. */
export async function mintLoginToken(request: APIRequestContext, email: string): Promise<string> {
  const token = await staffToken(request);
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
  const token = await staffToken(request);
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
