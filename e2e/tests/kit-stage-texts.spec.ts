import { staffKitsOf, staffPost } from '../support/customer-api';
import { signInAs } from '../support/sign-in';
import { mintLoginToken } from '../support/staff-api';
import { expect, test } from '../support/test';
import { newCustomerByOrder } from './checkout-helpers';

test('sam\'s finished kits offer their results, never "Register this kit"', async ({ page }) => {
  await signInAs(page, 'sam');
  const kits = page.locator('li[data-testid^="kit-"]');
  await expect(kits.first()).toBeVisible();
  // A finished kit is one line on the home page: its results, no tracker, no registration.
  for (const kit of await kits.all()) {
    await expect(kit).toHaveAttribute('data-finished', 'true');
    await expect(kit.getByRole('heading', { level: 3 })).toContainText('Results ready');
    await expect(kit.getByRole('link', { name: 'Register this kit' })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Read your results' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Kit details' }).first().click();
  await expect(page.getByTestId('kit-summary')).toHaveText('Your results are ready.');
  await expect(page.getByTestId('kit-registration')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'When to collect your sample' })).toHaveCount(0);
});

test('a kit with its customer shows how and when to collect, the step of the box, the drop-off point and the videos', async ({
  page,
  request,
}) => {
  const email = await newCustomerByOrder(request, 'kit.at.home');
  const [kit] = await staffKitsOf(request, email);
  if (!kit) throw new Error('the order made no kit');
  await page.goto(`/?loginToken=${encodeURIComponent(await mintLoginToken(request, email))}`);
  await expect(page).toHaveURL('/home');
  const card = page.getByTestId(`kit-${kit.id}`);
  await expect(card.getByTestId('kit-summary')).toHaveText(
    'Your order is confirmed. We will ship your kit soon.',
  );
  await expect(card.getByRole('link', { name: 'Register this kit' })).toHaveAttribute(
    'href',
    `/k-r/${kit.id}`,
  );

  await staffPost(request, `/api/staff/items/${kit.id}/tracking`, {
    tracking_stage: 3,
    status_step: 'FillCupStep',
    delivery_carrier: 'UPS',
  });
  await page.goto(`/onboarding/item/${kit.id}`);
  await expect(page.getByTestId('kit-summary')).toHaveText(
    'Your kit has arrived. Register it, then collect your sample on a collection day and send it back to the lab the same day.',
  );
  await expect(page.getByTestId('kit-step')).toHaveText('Collect your sample in the cup.');
  await expect(page.getByTestId('next-collection-day')).toContainText(/Monday|Tuesday|Wednesday|Thursday/);
  await expect(page.getByTestId('demo-videos').getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Find a UPS drop-off point/ })).toHaveAttribute(
    'href',
    'https://www.ups.com/dropoff',
  );
  await expect(page.getByTestId('kit-registration')).toBeVisible();

  // Once the lab has the results, the kit page says so and offers no registration any more.
  await staffPost(request, `/api/staff/items/${kit.id}/tracking`, { tracking_stage: 6 });
  await page.reload();
  await expect(page.getByTestId('kit-summary')).toHaveText('Your results are ready.');
  await expect(page.getByTestId('kit-registration')).toHaveCount(0);
  await expect(page.getByTestId('kit-step')).toHaveCount(0);
});
