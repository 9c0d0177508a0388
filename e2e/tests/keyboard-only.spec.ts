import type { Page } from '@playwright/test';
import { alexTotpSecret, demoPassword, personas } from '../support/personas';
import { expectSignInTakenOver } from '../support/sign-in';
import { expect, test } from '../support/test';
import { unusedTotp } from '../support/totp';
import { tabTo } from './checkout-helpers';

/**
 * Types the persona's email and the password into the sign-in form with the keyboard, and presses Enter once the page
 * is taken over: until then the prerendered form's button is dimmed and Enter submits nothing (ADR 037), which a
 * loaded machine's slower start once showed as a sign-in that never happened.
 */
async function signInWithKeyboard(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(demoPassword);
  await expectSignInTakenOver(page);
  await page.keyboard.press('Enter');
}

test('sign-in with two-factor authentication works with the keyboard alone', async ({ page }) => {
  // A fresh code may have to wait for the next 30-second step.
  test.setTimeout(90_000);
  await signInWithKeyboard(page, personas.alex);
  await expect(page).toHaveURL('/2fa-login');
  const code = page.getByRole('textbox').first();
  await tabTo(page, code);
  await page.keyboard.type(await unusedTotp(alexTotpSecret, page.url()));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/home');
});

test('a withdrawal request works with the keyboard alone', async ({ page }) => {
  await signInWithKeyboard(page, personas.morgan);
  await expect(page).toHaveURL('/home');
  await page.goto('/cryogenic');

  await tabTo(page, page.getByRole('link', { name: 'Request a withdrawal' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel(/I understand that vials are withdrawn only/));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'I understand' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Arrange your transfer' })).toBeFocused();

  await tabTo(page, page.getByLabel('Within the United States ($250.00 shipping)'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Outside the United States (we send you a quote)')).toBeChecked();
  await tabTo(page, page.getByLabel('A medical professional'));
  await page.keyboard.press('Space');
  const typeInto = async (label: string | RegExp, text: string) => {
    await tabTo(page, page.getByLabel(label, { exact: typeof label === 'string' }));
    await page.keyboard.type(text);
  };
  await typeInto('Name of the medical professional', 'Dr. Amelia Hart');
  await typeInto('Their clinic or practice', 'Harley Fertility Centre');
  await typeInto('Address', '5 Harley Street');
  await typeInto('City', 'London');
  await typeInto('Postal code', 'W1G 9QY');
  await typeInto('Country code (e.g. GB)', 'GB');
  await typeInto('Their email', 'lab@harley.example');
  await typeInto('Their phone', '+442075550100');
  await typeInto('Signature: your full legal name', 'Morgan Hayes');
  await typeInto('Your password', demoPassword);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/onboarding\/withdrawal\/completed/);
  await expect(page.getByTestId('withdrawal-next-step')).toContainText('We will email you a quote');
});

test('closing the consultations dialog with Escape returns focus to the button that opened it', async ({
  page,
}) => {
  await signInWithKeyboard(page, personas.taylor);
  await expect(page).toHaveURL('/home');
  const opener = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Consultations' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});
