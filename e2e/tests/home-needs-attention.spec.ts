import { expectNoViolations } from '../support/page-checks';
import type { Persona } from '../support/personas';
import { signInAs } from '../support/sign-in';
import { mintLoginToken } from '../support/staff-api';
import { expect, type Locator, type Page, test } from '../support/test';
import { cardOrderFor, freshEmail, productUuid } from './checkout-helpers';

const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The link is on screen and is what a tap at the centre of its box reaches. */
async function expectTappable(page: Page, link: Locator): Promise<void> {
  await link.scrollIntoViewIfNeeded();
  const box = await link.boundingBox();
  if (!box) throw new Error('the link has no box');
  const viewport = page.viewportSize();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport?.width ?? 0);
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const reached = await link.evaluate((element, point) => {
    const hit = document.elementFromPoint(point.x, point.y);
    return hit !== null && (hit === element || element.contains(hit));
  }, centre);
  expect(reached, 'the element at the centre of the link is the link').toBe(true);
}

async function signInAtWidth(page: Page, persona: Persona, size: (typeof widths)[number]) {
  await page.setViewportSize(size);
  await signInAs(page, persona);
  await expect(page.getByTestId('storage-card')).toHaveAttribute('aria-busy', 'false');
}

const attention = (page: Page) => page.getByRole('region', { name: 'Needs your attention' });
const storageCard = (page: Page) => page.getByTestId('storage-card');

async function expectAttentionFirst(page: Page): Promise<void> {
  const list = await attention(page).boundingBox();
  const latest = await page.getByRole('region', { name: 'Your latest results' }).boundingBox();
  const storage = await storageCard(page).boundingBox();
  expect(list && latest && storage).toBeTruthy();
  if (!list || !latest || !storage) return;
  expect(list.y + list.height).toBeLessThanOrEqual(latest.y);
  expect(list.y + list.height).toBeLessThanOrEqual(storage.y);
}

