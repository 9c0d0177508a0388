import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

test('jordan matches his storage plan with his analysis, after taking a pairing back', async ({ page }) => {
  await signInAs(page, 'jordan');
  await page.goto('/cryogenic');
  const matching = page.getByTestId('cryo-matching');
  const select = matching.getByLabel(/Sample held by Cryogenic Storage, yearly plan/);
  const analysis = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(analysis ?? '');
  await matching.getByRole('button', { name: 'Confirm pairing' }).click();
  await expect(matching.getByTestId('pairings')).toContainText('holds the sample of Semen Analysis');
  await matching.getByRole('button', { name: 'Undo the last pairing' }).click();
  await expect(matching.getByTestId('pairings')).toHaveCount(0);
  await expect(select).toHaveValue(analysis ?? '');
  await matching.getByRole('button', { name: 'Confirm pairing' }).click();
  await matching.getByRole('button', { name: 'Save pairings' }).click();
  await expect(page.getByTestId('cryo-matching')).toHaveCount(0);
});
