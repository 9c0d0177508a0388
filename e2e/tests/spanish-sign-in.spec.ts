import { entryScripts, holdTheCode } from '../support/held-code';
import { boxOf } from '../support/on-screen';
import { expectNoViolations } from '../support/page-checks';
import { demoPassword } from '../support/personas';
import { profileLanguage, setProfileLanguage } from '../support/profile-language';
import { expectSignInTakenOver } from '../support/sign-in';
import { type APIRequestContext, expect, test } from '../support/test';
import { newCustomerWithPassword } from './checkout-helpers';

/**
 * A customer of this test alone, with the demo password. A demo persona's failed sign-ins are counted with those of
 * every other test of the worker's server (five a quarter of an hour per account and address): the wrong password
 * typed here, after the wrong-password tests had typed theirs for the same persona, was refused as too many
 * attempts. A customer of its own shares no count, and no language in its profile, with any other test.
 */
const ownCustomer = (request: APIRequestContext, label: string) =>
  newCustomerWithPassword(request, label, demoPassword);

for (const width of [390, 1280]) {
  test.describe(`signing in in Spanish at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, locale: 'en-US' });

    test('the switch turns the sign-in page to Spanish, which a reload keeps and the profile saves at sign-in', async ({
      page,
      request,
      playwright,
      baseURL,
    }) => {
      const customer = await ownCustomer(request, `es-switch-${width}`);
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

      const switcher = page.getByRole('group', { name: 'Language' });
      await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
      // The switch sits beside the brand, on screen without scrolling, at every width.
      const switchBox = await boxOf(switcher);
      expect(switchBox.x + switchBox.width).toBeLessThanOrEqual(width);
      expect(switchBox.y).toBeLessThan(200);

      await switcher.getByRole('button', { name: 'Español' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle('Iniciar sesión | Fathom');
      await expect(page).toHaveURL('/login');
      await expect(
        page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'Español' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expectNoViolations(page);

      // A reload: the server sends the page in Spanish from the start, its first screen prerendered in it.
      const reloaded = await page.reload();
      expect(await reloaded?.text()).toContain('<html lang="es">');
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

      // The form's own checks, and the server's refusal, speak Spanish too.
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await expect(page.getByText('Complete el campo de correo electrónico.')).toBeVisible();
      await page.getByLabel('Correo electrónico').fill(customer);
      await page.getByLabel('Contraseña', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await expect(
        page
          .getByTestId('toast')
          .filter({ hasText: 'El correo electrónico o la contraseña no son correctos.' }),
      ).toBeVisible();

      await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await expect(page).toHaveURL('/home');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('contentinfo')).toContainText('Sus resultados y sus muestras');

      // The choice made before signing in is the profile's now: another browser, in English, follows it.
      await expect.poll(() => profileLanguage(playwright, baseURL, customer)).toBe('es');
    });

    test("a browser that asks for Spanish gets the sign-in page in Spanish at once, and a profile's English wins after sign-in", async ({
      browser,
      request,
      playwright,
      baseURL,
    }) => {
      const customer = await ownCustomer(request, `es-browser-${width}`);
      await setProfileLanguage(playwright, baseURL, customer, 'en');
      const context = await browser.newContext({
        baseURL,
        locale: 'es-US',
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      const first = await page.goto('/login');
      expect(first?.headers().vary).toContain('accept-language');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
      await expect(page).toHaveTitle('Iniciar sesión | Fathom');
      await expectNoViolations(page);

      // The profile says English: the portal follows the person, not the browser.
      await page.getByLabel('Correo electrónico').fill(customer);
      await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      await expect(page).toHaveURL('/home');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('contentinfo')).toContainText('Your results and samples');
      await context.close();
    });
  });
}

test('the Spanish sign-in page is taken over as it was prerendered: what is typed before the code has run is kept', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const customer = await ownCustomer(request, 'es-hydrated');
  await context.addCookies([{ name: 'fathom-language', value: 'es', url: baseURL ?? '' }]);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const code = await holdTheCode(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Correo electrónico').fill(customer);
  await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
  await page.getByLabel('Correo electrónico').evaluate((field) => field.setAttribute('data-from-html', ''));
  code.release();
  await expectSignInTakenOver(page, 'Iniciar sesión');
  // Hydrated, not drawn again: React took over the HTML's own field, with what was typed in it.
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('data-from-html', '');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(customer);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL('/home');
  expect(errors).toEqual([]);
});

test('a Spanish page whose code cannot be loaded says so in Spanish', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'fathom-language', value: 'es', url: baseURL ?? '' }]);
  await page.route(entryScripts, (route) => route.abort());
  await page.goto('/login');
  const notice = page.getByRole('alert').filter({ hasText: 'Esta página no terminó de cargarse.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Volver a cargar la página' })).toBeVisible();
});
