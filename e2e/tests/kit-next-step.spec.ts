import { staffKitsOf, staffPost } from '../support/customer-api';
import { mintLoginToken } from '../support/staff-api';
import { expect, test } from '../support/test';
import { newCustomerByOrder } from './checkout-helpers';

const onItsWayUnregistered =
  'Your sample is on its way to the lab. Register this kit now: the lab can test your sample only once the kit is registered to you.';

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${size.width} px, the home page and the kit's card say the same of an unregistered kit on its way to the lab`, async ({
    page,
    request,
  }) => {
    const email = await newCustomerByOrder(request, `next-step-${size.width}`);
    const [kit] = await staffKitsOf(request, email);
    if (!kit) throw new Error('the order made no kit');
    await staffPost(request, `/api/staff/items/${kit.id}/tracking`, { tracking_stage: 4 });

    await page.setViewportSize(size);
    await page.goto(`/?loginToken=${encodeURIComponent(await mintLoginToken(request, email))}`);
    await expect(page).toHaveURL('/home');
    // The kit's registration is one of the things asked (a new customer also has the client agreement to sign).
    const attention = page
      .getByRole('region', { name: 'Needs your attention' })
      .getByRole('listitem')
      .filter({ hasText: onItsWayUnregistered });
    await expect(attention).toHaveCount(1);
    const card = page.getByTestId(`kit-${kit.id}`);
    await expect(card.getByTestId('kit-summary')).toHaveText(onItsWayUnregistered);
    await expect(card.getByRole('link', { name: 'Register this kit' })).toHaveAttribute(
      'href',
      `/k-r/${kit.id}`,
    );
    await expect(page.getByText('There is nothing more for you to do')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`kit-next-step-${size.width}.png`),
      fullPage: true,
    });

    await card.getByRole('link', { name: 'Kit details' }).click();
    await expect(page.getByTestId('kit-summary')).toHaveText(onItsWayUnregistered);
    await expect(page.getByRole('heading', { name: 'Register this kit' })).toBeVisible();
  });
}
