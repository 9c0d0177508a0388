import { submitSignIn } from '../support/sign-in';
import { expect, test } from '../support/test';
import { newCustomerWithPassword } from './checkout-helpers';

const password = 'Profile-pass-1';

test('saving the name sends POST /restify/profile; the stored name is shown after a reload and greets the customer', async ({
  page,
  request,
}) => {
  const email = await newCustomerWithPassword(request, 'profile-name', password);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  await page.goto('/profile');

  const form = page.getByRole('region', { name: 'Your name' });
  await form.getByLabel('First name', { exact: true }).fill('Rowan');
  await form.getByLabel('Last name', { exact: true }).fill('Castillo');
  await form.getByLabel('Preferred first name (optional)').fill('Ro');
  const saved = page.waitForRequest(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/restify/profile',
  );
  await form.getByRole('button', { name: 'Save name' }).click();
  expect((await saved).postDataJSON()).toEqual({
    first_name: 'Rowan',
    last_name: 'Castillo',
    preferred_first_name: 'Ro',
  });
  await expect(page.getByText('Your name has been saved.')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Rowan');
  await expect(form.getByLabel('Last name', { exact: true })).toHaveValue('Castillo');
  await expect(form.getByLabel('Preferred first name (optional)')).toHaveValue('Ro');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Ro Castillo');
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Ro Castillo');
});

test('updating the phone and date of birth sends PUT /restify/clients/{id}; both are kept after a reload', async ({
  page,
  request,
}) => {
  const email = await newCustomerWithPassword(request, 'profile-contact', password);
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL('/home');
  await page.goto('/profile');
  const clientNumber = (await page.getByTestId('client-number').textContent())?.trim();

  const form = page.getByRole('region', { name: 'Phone and date of birth' });
  await form.getByLabel('Phone').fill('+1 512 555 0199');
  await form.getByLabel('Date of birth').fill('1987-06-21');
  const saved = page.waitForRequest(
    (sent) =>
      sent.method() === 'PUT' &&
      /^\/api\/restify\/clients\/[0-9a-f-]{36}$/.test(new URL(sent.url()).pathname),
  );
  await form.getByRole('button', { name: 'Save contact details' }).click();
  const sent = await saved;
  expect(sent.postDataJSON()).toEqual({ phone: '+1 512 555 0199', date_of_birth: '1987-06-21' });
  const answer = await sent.response();
  if (!answer) throw new Error('PUT /restify/clients/{id} had no answer');
  expect(answer.status()).toBe(200);
  expect((await answer.json()).data.attributes).toMatchObject({
    number: clientNumber,
    phone: '+1 512 555 0199',
    date_of_birth: '1987-06-21',
  });
  await expect(page.getByText('Your contact details have been saved.')).toBeVisible();

  await page.reload();
  // Shown again as every page writes a US number (ADR 049).
  await expect(form.getByLabel('Phone')).toHaveValue('(512) 555-0199');
  await expect(form.getByLabel('Date of birth')).toHaveValue('1987-06-21');
});
