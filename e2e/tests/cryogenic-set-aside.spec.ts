import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

test("jordan's home and storage page say the same of the 2 vials his withdrawal has set aside, at 390 px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'jordan');
  const setAside = '2 vials of them are set aside for a withdrawal.';
  const card = page.getByTestId('storage-card');
  await expect(card).toContainText(`Your 4 vials are frozen under your storage plan. ${setAside}`);

  await card.getByRole('link', { name: 'Manage your storage' }).click();
  await expect(page).toHaveURL('/cryogenic');
  const sample = page.getByTestId('stored-sample').first();
  await expect(sample.getByTestId('vials-set-aside')).toHaveText(` · ${setAside}`);
  await sample.getByTestId('vials-set-aside').scrollIntoViewIfNeeded();
  await expect(sample.getByTestId('vials-set-aside')).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath('jordan-cryogenic-390.png') });
});
