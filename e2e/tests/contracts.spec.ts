import { expectNoViolations } from '../support/page-checks';
import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

test('riley signs the STI testing agreement in his legal name and downloads the signed PDF', async ({
  page,
}) => {
  await signInAs(page, 'riley');
  await page.goto('/contracts');
  const agreement = page.getByTestId('agreement').filter({ hasText: 'STI testing agreement' });
  await expect(agreement).toContainText('I ask Fathom and its partner laboratory');
  await expectNoViolations(page);

  await agreement.getByLabel('I have read the STI testing agreement and agree to it.').check();
  await agreement.getByLabel('Signature: your full legal name').fill('R. Lee');
  await agreement.getByRole('button', { name: 'Sign the STI testing agreement' }).click();
  await expect(
    agreement.getByText(/Sign with your full legal name, exactly as on your account/),
  ).toBeVisible();

  const legalName = (await agreement.getByText(/Type your legal name exactly: /).textContent())?.replace(
    'Type your legal name exactly: ',
    '',
  );
  await agreement.getByLabel('Signature: your full legal name').fill(legalName ?? '');
  await agreement.getByRole('button', { name: 'Sign the STI testing agreement' }).click();

  // Signing leads to /contracts/request-processing, which says what was signed and offers the signed PDF.
  await expect(page).toHaveURL('/contracts/request-processing?step=30');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('STI testing agreement signed');
  const signed = page.getByTestId('signed-agreement');
  await expect(signed).toContainText(`Signed by ${legalName}`);
  await expect(signed).toContainText('A confirmation is on its way to riley@example.com.');
  await expectNoViolations(page);
  const download = page.waitForEvent('download');
  await signed.getByRole('link', { name: 'Download the signed PDF' }).click();
  expect((await download).suggestedFilename()).toBe('fathom-agreement-30.pdf');

  await page.getByRole('link', { name: 'Go to your contracts' }).click();
  await expect(page).toHaveURL('/contracts');
  await expect(page.getByTestId('agreement').filter({ hasText: 'STI testing agreement' })).toContainText(
    `Signed by ${legalName}`,
  );
});
