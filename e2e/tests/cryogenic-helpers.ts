import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { submitSignIn } from '../support/sign-in';
import { staffToken, xsrfHeader } from '../support/staff-api';
import { cardOrderFor, newCustomerWithPassword, productUuid } from './checkout-helpers';

export const storagePassword = 'Storage-e2e-2026';

/** A calendar date (YYYY-MM-DD) as the portal writes dates: "Jan 7, 2027". */
export function portalDate(date: string): string {
  const moment = new Date(`${date}T00:00:00Z`);
  const month = moment.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${month} ${Number(date.slice(8, 10))}, ${date.slice(0, 4)}`;
}

/** The customer's stored samples, as GET /api/cryogenics answers the page's signed-in session. */
export async function storageOf(page: Page) {
  const response = await page.request.get('/api/cryogenics');
  expect(response.status(), await response.text()).toBe(200);
  return (
    (await response.json()) as {
      data: {
        items: {
          id: string;
          destruction_date: string | null;
          withdrawals: { id: string; status: string }[];
        }[];
      };
    }
  ).data;
}

/**
 * A new customer, signed in in the page, who bought a monthly storage plan at checkout and whose sample the lab
 * has frozen into vials (through the staff API): the storage item and the vials' ids.
 */
export async function customerWithStoredVials(
  page: Page,
  request: APIRequestContext,
  label: string,
  vialCount: number,
): Promise<{ email: string; itemId: string; vialIds: string[]; staff: string }> {
  const email = await newCustomerWithPassword(request, label, storagePassword);
  await submitSignIn(page, email, storagePassword);
  await expect(page).toHaveURL('/home');
  const plan = await page.request.post('/api/checkout', {
    headers: { 'idempotency-key': `${label}-plan-${Date.now()}`, ...(await xsrfHeader(page.request)) },
    data: {
      ...cardOrderFor(email),
      items: [{ product_uuid: await productUuid(request, 'cryo_monthly'), quantity: 1 }],
    },
  });
  expect(plan.status(), await plan.text()).toBe(200);
  const itemId = (await storageOf(page)).items[0]?.id ?? '';
  const staff = await staffToken(request);
  const stored = await request.post(`/api/staff/items/${itemId}/vials`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { count: vialCount, facility: 'Fathom Lab, Austin, Texas' },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  const { data } = (await stored.json()) as { data: { vial_ids: string[] } };
  return { email, itemId, vialIds: data.vial_ids, staff };
}

/** Staff send a requested withdrawal with a carrier and its tracking number: its vials leave storage. */
export async function shipWithdrawal(request: APIRequestContext, staff: string, withdrawalId: string) {
  const shipped = await request.post(`/api/staff/withdrawals/${withdrawalId}/ship`, {
    headers: { Authorization: `Bearer ${staff}` },
    data: { carrier: 'FedEx', tracking_number: '7712 3456 9012' },
  });
  expect(shipped.status(), await shipped.text()).toBe(200);
}

/** The element a tap at the centre of the locator's box reaches is the locator's own element (or inside it). */
export async function expectTappable(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box on screen');
  const hit = await locator.evaluate(
    (element, point) => {
      const found = document.elementFromPoint(point.x, point.y);
      // What was hit instead, when it is not the element, so that a failure says what covers it.
      return found !== null && (found === element || element.contains(found))
        ? true
        : `${found?.tagName ?? 'nothing'} "${found?.textContent?.slice(0, 60) ?? ''}"`;
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe(true);
}

/**
 * Nothing on the page is wider than the screen: no sideways scrolling, and (on a phone, where the browser zooms
 * out to fit a page wider than the screen) no shrunken page.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(screenWidth);
}
