import { type Cookie, expect, type Page } from '@playwright/test';
import { demoPassword, personas, type StaffPersona, staffTotpSecrets } from './personas';
import { rememberedSession } from './sign-in';
import { xsrfHeader } from './staff-api';
import { unusedTotp } from './totp';

/** A staff member's session on one server (its cookies, and what the portal keeps in the browser). */
interface KeptSession {
  cookies: Cookie[];
  session: string;
}

// Per worker: a session of each staff persona on each server, opened once and reused while it lasts.
const kept = new Map<string, KeptSession>();

async function signInThroughTheApi(page: Page, persona: StaffPersona): Promise<string> {
  // A cookie session already in the context (a test's own API calls) asks for the XSRF header as the portal sends it.
  const login = await page.request.post('/api/login', {
    data: { email: personas[persona], password: demoPassword },
    headers: await xsrfHeader(page.request),
  });
  expect(login.status(), await login.text()).toBe(200);
  const pending = ((await login.json()) as { data: { token: string } }).data.token;
  const completed = await page.request.post('/api/login-2fa', {
    data: { one_time_password: await unusedTotp(staffTotpSecrets[persona], login.url()) },
    headers: { Authorization: `Bearer ${pending}` },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  const { user } = ((await completed.json()) as { data: { user: { relationships?: object } } }).data;
  return rememberedSession(user);
}

/**
 * Opens the console as a staff persona, for tests whose subject is what staff do there: the session of the same
 * persona on the same server is reused while it lasts (its cookies in this page's context), else the persona signs
 * in through the API with an authenticator code, as the sign-in page does. Each authenticator code is accepted once
 * per account and step, so reusing the session spares the wait for a new step; the sign-in page and its two-factor
 * step are tested as journeys of their own (staff-console.spec.ts).
 */
export async function openConsole(page: Page, persona: StaffPersona): Promise<void> {
  // Any small document of the portal's origin gives the page its storage and names the server.
  await page.goto('/favicon.svg');
  const key = `${new URL(page.url()).origin} ${persona}`;
  const saved = kept.get(key);
  let session: string | null = null;
  if (saved) {
    await page.context().addCookies(saved.cookies);
    if ((await page.request.get('/api/staff/me')).ok()) session = saved.session;
    else await page.context().clearCookies();
  }
  if (session === null) {
    session = await signInThroughTheApi(page, persona);
    kept.set(key, { cookies: await page.context().cookies(), session });
  }
  await page.evaluate((remembered) => localStorage.setItem('fathom-session', remembered), session);
  await page.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Console' })).toBeVisible();
}

/**
 * The widths the console is checked at: a laptop's and a desktop's. A staff journey is followed once, at the narrower,
 * where a page is likeliest to run out of room; each page it passes is checked at both (page-checks.ts,
 * expectLaidOutAt).
 */
export const consoleWidths = [1024, 1280] as const;

/** Finds a customer in the console by their email, from its navigation, and opens their record (its heading their name). */
export async function openCustomerRecord(page: Page, email: string, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Customers' }).click();
  await page.getByLabel('Name, email, order number or kit id').fill(email);
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
