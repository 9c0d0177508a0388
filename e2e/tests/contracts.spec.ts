import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

test('riley signs the STI testing agreement in his legal name and downloads the signed PDF', async ({
  page,
}) => {
  await signInAs(page, 'riley');
  await page.goto('/contracts');
  const agreement = page.getByTestId('agreement').filter({ hasText: 'STI testing agreement' });
  await expect(agreement).toContainText('I ask Fathom and its partner laboratory');
  expect(
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze())
      .violations,
  ).toEqual([]);

  await agreement.getByLabel('I have read the sti testing agreement and agree to it.').check();
  await agreement.getByLabel('Signature: your full legal name').fill('R. Lee');
  await agreement.getByRole('button', { name: 'Sign the sti testing agreement' }).click();
  await expect(
    agreement.getByText(/Sign with your full legal name, exactly as on your account/),
  ).toBeVisible();

  const legalName = (await agreement.getByText(/Type your legal name exactly: /).textContent())?.replace(
    'Type your legal name exactly: ',
    '',
  );
  await agreement.getByLabel('Signature: your full legal name').fill(legalName ?? '');
  await agreement.getByRole('button', { name: 'Sign the sti testing agreement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is signed' })).toContainText(
    'your sti testing agreement is signed',
  );
  const download = page.waitForEvent('download');
  await agreement.getByRole('link', { name: 'Download the signed PDF' }).click();
  expect((await download).suggestedFilename()).toBe('fathom-agreement-30.pdf');
});
