import { type TranslatedPage, walkInSpanish } from '../support/spanish-walk';
import { expect, type Page } from '../support/test';

/*
 * The money side walked in Spanish, whole: the orders, an order's page, billing, the link that claims an order, and
 * the event offer. What the catalogue and the ledger send (products, plans, what a charge paid for, statuses) is
 * worded by the pages in their language.
 */

/** The page of the persona's latest order, reached from their order history as they would find its number. */
async function latestOrderPage(page: Page): Promise<string> {
  await page.goto('/orders/history');
  const heading = page.getByTestId('order').first().getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(/^Pedido \S+$/);
  const poNumber = ((await heading.textContent()) ?? '').replace(/^Pedido /, '');
  const address = `/checkouts/orders/${encodeURIComponent(poNumber)}`;
  await page.goto(address);
  return address;
}

const moneyPages: readonly TranslatedPage[] = [
  { path: '/orders/history', as: 'sam' },
  { path: '/orders/history', as: 'taylor' },
  { path: '/manage-billing', as: 'sam' },
  // taylor pays an order in instalments: the plan and its charges.
  { path: '/manage-billing', as: 'taylor' },
  { path: '/checkouts/orders/<sam’s latest order>', as: 'sam', open: latestOrderPage },
  {
    path: '/checkouts/orders/<taylor’s latest order>',
    as: 'taylor',
    open: latestOrderPage,
  },
  // Reached from the e-mail sent for an order placed with the account's address without signing in: a link not
  // whole, and one the server refuses.
  { path: '/checkouts/claim', as: 'sam' },
  { path: '/checkouts/claim?token=a-link-no-order-was-ever-sent-with', as: 'sam' },
  { path: '/sxsw-checkout', as: 'sam' },
];

walkInSpanish(moneyPages);
