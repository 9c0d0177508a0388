import { expect, test } from '../support/test';

test('a Progyny member checks their benefits without signing in', async ({ page }) => {
  await page.goto('/insurance/eligibility/progyny');
  await expect(
    page.getByText('Your fertility benefits through Progyny may cover your testing.'),
  ).toBeVisible();
  const fill = async (memberId: string) => {
    await page.getByLabel('Member ID').fill(memberId);
    await page.getByLabel('First name').fill('Drew');
    await page.getByLabel('Last name').fill('Foster');
    await page.getByLabel('Date of birth').fill('1990-02-03');
    await page.getByRole('button', { name: 'Check my benefits' }).click();
  };
  await fill('M-1234');
  await expect(page.getByTestId('benefits-answer')).toContainText('We could not confirm your benefits');
  await fill('ELIG-4411');
  await expect(page.getByTestId('benefits-answer')).toContainText(
    'Good news: your fertility benefits cover your testing with us.',
  );
  await expect(page.getByTestId('benefits-answer')).toBeFocused();
});
