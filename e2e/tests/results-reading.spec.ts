import { expectNoViolations } from '../support/page-checks';
import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

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

test('a stored sample whose post-thaw motility was not measured says so in words, not "- -"', async ({
  page,
}) => {
  await signInAs(page, 'sam');
  await page.goto('/analysis#cryogenic-storage');
  const section = page.locator('#cryogenic-storage');
  await expect(section.getByTestId('post-thaw-not-measured')).toHaveText(
    'Post-thaw motility: not measured for this analysis. Normal: 42% or more.',
  );
  await expect(section.getByTestId('storage-purchase-state')).toContainText(
    'Your storage plan holds your sample.',
  );
  await expect(section).not.toContainText('- -');
  await expect(page.locator('#lab-recommendations')).toContainText('The lab added no notes to this result.');
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
  await expectNoViolations(page);
  await context.close();
});

const glance = [
  { persona: 'sam', headline: 'All 7 measures are in the normal range.', attention: 0, nextSteps: false },
  {
    persona: 'casey',
    headline:
      'No sperm were found in this sample. This is often treatable, and a specialist can tell you what to do next.',
    attention: 0,
    nextSteps: true,
  },
  {
    persona: 'jordan',
    headline:
      'None of the 8 measures is in the normal range. Results like these often improve, and a specialist can tell you what to do next.',
    attention: 8,
    nextSteps: true,
  },
] as const;

