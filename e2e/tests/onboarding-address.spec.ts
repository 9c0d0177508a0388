import { mintLoginToken } from '../support/staff-api';
import { expect, test } from '../support/test';
import { cardOrderFor, freshEmail, productUuid } from './checkout-helpers';

interface ItemsPage {
  data: { id: string; attributes: { kit: { shipping_address: { address_1: string } | null } | null } }[];
  meta: { last_page: number };
}

test('/onboarding/address collects the address and gives it to every kit that has not shipped, past the first page', async ({
  page,
  request,
}) => {
  // 18 kits: more than one page of items (15).
  const email = freshEmail('many.kits');
  const ordered = await request.post('/api/checkout', {
    headers: { 'idempotency-key': `many-kits-${Date.now()}-${Math.random()}` },
    data: {
      ...cardOrderFor(email),
      items: [
        { product_uuid: await productUuid(request, 'analysis'), quantity: 10 },
        { product_uuid: await productUuid(request, 'sti'), quantity: 8 },
      ],
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);

  await page.goto(`/?loginToken=${encodeURIComponent(await mintLoginToken(request, email))}`);
  await expect(page).toHaveURL('/home');
  await page.goto('/onboarding/address');
  await expect(page.getByRole('heading', { level: 1, name: 'Your address' })).toBeVisible();
  await expect(page.getByTestId('address-applies-to')).toContainText('Semen Analysis');
  expect(
    ((await page.getByTestId('address-applies-to').textContent()) ?? '').match(/\(order /g),
  ).toHaveLength(18);

  await page.getByLabel('Address', { exact: true }).fill('600 Congress Avenue');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Save the new address' }).click();
  await expect(page.getByTestId('address-saved')).toBeFocused();
  await expect(page.getByTestId('address-saved')).toContainText(
    'Your address is saved for every kit that has not shipped yet (18 kits)',
  );

  const addresses: string[] = [];
  for (let pageNumber = 1, last = 1; pageNumber <= last; pageNumber += 1) {
    const answer = (await (
      await page.request.get(`/api/restify/items?displayable=true&page=${pageNumber}`)
    ).json()) as ItemsPage;
    last = answer.meta.last_page;
    for (const item of answer.data) addresses.push(item.attributes.kit?.shipping_address?.address_1 ?? '');
  }
  expect(addresses).toHaveLength(18);
  expect(new Set(addresses)).toEqual(new Set(['600 Congress Avenue']));
  await page.reload();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('600 Congress Avenue');
});
