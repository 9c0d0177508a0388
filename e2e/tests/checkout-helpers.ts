import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { latestEmailTo, xsrfHeader } from '../support/staff-api';

interface CatalogueEntry {
  uuid: string;
  key: string | null;
}

/** The catalogue uuid of a fixed product, read from GET /api/checkouts as the checkout does. */
export async function productUuid(request: APIRequestContext, key: string): Promise<string> {
  const response = await request.get('/api/checkouts');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: CatalogueEntry[] };
  const product = data.find((entry) => entry.key === key);
  if (!product) throw new Error(`The catalogue has no product with key ${key}`);
  return product.uuid;
}

/** An address nobody has used in this run, so per-customer promo limits and drafts never collide. */
export function freshEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function fillAccountDetails(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping' })).toBeFocused();
}

/** Fills the shipping step and moves on; the next step is Payment unless coverage or a promo skips it. */
export async function fillShipping(page: Page, nextStep: 'Payment' | 'Review' = 'Payment'): Promise<void> {
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Address', { exact: true }).fill('1 Main Street');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('73301');
  await page.getByLabel('Phone number').fill('(512) 555-0134');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: nextStep })).toBeFocused();
}

export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Name on card').fill('Alex Rivera');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused();
}

/** Presses Tab until the element has focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** An order's details as the checkout sends them: Robin Hale in Austin, for the email, paid by the sandbox card. */
export function cardOrderFor(email: string) {
  return {
    account_details: { email, first_name: 'Robin', last_name: 'Hale' },
    shipping_address: {
      first_name: 'Robin',
      last_name: 'Hale',
      address_1: '1 Main Street',
      city: 'Austin',
      state: 'TX',
      postal_code: '73301',
      country: 'US',
      phone: '+15125550134',
    },
    billing_address_type: 'same_as_shipping',
    payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_visa' },
    timezone: 'America/Chicago',
  };
}

/** A new customer, made as the shop makes one: a guest orders a kit. Answers the account's email. */
export async function newCustomerByOrder(request: APIRequestContext, label: string): Promise<string> {
  const email = freshEmail(label);
  const response = await request.post('/api/checkout', {
    headers: { 'idempotency-key': `${label}-${Date.now()}-${Math.random()}` },
    data: {
      ...cardOrderFor(email),
      items: [{ product_uuid: await productUuid(request, 'analysis'), quantity: 1 }],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return email;
}

/** A new customer (made by an order) who has chosen a password through the emailed link. */
export async function newCustomerWithPassword(
  request: APIRequestContext,
  label: string,
  password: string,
): Promise<string> {
  const email = await newCustomerByOrder(request, label);
  // The order's welcome email carries the link to choose a password (the public reset form is rate limited).
  const resetLink = /https?:\/\/\S+\/password\/reset\?\S+/;
  const link = (await latestEmailTo(request, email, resetLink)).text.match(resetLink)?.[0];
  const token = new URL(link ?? 'http://invalid/').searchParams.get('token');
  // Reading the outbox signed this context in as staff, so its cookie session needs the XSRF header.
  const reset = await request.post('/api/reset-password', {
    data: { token, email, password, password_confirmation: password },
    headers: await xsrfHeader(request),
  });
  expect(reset.status(), await reset.text()).toBe(200);
  return email;
}
