import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInAs } from '../support/sign-in';

const wcag21AAndAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function violationsOn(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcag21AAndAA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('the sign-in page and the main pages of a client have no WCAG 2.1 A or AA violations', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violationsOn(page), '/login').toEqual([]);

  await signInAs(page, 'sam');
  for (const path of ['/home', '/analysis', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violationsOn(page), path).toEqual([]);
  }
  await context.close();
});
