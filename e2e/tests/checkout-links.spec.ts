import { signInAs, submitSignIn } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';
import {
  fillAccountDetails,
  fillCard,
  fillShipping,
  freshEmail,
  newCustomerWithPassword,
  productUuid,
} from './checkout-helpers';

/** The links into the checkout that name a product: each must open a cart holding it, and buy it. */

async function checkInsurance(page: Page, memberId: string): Promise<void> {
  await page.getByLabel('Insurance provider').selectOption('Aetna');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('Member ID').fill(memberId);
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Date of birth').fill('1991-02-03');
  await page.getByRole('button', { name: 'Check my coverage' }).click();
}

async function fillBillingAddress(page: Page): Promise<void> {
  const billing = page.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('First name').fill('Sam');
  await billing.getByLabel('Last name').fill('Whitaker');
  await billing.getByLabel('Address', { exact: true }).fill('1 Main Street');
  await billing.getByLabel('City').fill('Austin');
  await billing.getByLabel('State').selectOption('TX');
  await billing.getByLabel('ZIP code').fill('73301');
  await billing.getByLabel('Phone number').fill('(512) 555-0134');
}

async function placeOrderAndSeeConfirmation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkouts\/orders\/FA\d{8}$/);
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
}

test('"You are covered → Continue to checkout" opens a cart with the analysis kit, ordered for $0.00', async ({
  page,
}) => {
  // The page is opened as the site links to it: without naming any product.
  await page.goto('/insurance/show');
  await checkInsurance(page, 'COVERED-2026');
  await expect(page.getByTestId('insurance-result')).toContainText('You are covered');
  await page.getByRole('link', { name: 'Continue to checkout' }).click();

  await expect(page).toHaveURL(/\/checkouts\?insurance=.+&items=[0-9a-f-]{36}$/);
  await expect(page.getByText('Your cart is empty.')).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Semen Analysis');
  await expect(page.getByTestId('cart-total')).toHaveText('$0.00');
  await fillAccountDetails(page, freshEmail('insured.link'));
  await fillShipping(page, 'Review');
  await placeOrderAndSeeConfirmation(page);
  await expect(page.getByTestId('final-price')).toHaveText('$0.00');
  await expect(page.getByTestId('order-confirmation')).toContainText('Covered by your insurance');
  await expect(page.getByTestId('confirmation-items')).toContainText('Semen Analysis');
});

test('"Not covered" leads to the kit at full price, bought by card, and to the employer benefits checks', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/insurance/show');
  await checkInsurance(page, 'W-4455');
  await expect(page.getByTestId('insurance-result')).toContainText('Not covered');
  // On a phone the answer keeps a margin from the screen's edges.
  const answer = await page.getByTestId('insurance-result').boundingBox();
  expect(answer?.x).toBeGreaterThanOrEqual(12);
  expect((answer?.x ?? 0) + (answer?.width ?? 0)).toBeLessThanOrEqual(390 - 12);
  await expect(page.getByRole('link', { name: 'Progyny' })).toHaveAttribute(
    'href',
    '/insurance/eligibility/progyny',
  );
  await page.getByRole('link', { name: 'Order and pay' }).click();

  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Semen Analysis');
  await expect(page.getByTestId('cart-total')).toHaveText('$195.00');
  await fillAccountDetails(page, freshEmail('not.covered'));
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await placeOrderAndSeeConfirmation(page);
  await expect(page.getByTestId('final-price')).toHaveText('$195.00');
});

test("the Supplements link adds the supplement's catalogue id, and that cart is bought", async ({
  page,
  request,
}) => {
  const supplement = await productUuid(request, 'male_fertility_supplement');
  // A customer of our own, so that the demo personas keep what they have bought.
  const email = await newCustomerWithPassword(request, 'supplements', 'Supplements-link-1');
  // The marketing site adds the product named by addProductUuid and sends the customer to the checkout.
  await page.route('https://fathom.example/**', async (route) => {
    const asked = new URL(route.request().url()).searchParams.get('addProductUuid') ?? '';
    const checkout = new URL(`/checkouts?items=${encodeURIComponent(asked)}`, page.url()).toString();
    await route.fulfill({ status: 302, headers: { location: checkout } });
  });
  await submitSignIn(page, email, 'Supplements-link-1');
  await expect(page).toHaveURL(/\/home$/);
  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Supplements' });
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.pathname).toBe('/sperm-improvement/');
  expect(href.searchParams.get('addProductUuid')).toBe(supplement);
  await link.click();

  await expect(page).toHaveURL(/\/checkouts\?items=/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Male Fertility Supplement');
  await page.getByRole('button', { name: 'Next' }).click();
  await fillShipping(page);
  await fillCard(page, '4242 4242 4242 4242');
  await placeOrderAndSeeConfirmation(page);
  await expect(page.getByTestId('confirmation-items')).toContainText('Male Fertility Supplement');
});

test('"Book now for $49" opens a cart with the consultation, which is bought without a shipping step', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'sam');
  await page.goto('/home?consultationDialog');
  const book = page.getByRole('link', { name: 'Book now for $49' });
  await expect(book).toHaveAttribute('href', /^\/checkouts\?items=[0-9a-f-]{36}$/);
  await book.click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Fertility Consultation');
  await expect(page.getByTestId('cart-total')).toHaveText('$49.00');

  // The same link bought by a new customer, so that sam's dialog keeps offering the paid consultation.
  const link = new URL(page.url()).pathname + new URL(page.url()).search;
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest.getByTestId('cart-line')).toContainText('Fertility Consultation');
  await guest.getByLabel('Email').fill(freshEmail('consultation.link'));
  await guest.getByLabel('First name').fill('Alex');
  await guest.getByLabel('Last name').fill('Rivera');
  await guest.getByRole('button', { name: 'Next' }).click();
  // A consultation alone ships nothing: the next step is the payment.
  await expect(guest.getByRole('heading', { name: 'Payment' })).toBeFocused();
  await fillBillingAddress(guest);
  await fillCard(guest, '4242 4242 4242 4242');
  await placeOrderAndSeeConfirmation(guest);
  await expect(guest.getByTestId('next-steps')).toContainText('Book your consultation');
  await guestContext.close();
});

test('C-05: ?email= fills in the email of the account details', async ({ page, request }) => {
  const email = freshEmail('prefilled');
  await page.goto(
    `/checkouts?items=${await productUuid(request, 'analysis')}&email=${encodeURIComponent(email)}`,
  );
  await expect(page.getByLabel('Email')).toHaveValue(email);
});