for (const size of widths) {
  test.describe(`at ${size.width} px`, () => {
    test("morgan's destruction date comes first, dated, with the plan to choose; the storage card does not call the vials safe", async ({
      page,
    }) => {
      await signInAtWidth(page, 'morgan', size);
      const item = attention(page).getByRole('listitem').first();
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(
        'Your stored sample will be destroyed',
      );
      await expect(item.locator('time')).toHaveText(/^On [A-Z][a-z]{2} \d{1,2}, \d{4} \(in 45 days\)$/);
      // A cancelled plan still runs to that day: nothing says the vials are stored without a plan.
      await expect(item).toContainText('Your 4 vials have no storage plan after that day.');
      await expect(page.getByText('stored without a storage plan')).toHaveCount(0);
      await expectAttentionFirst(page);

      await expect(storageCard(page)).toContainText('Storage ends.');
      await expect(storageCard(page)).toContainText(
        /Your 4 vials will be destroyed on [A-Z][a-z]{2} \d{1,2}, \d{4}/,
      );
      await expect(storageCard(page)).not.toContainText('kept safe');
      await expect(storageCard(page)).not.toContainText('In storage');

      const action = item.getByRole('link');
      await expect(action).toHaveText('Choose a storage plan');
      await expectTappable(page, action);
      await action.click();
      await expect(page).toHaveURL('/buy-cryogenic');
    });

    test("taylor's unregistered kit comes first with its registration; nothing says the analysis is under way", async ({
      page,
    }) => {
      await signInAtWidth(page, 'taylor', size);
      const item = attention(page).getByRole('listitem').first();
      await expect(item.getByRole('heading', { level: 3 })).toHaveText('Register your Semen Analysis kit');
      await expect(item.locator('time')).toHaveText(/^Ordered [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      await expect(item).toContainText('Your sample is on its way to the lab');
      await expectAttentionFirst(page);
      await expect(page.getByTestId('analysis-progress')).toHaveText(
        'Your sample is on its way to the lab. Register this kit now: the lab can test your sample only once the kit is registered to you.',
      );
      await expect(page.getByText('under way')).toHaveCount(0);

      const action = item.getByRole('link', { name: 'Register this kit' });
      await expectTappable(page, action);
      await action.click();
      await expect(page).toHaveURL(/\/k-r\/[0-9a-f-]{36}$/);
    });

    test("riley's positive STI result comes first and the latest results lead to it on /analysis", async ({
      page,
    }) => {
      await signInAtWidth(page, 'riley', size);
      const item = attention(page).getByRole('listitem').first();
      await expect(item.getByRole('heading', { level: 3 })).toHaveText('One of your STI results is positive');
      await expect(item.locator('time')).toHaveText(/^Results from [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      const resultsDay = ((await item.locator('time').textContent()) ?? '').replace('Results from ', '');
      await expectAttentionFirst(page);
      await expectTappable(page, item.getByRole('link', { name: 'Read your STI results' }));

      const latest = page.getByTestId('latest-sti-result');
      await expect(latest).toContainText('One or more tests are positive.');
      await expect(page.getByText('Order your first analysis')).toHaveCount(0);
      const seeResults = latest.getByRole('link', { name: 'See your STI results' });
      await expectTappable(page, seeResults);
      await seeResults.click();

      await expect(page).toHaveURL('/analysis#sti-results');
      const panel = page.getByRole('region', { name: 'Your STI test results' });
      await expect(panel).toBeInViewport();
      await expect(panel).toContainText(
        'One or more tests are positive. Our care team will contact you about treatment.',
      );
      await expect(panel).toContainText('Positive: Chlamydia.');
      // One panel, one date: the home page's, the panel's and the finished kit's "Results ready".
      await expect(panel.getByRole('heading', { level: 3 })).toContainText(`results from ${resultsDay}`);
      await expect(panel).toContainText('Next step: our care team contacts you');
      await expect(panel.getByText('HIV:', { exact: true }).locator('..')).toContainText(
        'Negative Not detected',
      );
      await expect(page.getByText('Order your first analysis')).toHaveCount(0);
      await page.goto('/home');
      await expect(
        page
          .getByRole('region', { name: 'Your kits' })
          .locator('[data-finished="true"]', { hasText: 'STI Test Kit' }),
      ).toContainText(`Results ready ${resultsDay}`);
    });

    test("sam's home is his action centre: his agreements, his results call and his next analysis come first, his finished kits are one line each", async ({
      page,
    }) => {
      await signInAtWidth(page, 'sam', size);
      await expect(storageCard(page)).toContainText(
        'In storage. Your 4 vials are frozen under your storage plan.',
      );
      const items = attention(page).getByRole('listitem');
      await expect(items.getByRole('heading', { level: 3 })).toHaveText([
        '2 agreements to sign',
        'Talk your results through',
        'Your next analysis',
      ]);
      await expectAttentionFirst(page);
      await expect(items.nth(0)).toContainText(
        'Sign your client agreement and power of attorney for stored samples',
      );
      await expect(items.nth(2).locator('time')).toHaveText(
        /^Due around [A-Z][a-z]{2} \d{1,2}, \d{4} \(in \d+ days\)$/,
      );
      for (const label of ['Sign your agreements', 'Book a results call', 'Order a new analysis']) {
        await expectTappable(page, attention(page).getByRole('link', { name: label }));
      }
      await expectTappable(page, storageCard(page).getByRole('link', { name: 'Manage your storage' }));

      // His three analyses are done: each kit is one line with its results, no six-stage tracker.
      const kits = page.getByRole('region', { name: 'Your kits' });
      await expect(kits.locator('[data-finished="true"]')).toHaveCount(3);
      await expect(kits.getByRole('list', { name: /^Progress of / })).toHaveCount(0);
      for (const kit of await kits.locator('[data-finished="true"]').all()) {
        const box = await kit.boundingBox();
        expect(box?.height ?? 0, 'a finished kit is a single row').toBeLessThan(size.width < 600 ? 120 : 64);
      }
      await page.screenshot({ path: test.info().outputPath(`sam-home-${size.width}.png`), fullPage: true });

      await attention(page).getByRole('link', { name: 'Sign your agreements' }).click();
      await expect(page).toHaveURL('/contracts');
    });
  });
}

test('casey, whose result found no sperm, is offered no storage on the home page, the analysis or the storage page', async ({
  page,
}) => {
  await signInAtWidth(page, 'casey', widths[1] ?? { width: 1280, height: 800 });
  await expect(storageCard(page)).toContainText('Freezing needs sperm in the sample');
  await expect(page.getByRole('link', { name: 'See storage plans' })).toHaveCount(0);

  await page.goto('/analysis');
  await expect(page.getByRole('img', { name: /^Volume: 2\.1 mL, normal\./ })).toBeVisible();
  await expect(page.getByTestId('value-volume')).toHaveText('2.1 mL');
  await expect(page.getByRole('img', { name: /^Total count: no sperm found\./ })).toBeVisible();
  const storage = page.getByTestId('storage-purchase-state');
  await expect(storage).toContainText('Freezing needs sperm in the sample, so storage is not offered');
  await expect(storage.getByRole('link')).toHaveCount(0);
  await expect(page.locator('a[href="/buy-cryogenic"]')).toHaveCount(0);

  // The storage page says what the home page says, and offers neither a plan nor a sample to freeze.
  await page.goto('/cryogenic');
  const summary = page.getByTestId('storage-summary');
  await expect(summary).toContainText(
    'Nothing in storage. Freezing needs sperm in the sample, so storage is not offered with your latest result.',
  );
  await expect(page.locator('main a[href="/buy-cryogenic"], main a[href="/storage-setup"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('casey-cryogenic-1280.png'), fullPage: true });
});

test('the home page with things to attend to passes axe', async ({ browser }) => {
  for (const persona of ['morgan', 'riley'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAtWidth(page, persona, widths[0] ?? { width: 390, height: 844 });
    await expect(attention(page)).toBeVisible();
    await expectNoViolations(page);
    await context.close();
  }
});

test('a summary that arrives late does not push the home page down, with or without things to attend to', async ({
  browser,
}) => {
  for (const persona of ['sam', 'morgan'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, persona);
    await page.addInitScript(() => {
      const shifts = { total: 0, moved: [] as string[] };
      Object.assign(window, { __layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node | null }[];
        })[]) {
          // The site footer jumps when a page's code arrives after the layout has shown (the layout's own
          // matter, reported apart): only what moves inside the page counts here.
          const moved = entry.sources
            .map((source) => source.node)
            .filter((node) => !(node instanceof Element && node.closest('footer')));
          if (entry.hadRecentInput || moved.length === 0) continue;
          shifts.total += entry.value;
          for (const node of moved) {
            shifts.moved.push(
              node instanceof Element ? `${node.tagName} ${node.textContent?.slice(0, 40)}` : String(node),
            );
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The announcements come late too, as in layout-stability.spec.ts, so that the page's code is in before
    // the layout shows it: what is measured is the summary arriving after the page.
    for (const url of ['**/api/restify/announcements?*', '**/api/account-summary']) {
      await page.route(url, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
    }
    await page.reload();
    await expect(storageCard(page)).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
    const shift = await page.evaluate(
      () => (window as unknown as { __layoutShifts: { total: number; moved: string[] } }).__layoutShifts,
    );
    expect(shift.total, `${persona}: ${shift.moved.join('; ')}`).toBeLessThan(0.01);
    await context.close();
  }
});

test('a new customer who bought an analysis with storage is told the kit is being prepared, and not offered storage', async ({
  page,
  request,
}) => {
  const email = freshEmail('kit-and-storage');
  const order = await request.post('/api/checkout', {
    headers: { 'idempotency-key': `kit-and-storage-${Date.now()}` },
    data: {
      ...cardOrderFor(email),
      items: [
        { product_uuid: await productUuid(request, 'analysis'), quantity: 1 },
        { product_uuid: await productUuid(request, 'cryo_yearly'), quantity: 1 },
      ],
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  await page.goto(`/?loginToken=${encodeURIComponent(await mintLoginToken(request, email))}`);
  await expect(page).toHaveURL('/home');

  await expect(page.getByTestId('analysis-progress')).toHaveText(
    'Your kit is being prepared. We are getting your kit ready to ship, and email you when it is on its way.',
  );
  await expect(storageCard(page)).toContainText('Your storage plan is ready.');
  await expect(page.getByRole('link', { name: 'See storage plans' })).toHaveCount(0);
  await expect(page.getByText('under way')).toHaveCount(0);
  // All there is to do is sign the client agreement: nothing about the kit or the storage.
  await expect(attention(page).getByRole('listitem').getByRole('heading', { level: 3 })).toHaveText([
    'One agreement to sign',
  ]);

  await page.goto('/analysis');
  await expect(page.getByRole('heading', { name: 'Your kit is being prepared' })).toBeVisible();
  await expect(page.getByText('under way')).toHaveCount(0);
  await expect(page.getByTestId('storage-purchase-state')).toContainText('Your storage plan is ready.');
  await expect(page.locator('a[href="/buy-cryogenic"]')).toHaveCount(0);
});
