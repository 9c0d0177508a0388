import { expect, type Page } from '@playwright/test';
import { demoPassword, type Persona, personas } from './personas';

/** Fills and sends the sign-in form; leaves the page wherever the portal takes the user. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs a demo persona in and waits for the landing route the portal chooses. */
export async function signInAs(page: Page, persona: Persona, landing = '/home'): Promise<void> {
  await submitSignIn(page, personas[persona], demoPassword);
  await expect(page).toHaveURL(landing);
}
