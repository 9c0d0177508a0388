import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { routesFor } from '../../apps/web/src/app/route-table';
import { signInAs } from '../support/sign-in';

const wcag21AAndAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Pages that end the session or leave the portal when opened, so there is nothing of ours to check. */
const leavesThePortal = new Set(['/logout', '/login-as', '*']);
/** What the partner on an account can open. */
const partnerPaths = ['/analysis', '/profile', '/contracts'];

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(wcag21AAndAA).analyze();
  return results.violations.map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact}) ${violation.help} at ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** Every production route of the route table with real ids where the persona has them. */
function concretePaths(ids: Record<string, string>, access: (auth: string) => boolean): string[] {
  return routesFor(false)
    .filter((route) => !leavesThePortal.has(route.path) && access(route.auth))
    .map((route) => route.path.replace(/:(\w+)/g, (_match, name: string) => ids[name] ?? 'unknown-id'));
}

test('every page a visitor can open has no WCAG 2.1 A or AA violation', async ({ page }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const path of concretePaths({ provider: 'progyny' }, (auth) => auth !== 'required')) {
    found.push(...(await violationsOn(page, path)));
  }
  expect(found).toEqual([]);
});

test("every signed-in page has no WCAG 2.1 A or AA violation for sam, and the partner's pages for jamie", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, 'sam');
  const items = (await (await page.request.get('/api/restify/items?perPage=50')).json()) as {
    data: { id: string; attributes: { category: string } }[];
  };
  const storage = items.data.find((item) => item.attributes.category === 'cryogenic')?.id ?? 'unknown-id';
  const analysis = items.data.find((item) => item.attributes.category === 'analysis')?.id ?? 'unknown-id';
  const found: string[] = [];
  for (const path of concretePaths({ uuid: analysis, itemId: analysis }, (auth) => auth === 'required')) {
    found.push(...(await violationsOn(page, path)));
  }
  found.push(...(await violationsOn(page, `/onboarding/withdrawal/${storage}`)));

  const partnerContext = await browser.newContext();
  const partner = await partnerContext.newPage();
  await signInAs(partner, 'jamie', '/analysis');
  for (const path of partnerPaths) found.push(...(await violationsOn(partner, path)));
  await partnerContext.close();
  expect(found).toEqual([]);
});
