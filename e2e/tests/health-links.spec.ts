import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

test('sam makes a SMART Health Link to his analysis, sees it and its QR code, and turns it off', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'sam');
  await page.goto('/analysis');

  const download = page.getByRole('link', { name: 'Download as FHIR (for your clinic)' });
  await expect(download).toHaveAttribute('href', /^\/api\/fhir\/analyses\//);

  const section = page.getByRole('region', { name: 'Share with a clinic (SMART Health Link)' });
  await section.getByLabel('The link works for').selectOption('7');
  await section.getByLabel('Passcode (optional)').fill('tulip-42');
  await section.getByRole('button', { name: 'Create a SMART Health Link' }).click();

  await expect(section.getByTestId('health-link-url')).toContainText('/shl#shlink:/');
  const qr = section.getByRole('img', { name: 'QR code of the SMART Health Link' });
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  const links = section.getByRole('list', { name: 'Your SMART Health Links' });
  const newest = links.getByRole('listitem').first();
  await expect(newest).toContainText('Works');
  await expect(newest).toContainText('with a passcode');
  await expect(newest).toContainText('Not opened yet');

  // A clinic, not signed in, opens the link in the portal's own viewer with the passcode.
  const fragment = ((await section.getByTestId('health-link-url').textContent()) ?? '').split('#')[1] ?? '';
  const clinicContext = await browser.newContext();
  const clinic = await clinicContext.newPage();
  await clinic.goto(`/shl#${fragment}`);
  await clinic.getByLabel('Your name or clinic').fill('Austin Fertility Clinic');
  await clinic.getByLabel('Passcode').fill('tulip-42');
  await clinic.getByRole('button', { name: 'Open the record' }).click();
  await expect(clinic.getByRole('row', { name: /Sperm concentration/ })).toContainText('million/mL');
  await clinicContext.close();

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  await newest.getByRole('button', { name: 'Turn off this SMART Health Link' }).click();
  await expect(newest).toContainText('Turned off');
  await expect(newest).toContainText('Opened once');
  await expect(section.getByTestId('health-link-url')).toHaveCount(0);
  await expect(newest.getByRole('button', { name: 'Turn off this SMART Health Link' })).toHaveCount(0);
  await context.close();
});
