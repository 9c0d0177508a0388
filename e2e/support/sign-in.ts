import { expect, type Page } from '@playwright/test';
import { demoPassword, type Persona, personas } from './personas';

/**
 * Waits until the sign-in page's code has taken it over: until then its prerendered button is dimmed and the form
 * submits nothing, not even on Enter (ADR 037).
 */
export async function expectSignInTakenOver(page: Page, button = 'Sign in'): Promise<void> {
  await expect(page.getByRole('button', { name: button, exact: true })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
}

/** Fills and sends the sign-in form; leaves the page wherever the portal takes the user. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * What the portal keeps in the browser once signed in (apps/web/src/lib/session-store.ts: `fathom-session`,
 * `userFrame`): the session itself is the HttpOnly cookie the sign-in sets.
 */
export function rememberedSession(user: { relationships?: object }): string {
  const frame = { ...user, relationships: { client: null, parent_user: null } };
  return JSON.stringify({ state: { isLoggedIn: true, user: frame, disableTrackEvents: false }, version: 0 });
}

/**
 * Signs a demo persona in through the sign-in API, as the form does, and opens the portal's root, waiting for the
 * landing route the portal chooses. For tests whose subject comes after signing in: the form's own journey is
 * tested by the sign-in tests (`submitSignIn`), and skipping its page saves a page load in every other test.
 */
export async function signInAs(page: Page, persona: Persona, landing = '/home'): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: { email: personas[persona], password: demoPassword },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = ((await response.json()) as { data: { user: { relationships?: object } } }).data;
  // Any small document of the portal's origin gives the page its storage.
  await page.goto('/favicon.svg');
  await page.evaluate((session) => localStorage.setItem('fathom-session', session), rememberedSession(user));
  await page.goto('/');
  await expect(page).toHaveURL(landing);
}
