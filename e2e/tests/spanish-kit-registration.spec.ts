import { startBuiltServer } from '../support/built-server';
import { expectLaidOutAt } from '../support/page-checks';
import { demoPassword } from '../support/personas';
import { expect, type Page, test } from '../support/test';

/** A day as the Spanish pages write it: "10 nov 2026". */
const spanishDay = /\d{1,2} \p{Ll}+\.? \d{4}/u;

// Registering taylor's kit changes what every other test of taylor sees, and its wrong date counts against the
// kit's attempt limit and the sign-ins against the address's: it runs on a server of its own, which no other spec
// signs in to. He follows it on his phone; each page is checked at a desktop's width too (widened as a window is).
const widths = [390, 1280] as const;

test(`taylor, who chose Spanish, registers his kit from its QR code and opens his account, checked at ${widths.join(' and ')} px`, async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const server = await startBuiltServer();
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'es-US',
    viewport: { width: widths[0], height: 900 },
  });
  try {
    // Spanish was chosen on an earlier visit: the switch keeps the choice in this cookie.
    await context.addCookies([{ name: 'fathom-language', value: 'es', url: server.baseUrl }]);
    await registerTaylorsKitInSpanish(await context.newPage());
  } finally {
    await context.close();
    await server.stop();
  }
});

async function registerTaylorsKitInSpanish(page: Page): Promise<void> {
  await page.goto('/k-r/v-c/FK-TAYLOR-0001');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Registre su kit | Fathom');
  await expect(page.getByRole('heading', { level: 1, name: 'Registre su kit' })).toBeVisible();
  await expectLaidOutAt(page, widths);

  // The form's own check speaks Spanish, naming the field as Spanish does.
  const dateOfBirth = page.getByLabel('Fecha de nacimiento');
  await page.getByRole('button', { name: 'Confirmar y registrar' }).click();
  await expect(dateOfBirth).toHaveAccessibleDescription('Complete el campo de fecha de nacimiento.');

  // A date that is not his: the field says so in the server's Spanish, and the page stays to try again.
  await dateOfBirth.fill('1999-01-01');
  await page.getByRole('button', { name: 'Confirmar y registrar' }).click();
  await expect(dateOfBirth).toHaveAccessibleDescription(
    'No pudimos verificar estos datos. Revíselos e inténtelo de nuevo.',
  );
  await expect(page).toHaveURL('/k-r/v-c/FK-TAYLOR-0001');

  await dateOfBirth.fill('1988-09-30');
  await page.getByRole('button', { name: 'Confirmar y registrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gracias, Taylor' })).toBeFocused();
  await expect(page).toHaveTitle('Su kit | Fathom');
  const registration = page.getByRole('region', { name: 'Registro' });
  await expect(registration).toContainText('Código del kit: FK-TAYLOR-0001');
  await expect(registration).toContainText('Registrado con: el código QR del kit');
  await expect(page.getByRole('region', { name: 'Pedido' })).toContainText('Número de pedido:');
  await expectLaidOutAt(page, widths);

  // His password opens the whole account, which keeps the language he reads in.
  await page
    .getByRole('region', { name: 'Abra su cuenta' })
    .getByLabel('Contraseña', { exact: true })
    .fill(demoPassword);
  await page.getByRole('button', { name: 'Abrir mi cuenta' }).click();
  await expect(page).toHaveURL(/\/onboarding\/item\/[0-9a-f-]{36}$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/kit-registrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Registros de kits' })).toBeVisible();
  await expect(page.getByTestId('kit-registrations')).toContainText(
    new RegExp(`Análisis de semen, registrado el ${spanishDay.source}`, 'u'),
  );
  await expectLaidOutAt(page, widths, { violations: false });

  // Signed in, a kit is registered by its order number: one that is not his ends on the error page.
  await page.goto('/k-r/verify-item');
  await expect(page.getByRole('heading', { level: 1, name: 'Registre su kit' })).toBeVisible();
  const orderNumber = page.getByLabel('Número de pedido');
  await page.getByRole('button', { name: 'Registrar el kit' }).click();
  await expect(orderNumber).toHaveAccessibleDescription('Complete el campo de número de pedido.');
  await orderNumber.fill('PO-NOT-MINE');
  await page.getByRole('button', { name: 'Registrar el kit' }).click();
  await expect(page).toHaveURL('/k-r/kit-registration-error');
  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos registrar este kit' })).toBeVisible();
  await expectLaidOutAt(page, widths, { violations: false });
  await page.getByRole('link', { name: 'Sus registros de kits' }).click();
  await expect(page).toHaveURL('/kit-registrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Registros de kits' })).toBeVisible();
}
