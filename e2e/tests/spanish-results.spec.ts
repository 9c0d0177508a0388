import { readFileSync } from 'node:fs';
import { startBuiltServer } from '../support/built-server';
import { expectLaidOutAt } from '../support/page-checks';
import { demoPassword, personas } from '../support/personas';
import { expect, test } from '../support/test';

// sam signs in through the form on a server of his own, so no other spec's sign-ins (or wrong passwords) count against
// the same attempt limits, and his profile's language is nobody else's business. He follows it on his phone; each
// page is checked at a desktop's width too (widened as a window is).
const widths = [390, 1280] as const;

test(`sam, who chose Spanish, reads his released results in Spanish, downloads their PDF report and shares them with a clinic, checked at ${widths.join(' and ')} px`, async ({
  browser,
}) => {
  // A server of its own, a sign-in, the analysis page, a PDF made for it and a clinic's browser.
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
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(personas.sam);
    await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page).toHaveURL('/home');

    await page.goto('/analysis');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Análisis | Fathom');
    const status = page.getByRole('region', { name: 'Resultados listos' });
    await expect(status).toContainText(/Listos desde el \d{1,2} \p{Ll}+\.? \d{4}\./u);
    await expect(page.getByRole('region', { name: 'Sus resultados de un vistazo' })).toBeVisible();
    // Each section of the report, with its measure drawn against its normal range.
    for (const section of ['Recuento total', 'Movilidad', 'Morfología', 'Fragmentación del ADN']) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
      await expect(
        page.getByRole('img', { name: new RegExp(`^${section}: .+\\. Normal: .+\\.$`) }),
      ).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { name: 'Cómo entender sus resultados', exact: true }),
    ).toBeVisible();

    const sharing = page.getByRole('region', { name: 'Guarde y comparta su informe' });
    await sharing.scrollIntoViewIfNeeded();
    await expectLaidOutAt(page, widths);

    // The report downloads as a PDF (its words are the server's, in English so far).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sharing.getByRole('link', { name: 'Descargar su informe (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^semen-analysis-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // His own reads, the report among them, are one line in Spanish, his latest.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Quién ha visto sus resultados' })).toBeVisible();
    await expect(page.getByTestId('result-views').getByRole('listitem')).toContainText([
      /^Usted, por última vez el \d{1,2} \p{Ll}+\.? \d{4}/u,
    ]);

    // He shares the result with a clinic by a SMART Health Link with a passcode.
    const healthLinks = page.getByRole('region', { name: 'Compartir con una clínica (SMART Health Link)' });
    await healthLinks.getByLabel('El enlace funciona durante').selectOption({ label: '7 días' });
    await healthLinks.getByLabel('Código de acceso (opcional)').fill('tulip-42');
    await healthLinks.getByRole('button', { name: 'Crear un SMART Health Link' }).click();
    await expect(healthLinks.getByRole('img', { name: 'Código QR del SMART Health Link' })).toBeVisible();
    const newest = healthLinks.getByRole('list', { name: 'Sus SMART Health Links' }).getByRole('listitem');
    await expect(newest.first()).toContainText('Activo');
    await expect(newest.first()).toContainText('con código de acceso');
    await expect(newest.first()).toContainText('Todavía no se ha abierto');
    const link = (await healthLinks.getByTestId('health-link-url').textContent()) ?? '';

    // The clinic opens it signed out, in a browser that asks for Spanish: the viewer reads in Spanish, as the
    // sign-in page does, and its switch turns it to English.
    const clinicContext = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'es-US',
      viewport: { width: widths[0], height: 900 },
    });
    const clinic = await clinicContext.newPage();
    await clinic.goto(`/shl#${link.split('#')[1] ?? ''}`);
    await expect(clinic.locator('html')).toHaveAttribute('lang', 'es');
    await clinic.getByLabel('Su nombre o el de su clínica').fill('Clínica de Fertilidad de Austin');
    await clinic.getByLabel('Código de acceso').fill('tulip-41');
    await clinic.getByRole('button', { name: 'Abrir el expediente' }).click();
    await expect(clinic.getByRole('alert')).toHaveText(
      'El código de acceso no es correcto. Le quedan 4 intentos.',
    );
    await clinic.getByLabel('Código de acceso').fill('tulip-42');
    await clinic.getByRole('button', { name: 'Abrir el expediente' }).click();
    await expect(clinic.getByRole('columnheader', { name: 'Interpretación' })).toBeVisible();
    await expectLaidOutAt(clinic, widths);
    await clinic.getByRole('button', { name: 'English' }).click();
    await expect(clinic.locator('html')).toHaveAttribute('lang', 'en');
    await expect(clinic.getByRole('columnheader', { name: 'Reading' })).toBeVisible();
    await clinicContext.close();

    await page.reload();
    await expect(newest.first()).toContainText('Abierto una vez');
  } finally {
    await context.close();
    await server.stop();
  }
});
