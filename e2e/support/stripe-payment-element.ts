import type { Page } from '@playwright/test';

/** The Payment Element of the local Stripe.js stand-in, in the page's card form. */
export const paymentElement = (page: Page) => page.getByTestId('stripe-payment');

/** Types a card into Stripe's Payment Element as a customer in the United States does: a valid expiry, code and ZIP. */
export async function fillStripeCard(page: Page, number: string): Promise<void> {
  const element = paymentElement(page);
  await element.getByLabel('Card number').fill(number);
  await element.getByLabel('Expiration date').fill('12 / 34');
  await element.getByLabel('Security code').fill('123');
  await element.getByLabel('ZIP code').fill('10001');
}
