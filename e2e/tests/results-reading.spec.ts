import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

test('a result that fails to load says so, and "Try again" reads it again', async ({ page }) => {
  await signInAs(page, 'sam');
  let failures = 0;
  await page.route('**/api/restify/result-documents/*', async (route) => {
    if (failures === 0 && route.request().method() === 'GET') {
      failures++;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'A server error occurred during request execution' }),
      });
      return;
    }
    await route.continue();
  });
  await page.goto('/analysis');

  const failure = page.getByTestId('result-load-error');
  await expect(failure).toContainText('Your results could not be loaded');
  await expect(page.getByRole('heading', { name: 'Results ready' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Total count: / })).toHaveCount(0);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('img', { name: /^Total count: 120 million, normal\./ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Results ready' })).toBeVisible();
  await expect(failure).toHaveCount(0);
  expect(failures).toBe(1);
});

test('a value the lab did not measure reads "- -" (RS-32)', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.goto('/analysis#cryogenic-storage');
  const section = page.locator('#cryogenic-storage');
  await expect(section.getByTestId('value-post_thaw_motility')).toHaveText('- -');
  await expect(section.getByTestId('value-post_thaw_motility')).toBeInViewport();
  await expect(page.locator('#motility').getByTestId('value-total_motility')).toHaveText('58%');
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`riley's STI results are listed first on /analysis at ${size.width} px, the positive one plainly`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInAs(page, 'riley');
    await page.goto('/analysis');
    const panel = page.getByRole('region', { name: 'Your STI test results' });
    await expect(panel).toContainText('Positive: Chlamydia.');
    await expect(panel).toBeInViewport();
    const status = await page.getByRole('heading', { name: 'No semen analysis yet' }).boundingBox();
    const panelBox = await panel.boundingBox();
    expect(panelBox && status && panelBox.y < status.y).toBe(true);

    await panel.getByRole('link', { name: 'Read each result explained' }).click();
    await expect(page).toHaveURL(/\/onboarding\/sti\//);
    await expect(page.getByTestId('sti-chlamydiaGenital')).toContainText('Positive Detected');
  });
}

test("the analysis page with riley's STI results passes axe", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, 'riley');
  await page.goto('/analysis');
  await expect(page.getByRole('region', { name: 'Your STI test results' })).toBeVisible();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await context.close();
});
