import { signInAs } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/** Sums the page's layout shifts that no input caused, as Chromium reports them (the CLS of Web Vitals). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShifts: { total: number } }).__layoutShifts.total);

/** Answers the matching requests only after `delayMs`, as a slow network would. */
async function slowDown(page: Page, url: string, delayMs: number): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

test('announcements that arrive late do not push the home page down', async ({ page }) => {
  await signInAs(page, 'sam');
  await watchLayoutShifts(page);
  await slowDown(page, '**/api/restify/announcements?*', 400);
  await page.reload();
  await expect(page.getByText('Holiday shipping')).toBeVisible();
  await expect(page.getByText('Your storage plan renews soon')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('a result that arrives late does not push the analysis report down', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.goto('/analysis');
  await watchLayoutShifts(page);
  await slowDown(page, '**/api/restify/result-documents/*', 400);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Keep and share your report' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('storage and its matching that arrive late, one after the other, do not push the storage page down', async ({
  page,
}) => {
  await signInAs(page, 'jordan');
  await page.goto('/cryogenic');
  await watchLayoutShifts(page);
  await slowDown(page, '**/api/cryogenics', 200);
  await slowDown(page, '**/api/restify/items?*available_cryogenic_items*', 700);
  await page.reload();
  // The matching section shows only while jordan's storage is not yet paired (another test pairs it).
  await expect(page.getByRole('heading', { name: 'Good to know' })).toBeVisible();
  await expect(page.getByTestId('loading-skeleton')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Cryogenic Storage, yearly plan' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test('billing that arrives late does not push the card form down', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.goto('/manage-billing');
  await watchLayoutShifts(page);
  await slowDown(page, '**/api/billings', 400);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Change the card your plans renew on' })).toBeVisible();
  await expect(page.getByTestId('loading-skeleton')).toHaveCount(0);
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("scrolling through sam's report on a phone never moves what lies below", async ({ page }) => {
    await signInAs(page, 'sam');
    await page.goto('/analysis');
    await expect(page.getByTestId('trend-total_count')).toBeVisible();
    const lastSectionTop = () =>
      page.evaluate(
        () =>
          (document.getElementById('personalized-recommendations')?.getBoundingClientRect().top ?? 0) +
          scrollY,
      );
    const before = await lastSectionTop();
    // Down the page a screen at a time, each drawn before the next.
    const screens = await page.evaluate(() => Math.ceil(document.documentElement.scrollHeight / innerHeight));
    for (let screen = 1; screen <= screens; screen++) {
      await page.mouse.wheel(0, 800);
      await page.evaluate(
        () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
      );
    }
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(2000);
    expect(await lastSectionTop()).toBe(before);
  });
});

for (const width of [390, 1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
    });

    test('storage plans that arrive late do not push the facts below them down', async ({ page }) => {
      await signInAs(page, 'sam');
      await page.goto('/buy-cryogenic');
      await watchLayoutShifts(page);
      await slowDown(page, '**/api/checkouts', 400);
      await page.reload();
      await expect(page.getByRole('link', { name: 'Choose Cryogenic Storage, lifetime' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Good to know' })).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });

    test('free times that arrive late do not push the results call page down', async ({ page }) => {
      await signInAs(page, 'sam');
      await page.goto('/schedule-results-call?source=analysis');
      await watchLayoutShifts(page);
      await slowDown(page, '**/api/results-calls/slots', 400);
      await page.reload();
      // sam's free times, or the call another test has just booked for sam.
      await expect(page.getByTestId('call-slots').or(page.getByTestId('booked-call'))).toBeVisible();
      await expect(page.getByRole('link', { name: 'Your analysis' })).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });

    test('registered kits that arrive late do not push the kit pages down', async ({ page }) => {
      await signInAs(page, 'sam');
      await page.goto('/kit-registrations');
      await watchLayoutShifts(page);
      await slowDown(page, '**/api/restify/kit-registrations', 400);
      await page.reload();
      await expect(page.getByTestId('kit-registrations')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Registering a new kit' })).toBeVisible();
      expect(await layoutShift(page)).toBeLessThan(0.01);
    });
  });
}
