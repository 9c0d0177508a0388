import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import { demoPassword } from './personas';

type Playwright = PlaywrightWorkerArgs['playwright'];

/**
 * Runs `use` with a request context of its own signed in as the persona (a fresh session: no cookie of another
 * sign-in asks it for the XSRF header), with its bearer token, and disposes of it.
 */
async function asPersona<T>(
  playwright: Playwright,
  baseURL: string | undefined,
  email: string,
  use: (request: APIRequestContext, headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const request = await playwright.request.newContext({ baseURL });
  try {
    const signedIn = await request.post('/api/login', { data: { email, password: demoPassword } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
    return await use(request, { authorization: `Bearer ${token}` });
  } finally {
    await request.dispose();
  }
}

/** The language a person's profile keeps, as the API answers it to their own session. */
export function profileLanguage(playwright: Playwright, baseURL: string | undefined, email: string) {
  return asPersona(playwright, baseURL, email, async (request, headers) => {
    const profile = await request.get('/api/restify/profile', { headers });
    return ((await profile.json()) as { data: { attributes: { language: string | null } } }).data.attributes
      .language;
  });
}

/** Keeps a language in the persona's profile, as the switch does for a signed-in person. */
export function setProfileLanguage(
  playwright: Playwright,
  baseURL: string | undefined,
  email: string,
  language: 'en' | 'es',
) {
  return asPersona(playwright, baseURL, email, async (request, headers) => {
    const saved = await request.post('/api/restify/profile', { headers, data: { language } });
    expect(saved.status(), await saved.text()).toBe(200);
  });
}

/**
 * Puts the persona's profile in English, after a test that read it in Spanish: the other tests of the worker's
 * server read the personas in English.
 */
export const profileBackToEnglish = (playwright: Playwright, baseURL: string | undefined, email: string) =>
  setProfileLanguage(playwright, baseURL, email, 'en');
