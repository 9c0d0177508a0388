import { expectTappable } from '../support/on-screen';
import { signInAs, submitSignIn } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';
import { newCustomerWithPassword, productUuid } from './checkout-helpers';

const password = 'Saved-address-1';

async function shippingFields(page: Page) {
  return {
    first_name: await page.getByLabel('First name').inputValue(),
    last_name: await page.getByLabel('Last name').inputValue(),
    address_1: await page.getByLabel('Address', { exact: true }).inputValue(),
    city: await page.getByLabel('City').inputValue(),
    state: await page.getByLabel('State').inputValue(),
    postal_code: await page.getByLabel('ZIP code').inputValue(),
    phone: await page.getByLabel('Phone number').inputValue(),
  };
}

for (const width of [390, 1280]) {
  test(`a signed-in customer's checkout starts with their name, email and saved address at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // A customer made by an order to Robin Hale at 1 Main Street, Austin (checkout-helpers' cardOrderFor).
    const email = await newCustomerWithPassword(request, `saved.address.${width}`, password);
    await submitSignIn(page, email, password);
    await expect(page).toHaveURL('/home');

    await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByLabel('First name')).toHaveValue('Robin');
    await expect(page.getByLabel('Last name')).toHaveValue('Hale');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping' })).toBeFocused();
    expect(await shippingFields(page)).toEqual({
      first_name: 'Robin',
      last_name: 'Hale',
      address_1: '1 Main Street',
      city: 'Austin',
      state: 'TX',
      postal_code: '73301',
      phone: '+15125550134',
    });
    const address = page.getByLabel('Address', { exact: true });
    await expect(address).toBeInViewport();
    // Theirs to change.
    await address.fill('600 Congress Avenue');
    await expect(address).toHaveValue('600 Congress Avenue');
  });
}

for (const width of [390, 1280]) {
  test(`casey, a demo customer, finds the address their kits go to filled in at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'casey');
    await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
    await expect(page.getByLabel('Email')).toHaveValue('casey@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping' })).toBeFocused();
    expect(await shippingFields(page)).toEqual({
      first_name: 'Casey',
      last_name: 'Brooks',
      address_1: '1600 Pearl Street',
      city: 'Denver',
      state: 'CO',
      postal_code: '80203',
      phone: '+13035550147',
    });
    for (const label of ['Address', 'City', 'ZIP code']) {
      const field = page.getByLabel(label, { exact: true });
      await field.scrollIntoViewIfNeeded();
      await expectTappable(page, field);
    }
  });
}

test('the address saved on the address page is the one the next checkout fills in', async ({
  page,
  request,
}) => {
  const email = await newCustomerWithPassword(request, 'saved.address.moved', password);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  await page.goto('/onboarding/address');
  await page.getByLabel('Address', { exact: true }).fill('600 Congress Avenue');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Save the new address' }).click();
  await expect(page.getByTestId('address-saved')).toBeFocused();

  await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue('600 Congress Avenue');
  await expect(page.getByLabel('ZIP code')).toHaveValue('78701');
});

for (const width of [390, 1280]) {
  test(`a guest's checkout starts with empty fields at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('First name')).toHaveValue('');
    await expect(page.getByLabel('Last name')).toHaveValue('');
    await page.getByLabel('Email').fill(`guest.${Date.now()}@example.com`);
    await page.getByLabel('First name').fill('Alex');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping' })).toBeFocused();
    // The shipping step names the guest from the first step as before; the address itself is theirs to type.
    const fields = await shippingFields(page);
    expect({ ...fields, first_name: '', last_name: '' }).toEqual({
      first_name: '',
      last_name: '',
      address_1: '',
      city: '',
      state: '',
      postal_code: '',
      phone: '',
    });
  });
}
