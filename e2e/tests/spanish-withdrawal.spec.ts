import { expectNoViolations } from '../support/page-checks';
import { expect, type Page, test } from '../support/test';
import {
  customerWithStoredVials,
  expectNoSidewaysScroll,
  expectTappable,
  storagePassword,
} from './cryogenic-helpers';

/** The short months of es-US, as the portal writes a day in Spanish ("4 dic 2026", ADR 064). */
const SPANISH_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];

/** A calendar date (YYYY-MM-DD) as the portal writes it in Spanish: "7 ene 2027". */
function spanishPortalDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${SPANISH_MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * The card form is the checkout's own (components/card): its fields are found by what they hold, so that this
 * journey does not depend on how that form words its labels.
 */
async function fillCard(page: Page): Promise<void> {
  const card = page.getByTestId('shipping-payment');
  await card.locator('input[autocomplete="cc-name"]').fill('Robin Hale');
  await card.locator('input[autocomplete="cc-number"]').fill('4242 4242 4242 4242');
  await card.locator('input[autocomplete="cc-exp"]').fill('12/39');
  await card.locator('input[autocomplete="cc-csc"]').fill('123');
}

for (const width of [390, 1280]) {
  const phone = width === 390;
  test.describe(`at ${width} px`, () => {
    test.use(
      phone
        ? { viewport: { width, height: 844 }, hasTouch: true, isMobile: true }
        : { viewport: { width, height: 900 } },
    );

    test('a customer who chose Spanish asks for a withdrawal of stored vials, from the storage page to its confirmation, all in Spanish', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      // A customer of this test alone: no other test signs in, fails a password or changes a language as them.
      await customerWithStoredVials(page, request, `es-withdrawal-${width}`, 4);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      // Spanish, chosen in the header's menu (the phone's menu on a phone), which the profile keeps.
      const profileSaved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/restify/profile') && response.request().method() === 'POST',
      );
      if (phone) await page.getByRole('button', { name: 'Open menu', exact: true }).tap();
      else await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect((await profileSaved).status()).toBe(200);

      // The storage page, reached by its Spanish name in the navigation.
      const navigation = page.getByRole('navigation', { name: phone ? 'Principal (móvil)' : 'Principal' });
      if (phone && !(await navigation.isVisible())) {
        await page.getByRole('button', { name: 'Abrir el menú', exact: true }).tap();
      }
      await navigation.getByRole('link', { name: 'Almacenamiento criogénico' }).click();
      await expect(page).toHaveURL('/cryogenic');
      await expect(page).toHaveTitle('Almacenamiento criogénico | Fathom');
      await expect(page.getByRole('heading', { level: 1, name: 'Almacenamiento criogénico' })).toBeVisible();
      const sample = page.getByTestId('stored-sample').first();
      await expect(sample.getByTestId('vial')).toHaveCount(4);
      await expect(sample.getByRole('columnheader', { name: 'Historial' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Es bueno saber' })).toBeVisible();
      await expectNoViolations(page);

      const requestLink = sample.getByRole('link', { name: 'Solicitar un retiro' });
      if (phone) {
        await expectTappable(requestLink);
        await requestLink.tap();
      } else {
        await requestLink.click();
      }
      await expect(page).toHaveURL(/\/onboarding\/withdrawal\/[0-9a-f-]+$/);
      await expect(page).toHaveTitle('Solicitar un retiro | Fathom');
      await expect(page.getByRole('heading', { level: 1, name: 'Solicitar un retiro' })).toBeVisible();

      // "Entiendo" pressed too early says what is missing, and goes to the box to tick.
      const understand = page.getByRole('button', { name: 'Entiendo', exact: true });
      const understood = page.getByLabel(/^Entiendo que los viales solo se envían a un profesional médico/);
      await understand.click();
      await expect(understood).toBeFocused();
      await understood.check();
      await understand.click();
      await expect(page.getByRole('heading', { name: 'Organice su traslado' })).toBeFocused();

      await expect(page.getByRole('group', { name: '¿A dónde van los viales?' })).toBeVisible();
      await page.getByLabel('Un centro médico').check();
      await page.getByLabel('Nombre del centro').fill('Hill Country Fertility');
      await page.getByLabel('Persona de contacto en el centro (opcional)').fill('Dra. Ana Flores');
      await page.getByLabel('Dirección', { exact: true }).fill('10 Congress Ave');
      await page.getByLabel('Ciudad').fill('Austin');
      await page.getByRole('combobox', { name: 'Estado', exact: true }).selectOption('TX');
      await page.getByLabel('Código postal').fill('78701');
      await page.getByLabel('Correo electrónico del centro').fill('lab@hillcountry.example');
      await page.getByLabel('Teléfono del centro').fill('+15125550199');
      await page.getByLabel('Viales que se enviarán').selectOption('2');
      const requestedDate = await page.getByLabel('Fecha de entrega').inputValue();
      // The day chosen reads as every date does in Spanish: "Elegido: domingo, 20 dic 2026".
      await expect(page.getByTestId('withdrawal-chosen-date')).toHaveText(
        new RegExp(`^Elegido: [a-záéíóú]+, ${spanishPortalDate(requestedDate)}$`),
      );
      await page.getByLabel('Firma: su nombre legal completo').fill('Robin Hale');
      await page.getByLabel('Su contraseña').fill(storagePassword);
      await expect(page.getByRole('group', { name: 'Pague el envío' })).toBeVisible();
      await fillCard(page);
      if (phone) await expectNoSidewaysScroll(page);
      await expectNoViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`spanish-withdrawal-form-${width}.png`),
        fullPage: true,
      });

      const submit = page.getByRole('button', { name: 'Pagar $250.00 y solicitar el retiro' });
      if (phone) {
        await expectTappable(submit);
        await submit.tap();
      } else {
        await submit.click();
      }

      await expect(page).toHaveURL(/\/onboarding\/withdrawal\/completed\?id=/);
      await expect(page).toHaveTitle('Retiro solicitado | Fathom');
      await expect(page.getByRole('heading', { level: 1, name: 'Retiro solicitado' })).toBeVisible();
      const recap = page.getByTestId('withdrawal-recap');
      await expect(recap.getByText('Fecha de entrega', { exact: true })).toBeVisible();
      await expect(recap).toContainText(spanishPortalDate(requestedDate));
      await expect(recap).toContainText('Hill Country Fertility (para Dra. Ana Flores)');
      await expect(page.getByTestId('withdrawal-next-step')).toHaveText(
        'Ahora nuestro equipo se comunica con el destinatario para organizar el traslado.',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      if (phone) await expectNoSidewaysScroll(page);
      await expectNoViolations(page);
      await page.screenshot({
        path: test.info().outputPath(`spanish-withdrawal-completed-${width}.png`),
        fullPage: true,
      });

      // Back on the storage page, the request is listed and no second one is offered.
      await page.getByRole('link', { name: 'Volver al almacenamiento criogénico' }).click();
      await expect(page).toHaveURL('/cryogenic');
      await expect(page.getByRole('heading', { name: 'Retiros' })).toBeVisible();
      await expect(page.getByTestId('withdrawals')).toContainText('Hill Country Fertility');
      await expect(page.getByRole('link', { name: 'Solicitar un retiro' })).toHaveCount(0);
    });
  });
}
