import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { mintLoginToken, staffToken } from './staff-api';

interface StaffKit {
  id: string;
  po_number: string;
  kit_identifier: string;
  category: string;
}

/** The customer's kits as the lab finds them by email (newest first). */
export async function staffKitsOf(request: APIRequestContext, email: string): Promise<StaffKit[]> {
  const response = await request.get(`/api/staff/items?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: StaffKit[] }).data;
}

/** A staff change to a kit through the staff API (its stage, or its arrival at the lab). */
export async function staffPost(request: APIRequestContext, path: string, data?: unknown): Promise<unknown> {
  const response = await request.post(path, {
    headers: { Authorization: `Bearer ${await staffToken(request)}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

/**
 * Sets a new customer's date of birth through the API, as they would on their profile, with a session of
 * their own (from a login link minted by staff) in a context that is thrown away.
 */
export async function setDateOfBirth(
  browser: Browser,
  request: APIRequestContext,
  email: string,
  dateOfBirth: string,
): Promise<void> {
  const loginToken = await mintLoginToken(request, email);
  const context = await browser.newContext();
  try {
    const signedIn = await context.request.post('/api/login/token', { data: { login_token: loginToken } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
    const headers = { Authorization: `Bearer ${token}`, Accept: 'application/vnd.api+json' };
    const profile = (await (await context.request.get('/api/restify/profile', { headers })).json()) as {
      data: { relationships: { client: { id: string } } };
    };
    const saved = await context.request.put(`/api/restify/clients/${profile.data.relationships.client.id}`, {
      headers,
      data: { date_of_birth: dateOfBirth },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await context.close();
  }
}