for (const { persona, headline, attention, nextSteps } of glance) {
  test(`${persona}'s report opens with a summary in plain words, a status on each measure and the next steps`, async ({
    page,
  }) => {
    await signInAs(page, persona);
    await page.goto('/analysis');
    const summary = page.getByTestId('result-summary');
    await expect(summary.getByTestId('result-summary-headline')).toHaveText(headline);
    const measures = summary.getByRole('list', { name: 'Your measures' }).getByRole('listitem');
    await expect(measures.first()).toBeVisible();
    await expect(measures.filter({ hasText: /Below normal|Above normal|Low after thawing/ })).toHaveCount(
      attention,
    );
    await expect(summary.getByTestId('result-next-steps')).toHaveCount(nextSteps ? 1 : 0);
    if (nextSteps) {
      await expect(summary.getByRole('link', { name: 'Book a results call' })).toHaveAttribute(
        'href',
        '/schedule-results-call',
      );
    }
    // Each measure's name takes the reader to its section of the report.
    await measures.first().getByRole('link').click();
    await expect(page).toHaveURL(/#total-count$/);
  });
}

test("the report's contents stay beside it on a wide screen and come before it on a phone", async ({
  page,
}) => {
  await signInAs(page, 'sam');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/analysis');
  const contents = page.getByRole('navigation', { name: 'In your report' });
  await page.locator('#dna-fragmentation').scrollIntoViewIfNeeded();
  const beside = await contents.boundingBox();
  const section = await page.locator('#dna-fragmentation').boundingBox();
  expect(beside && section && beside.x > section.x + section.width).toBe(true);
  // Still on screen, far down the report: the contents follow the reader.
  expect(beside && beside.y >= 0 && beside.y < 900).toBe(true);
  const link = contents.getByRole('link', { name: 'Motility' });
  const box = await link.boundingBox();
  if (!box) throw new Error('No link box');
  const atTapPoint = await page.evaluate(
    ([x, y]) =>
      document
        .elementFromPoint(x ?? 0, y ?? 0)
        ?.closest('a')
        ?.getAttribute('href'),
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(atTapPoint).toBe('#motility');

  await page.setViewportSize({ width: 390, height: 900 });
  const onPhone = await contents.boundingBox();
  const first = await page.locator('#understanding-your-results').boundingBox();
  expect(onPhone && first && onPhone.y + onPhone.height <= first.y).toBe(true);
});

test("sam's report charts each measure over time, labelled, and sums up all three analyses", async ({
  page,
}) => {
  await signInAs(page, 'sam');
  await page.goto('/analysis');
  const trend = page.getByTestId('trend-total_count');
  await expect(trend.getByRole('img')).toHaveAttribute(
    'aria-label',
    /^Total count over 3 analyses: 34 million on .+, 82 million on .+, 120 million on .+\. Up from 34 million on .+ to 120 million on .+; in the normal range since .+\.$/,
  );
  await expect(trend.getByTestId('trend-summary-total_count')).toHaveText(
    /^Up from 34 million on .+ to 120 million on .+; in the normal range since /,
  );
  await expect(trend.getByTestId('trend-point-value')).toHaveText(['34', '82', '120']);
  await expect(trend.getByText('Over time (million)')).toBeVisible();
  await expect(trend.getByTestId('trend-axis-value')).toHaveText(['39', '150', '0']);
  // 7 months, then 10: the second analysis sits left of the middle of the time axis.
  const [first, second, latest] = await Promise.all(
    [0, 1, 2].map((index) => trend.getByTestId('trend-point').nth(index).boundingBox()),
  );
  if (!first || !second || !latest) throw new Error('The points are not drawn');
  const share = (second.x - first.x) / (latest.x - first.x);
  expect(share).toBeGreaterThan(0.35);
  expect(share).toBeLessThan(0.47);
  await expect(
    page.getByTestId('trend-total_motility').getByTestId('trend-summary-total_motility'),
  ).toHaveText(/^Up from 37% on .+ to 58% on .+; in the normal range since /);
  // DNA fragmentation was measured once: no chart of one point.
  await expect(page.getByTestId('trend-dna_fragmentation')).toHaveCount(0);
  await expect(page.getByTestId('retest-date')).toContainText(
    /your next is due around [A-Z][a-z]{2} \d{1,2}, \d{4}\./,
  );
});

test("jordan's two analyses show his count going down, below the range at both", async ({ page }) => {
  await signInAs(page, 'jordan');
  await page.goto('/analysis');
  await expect(page.getByTestId('trend-summary-total_count')).toHaveText(
    /^Down from 38 million on .+ to 31 million on .+; below the normal range at both analyses\.$/,
  );
  // His results are older than three months: the stale notice asks for a new analysis, not a date ahead.
  await expect(page.getByTestId('retest-date')).toHaveCount(0);
});

// Each link of the report's contents brings its section's heading on screen, as the reader expects.
for (const size of [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
]) {
  test(`at ${size.width} px each link of the report's contents shows its section`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInAs(page, 'sam');
    await page.goto('/analysis');
    const contents = page.getByRole('navigation', { name: 'In your report' });
    for (const name of ['DNA fragmentation', 'Motility', 'Cryogenic storage', 'Total count']) {
      await contents.scrollIntoViewIfNeeded();
      await contents.getByRole('link', { name, exact: true }).click();
      const heading = page.getByRole('heading', { level: 2, name, exact: true });
      await expect(heading).toBeInViewport();
      const box = await heading.boundingBox();
      if (!box) throw new Error(`No heading box for ${name}`);
      const atPoint = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('h2')?.textContent ?? null,
        [box.x + Math.min(box.width / 2, 40), box.y + box.height / 2],
      );
      expect(atPoint, name).toBe(name);
    }
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a link to /analysis#concentration lands on its section once the report has come in above it', async ({
    page,
  }) => {
    await signInAs(page, 'sam');
    // The report is held until the section's empty frame is on the page, as on a slow network.
    let answerReport: () => void = () => undefined;
    const reportHeld = new Promise<void>((resolve) => {
      answerReport = resolve;
    });
    await page.route('**/api/restify/result-documents/*', async (route) => {
      await reportHeld;
      await route.continue();
    });
    await page.goto('/analysis#concentration');
    await expect(page.locator('#concentration')).toBeAttached();
    answerReport();
    const heading = page.getByRole('heading', { level: 2, name: 'Concentration', exact: true });
    await expect(page.getByTestId('trend-concentration')).toBeVisible();
    await expect(heading).toBeInViewport();
    const box = await heading.boundingBox();
    expect(box && box.y >= 0 && box.y < 200, `heading at ${box?.y}`).toBe(true);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the concentration scale starts at a visible 0 and keeps its normal label inside the bar', async ({
    page,
  }) => {
    await signInAs(page, 'sam');
    await page.goto('/analysis#concentration');
    const gauge = page.getByTestId('gauge-concentration');
    const bar = await gauge.getByRole('img').boundingBox();
    const zero = await gauge.getByText('0', { exact: true }).boundingBox();
    const normal = await gauge.getByText('16 normal', { exact: true }).boundingBox();
    if (!bar || !zero || !normal) throw new Error('The scale is not drawn');
    expect(zero.x).toBeGreaterThanOrEqual(bar.x);
    expect(normal.x, 'the label starts after the 0').toBeGreaterThanOrEqual(zero.x + zero.width);
    expect(normal.x + normal.width).toBeLessThanOrEqual(bar.x + bar.width);
  });
});
