import { wcagAudit } from '../support/page-checks';
import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

const FIRST_ANALYSIS_TEXT =
  'A semen analysis measures your sperm count, motility and more from a sample you collect at home. Your results appear here once the lab has your sample.';
const TO_LAB_UNREGISTERED =
  'Your sample is on its way to the lab. Register this kit now: the lab can test your sample only once the kit is registered to you.';
const STORAGE_EXPLAINED =
  'Cryogenic storage freezes a sample of yours in 4 vials and keeps them safe in our lab for as long as your plan runs, so you can use them later.';

for (const width of [390, 1280]) {
  test(`drew, who never ordered, is offered a first analysis and told what storage is at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'drew');
    const latest = page.getByRole('region', { name: 'Your latest results' });
    await expect(latest).toContainText(`Order your first analysis. ${FIRST_ANALYSIS_TEXT}`);
    await expect(latest.getByRole('link', { name: 'Shop for an analysis kit' })).toHaveAttribute(
      'href',
      /\/order\/$/,
    );

    await expect(page.getByTestId('storage-card')).toContainText(`Nothing in storage. ${STORAGE_EXPLAINED}`);

    await page.goto('/analysis');
    const status = page.getByRole('region', { name: 'Order your first analysis' });
    await expect(status).toContainText(FIRST_ANALYSIS_TEXT);
    await expect(page.getByText('Results not ready yet')).toHaveCount(0);
    await expect(status.getByRole('link', { name: 'Shop for an analysis kit' })).toBeInViewport();

    await page.goto('/kit-registrations');
    await expect(page.getByText(`Order your first analysis. ${FIRST_ANALYSIS_TEXT}`)).toBeVisible();
    await expect(
      page.getByText('You have no kit to register. A kit you order is listed here once you register it.'),
    ).toBeVisible();

    await page.goto('/manage-billing');
    const plans = page.locator('[data-empty-state="storage_explained"]');
    await expect(plans).toHaveText(
      `No storage plan. ${STORAGE_EXPLAINED} A plan renews here, on your card.See storage plans`,
    );
    await expect(plans.getByRole('link', { name: 'See storage plans' })).toHaveAttribute(
      'href',
      '/buy-cryogenic',
    );

    await page.goto('/cryogenic');
    await expect(page.getByText(`Nothing in storage. ${STORAGE_EXPLAINED}`)).toBeVisible();
  });

  test(`taylor, whose unregistered sample is on its way to the lab, is asked to register it on every page at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'taylor');
    // The kit is not registered yet: every page says so, in the kit's own words, with the link to register it.
    const register = { name: 'Register this kit' };
    const latest = page.getByRole('region', { name: 'Your latest results' });
    await expect(latest.locator('.status-badge')).toHaveText('Needs your attention');
    await expect(latest.getByTestId('analysis-progress')).toHaveText(TO_LAB_UNREGISTERED);
    const registrationPath = await latest.getByRole('link', register).getAttribute('href');
    expect(registrationPath).toMatch(/^\/k-r\/[0-9a-f-]{36}$/);
    await expect(latest).not.toContainText('Order your first analysis');
    const kitCard = page.getByTestId(/^kit-[0-9a-f]{8}-/).filter({ has: page.getByTestId('kit-summary') });
    await expect(kitCard.getByTestId('kit-summary')).toHaveText(TO_LAB_UNREGISTERED);
    await expect(kitCard.getByRole('link', register)).toHaveAttribute('href', registrationPath ?? '');
    const kitPage = await kitCard.getByRole('link', { name: 'Kit details' }).getAttribute('href');

    await page.goto('/analysis');
    const status = page.getByRole('region', { name: 'Register your kit' });
    await expect(status.locator('.status-badge')).toHaveText('Needs your attention');
    await expect(status.getByTestId('analysis-progress')).toHaveText(TO_LAB_UNREGISTERED);
    await expect(status.getByRole('link', register)).toHaveAttribute('href', registrationPath ?? '');
    await expect(status).not.toContainText('Shop for an analysis kit');

    await page.goto('/kit-registrations');
    await expect(page.getByTestId('analysis-progress')).toHaveText(TO_LAB_UNREGISTERED);
    await expect(page.getByRole('link', register)).toHaveAttribute('href', registrationPath ?? '');
    await expect(page.getByText('as soon as it arrives')).toHaveCount(0);

    await page.goto(kitPage ?? '/home');
    await expect(page.getByTestId('kit-summary')).toHaveText(TO_LAB_UNREGISTERED);
    await expect(page.getByRole('heading', register)).toBeVisible();
  });
}

const emptyStatePages = {
  drew: ['/home', '/analysis', '/kit-registrations', '/manage-billing'],
  taylor: ['/home', '/analysis', '/kit-registrations'],
} as const;

for (const [persona, paths] of Object.entries(emptyStatePages) as [
  keyof typeof emptyStatePages,
  readonly string[],
][]) {
  test(`${persona}'s empty states have no WCAG 2.1 A or AA violation`, async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, persona);
    const violations: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('[data-empty-state]').first()).toBeVisible();
      const found = await wcagAudit(page);
      violations.push(...found.violations.map((violation) => `${path}: ${violation.id}`));
    }
    expect(violations).toEqual([]);
  });
}
