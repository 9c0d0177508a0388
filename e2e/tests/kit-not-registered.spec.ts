import { setDateOfBirth, staffKitsOf, staffPost } from '../support/customer-api';
import { latestEmailTo, mintLoginToken } from '../support/staff-api';
import { expect, test } from '../support/test';
import { newCustomerByOrder } from './checkout-helpers';

test('a kit the lab scans before it is registered leads its owner to the kit-not-registered page, and registering it starts the analysis', async ({
  page,
  browser,
  request,
}) => {
  const email = await newCustomerByOrder(request, 'held.kit');
  await setDateOfBirth(browser, request, email, '1987-03-21');
  const [kit] = await staffKitsOf(request, email);
  if (!kit) throw new Error('the order made no kit');

  // The kit travels back to the lab, which scans its code on arrival: nobody has registered it.
  await staffPost(request, `/api/staff/items/${kit.id}/tracking`, { tracking_stage: 4 });
  expect(await staffPost(request, `/api/staff/kits/${kit.kit_identifier}/arrival`)).toEqual({
    item_id: kit.id,
    registered: false,
    tracking_stage: 4,
  });

  // The owner's account says so and leads to the page.
  await page.goto(`/?loginToken=${encodeURIComponent(await mintLoginToken(request, email))}`);
  await expect(page).toHaveURL('/home');
  const card = page.getByTestId(`kit-${kit.id}`);
  await expect(card.getByTestId('kit-summary')).toHaveText(
    'The lab has your sample, but this kit is not registered to you yet: register it so the lab can start.',
  );
  await card.getByRole('link', { name: 'Register this kit' }).click();
  await expect(page).toHaveURL(`/onboarding/kit-not-registered/${kit.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your kit is not registered yet' })).toBeVisible();

  // So does the lab's email, opened on a phone that is not signed in.
  const link = /https?:\/\/\S+\/onboarding\/kit-not-registered\/[0-9a-f-]{36}/;
  const mail = await latestEmailTo(request, email, link);
  expect(mail.subject).toBe('Your kit reached the lab: please register it');
  const phone = await browser.newContext();
  const visitor = await phone.newPage();
  await visitor.goto(new URL(mail.text.match(link)?.[0] ?? '').pathname);
  await expect(visitor).toHaveURL(`/onboarding/kit-not-registered/${kit.id}`);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Your kit is not registered yet' }),
  ).toBeVisible();
  await visitor.getByRole('link', { name: 'Register this kit' }).click();
  await expect(visitor).toHaveURL(`/k-r/${kit.id}`);
  await visitor.getByLabel('Order number').fill(kit.po_number);
  await visitor.getByLabel('Date of birth').fill('1987-03-21');
  await visitor.getByRole('button', { name: 'Confirm and register' }).click();
  await expect(visitor.getByRole('heading', { name: /Thank you, Robin/ })).toBeFocused();
  await visitor.getByLabel('New password').fill('Held-kit-password-1');
  await visitor.getByRole('button', { name: 'Choose password and open my account' }).click();
  await expect(visitor).toHaveURL(`/onboarding/item/${kit.id}`);
  await expect(visitor.getByTestId('kit-summary')).toHaveText(
    'The lab is analysing your sample. We will email you when your results are ready.',
  );
  await expect(visitor.getByRole('heading', { name: 'Register this kit' })).toHaveCount(0);
  await phone.close();
});
