import { englishLeftIn, englishToFindIn } from '../support/english-left';
import { expectNoViolations } from '../support/page-checks';
import { textsOf } from '../support/spanish-walk';
import { expect, type Page, test } from '../support/test';
import { freshEmail } from './checkout-helpers';

/** The English left on the page, each with why: none is expected. */
async function englishOn(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return englishLeftIn(await textsOf(page), englishToFindIn('es'));
}

/** Nothing runs off the side of the screen: Spanish runs about a fifth longer than English. */
async function expectNothingWiderThan(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [390, 1280]) {
  test.describe(`buying a kit in Spanish at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, locale: 'es-US' });

    test('a visitor who chose Spanish goes from the shop to the order confirmation without a word of English', async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      // A new customer, made by this order: no persona's sign-in, so no other test's attempt limit to share.
      const email = freshEmail(`spanish.checkout.${width}`);
      await context.addCookies([{ name: 'fathom-language', value: 'es', url: baseURL ?? '' }]);

      // The shop: with nothing in the cart, the kits to start an order with.
      await page.goto('/checkouts');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle('Finalizar la compra | Fathom');
      await expect(page.getByRole('heading', { level: 1, name: 'Su carrito está vacío' })).toBeVisible();
      expect(await englishOn(page)).toEqual([]);
      await page.getByRole('link', { name: 'Pedir Análisis de semen' }).click();

      // Your details.
      await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
      await expect(page.getByTestId('step-heading')).toHaveText('Sus datos');
      await expect(page.getByRole('navigation', { name: 'Pasos de la compra' })).toContainText(
        'Paso 1 de 4:',
      );
      if (width < 1024) {
        // On a phone the order summary comes first, folded to its total.
        await page.getByRole('button', { name: /^Mostrar el resumen del pedido\s*, total \$/ }).click();
        await expect(page.getByRole('button', { name: /^Ocultar el resumen del pedido/ })).toBeVisible();
      }
      await expect(page.getByRole('complementary', { name: 'Resumen del pedido' })).toContainText(
        'Su pedido',
      );
      await expect(page.getByLabel('Código promocional')).toBeVisible();
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Nombre').fill('Alex');
      await page.getByLabel('Apellido').fill('Rivera');
      expect(await englishOn(page)).toEqual([]);
      await expectNothingWiderThan(page, width);
      await page.getByRole('button', { name: 'Siguiente' }).click();

      // Shipping: the form's own checks speak Spanish too.
      await expect(page.getByRole('heading', { name: 'Envío' })).toBeFocused();
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(page.getByText('Complete el campo de dirección.')).toBeVisible();
      await page.getByLabel('Nombre').fill('Alex');
      await page.getByLabel('Apellido').fill('Rivera');
      await page.getByLabel('Dirección', { exact: true }).fill('1 Main Street');
      await page.getByLabel('Ciudad').fill('Austin');
      await page.getByLabel('Estado').selectOption('TX');
      await page.getByLabel('Código postal').fill('73301');
      await page.getByLabel('Número de teléfono').fill('(512) 555-0134');
      await expect(page.getByRole('group', { name: 'Fecha de entrega preferida' })).toBeVisible();
      expect(await englishOn(page)).toEqual([]);
      await expectNothingWiderThan(page, width);
      await page.getByRole('button', { name: 'Siguiente' }).click();

      // Payment, by the sandbox's card.
      await expect(page.getByRole('heading', { name: 'Pago' })).toBeFocused();
      await page.getByLabel('Pagar el total con tarjeta').check();
      await page.getByLabel('Nombre en la tarjeta').fill('Alex Rivera');
      await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
      await page.getByLabel('Fecha de vencimiento (MM/AA)').fill('12/39');
      await page.getByLabel('Código de seguridad').fill('123');
      await expect(page.getByLabel('La misma que la dirección de envío')).toBeChecked();
      expect(await englishOn(page)).toEqual([]);
      await expectNothingWiderThan(page, width);
      await page.getByRole('button', { name: 'Siguiente' }).click();

      // Review, then the order.
      await expect(page.getByRole('heading', { name: 'Revisión' })).toBeFocused();
      await expect(page.getByTestId('review')).toContainText('Tarjeta que termina en 4242');
      await expect(page.getByTestId('review')).toContainText('Entrega de los kits: escalonada');
      expect(await englishOn(page)).toEqual([]);
      await expectNothingWiderThan(page, width);
      await page.getByRole('button', { name: 'Realizar el pedido' }).click();

      // The confirmation, at its own address.
      const confirmation = page.getByTestId('order-confirmation');
      await expect(confirmation).toBeVisible();
      await expect(page).toHaveURL(/\/checkouts\/orders\/[^/]+$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle('Confirmación del pedido | Fathom');
      await expect(page.getByTestId('po-number')).not.toBeEmpty();
      await expect(page.getByTestId('final-price')).toHaveText(/^\$\d/);
      await expect(confirmation).toContainText('Total pagado');
      await expect(confirmation).toContainText(`Le enviamos una confirmación a ${email}.`);
      await expect(page.getByRole('link', { name: 'Cree su contraseña' })).toBeVisible();
      expect(await englishOn(page)).toEqual([]);
      await expectNothingWiderThan(page, width);
      await expectNoViolations(page);
    });
  });
}
