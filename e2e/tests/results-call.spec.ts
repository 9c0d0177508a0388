import { wcagAudit } from '../support/page-checks';
import { signInAs } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

async function openBooking(page: Page) {
  await signInAs(page, 'sam');
  await page.goto('/analysis');
  await page.getByRole('button', { name: 'Schedule an appointment' }).click();
  await expect(page).toHaveURL(/\/schedule-results-call\?client=[^&]+&source=analysis$/);
}

test('sam books a results call from his analysis, sees it, and cancels it', async ({ page }) => {
  await openBooking(page);
  const firstTime = page.getByTestId('call-slots').getByRole('button').first();
  await firstTime.click();
  await expect(firstTime).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /^Book / }).click();
  await expect(page.getByRole('status')).toContainText('Booked:');
  await expect(page.getByTestId('booked-call')).toContainText('A specialist calls you');

  await page.reload();
  await expect(page.getByTestId('booked-call')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel this call' }).click();
  await expect(page.getByRole('status')).toContainText('Your call is cancelled.');
  await expect(page.getByTestId('call-slots')).toBeVisible();
});

// The slots are defined from 9:00 to 17:00 Central; each browser shows them in its own zone, named.
test.describe('in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('the times are shown in Pacific time, named, and so is the call booked', async ({ page }) => {
    await openBooking(page);
    await expect(page.getByTestId('call-time-zone')).toHaveText(
      'Times are shown in Pacific Time, the time zone of this device.',
    );
    const day = page.getByTestId('call-slots').getByRole('group').first();
    const times = day.getByRole('button');
    await expect(times).toHaveCount(16);
    await expect(times.first()).toHaveText(/^7:00 AM P[SD]T$/);
    await expect(times.last()).toHaveText(/^2:30 PM P[SD]T$/);

    const dayName = (await day.locator('legend').textContent()) ?? '';
    await times.first().click();
    const audit = await wcagAudit(page);
    expect(audit.violations.map((violation) => violation.id)).toEqual([]);
    await page.getByRole('button', { name: /^Book / }).click();
    await expect(page.getByRole('status')).toContainText(
      new RegExp(`^Booked: ${dayName} at 7:00 AM P[SD]T\\.`),
    );
    await expect(page.getByTestId('booked-call')).toContainText(
      new RegExp(`${dayName} at 7:00 AM P[SD]T\\.`),
    );
    await page.getByRole('button', { name: 'Cancel this call' }).click();
    await expect(page.getByRole('status')).toContainText('Your call is cancelled.');
  });
});

test.describe('in Austin', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('the times are the care team’s own, named Central', async ({ page }) => {
    await openBooking(page);
    await expect(page.getByTestId('call-time-zone')).toHaveText(
      'Times are shown in Central Time, the time zone of this device.',
    );
    const times = page.getByTestId('call-slots').getByRole('group').first().getByRole('button');
    await expect(times.first()).toHaveText(/^9:00 AM C[SD]T$/);
    await expect(times.last()).toHaveText(/^4:30 PM C[SD]T$/);
  });
});

test('the Schedule button shows it is loading while its link request runs, and sends it once', async ({
  page,
}) => {
  await signInAs(page, 'sam');
  await page.goto('/analysis');
  let requests = 0;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/schedule-results-call-link?*', async (route) => {
    requests += 1;
    await held;
    await route.continue();
  });
  const button = page.getByRole('button', { name: 'Schedule an appointment' });
  await button.click();
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(button.getByTestId('spinner')).toBeVisible();
  await button.click({ force: true });
  release();
  await expect(page).toHaveURL(/\/schedule-results-call\?client=[^&]+&source=analysis$/);
  expect(requests).toBe(1);
});

test('free times that fail to load say so, and "Try again" loads them', async ({ page }) => {
  await signInAs(page, 'sam');
  let failures = 1;
  await page.route('**/api/results-calls/slots', (route) =>
    failures-- > 0 ? route.fulfill({ status: 500, json: { message: 'Server error' } }) : route.continue(),
  );
  await page.goto('/schedule-results-call?source=analysis');
  await expect(page.getByRole('alert')).toContainText('We could not load the free times.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('call-slots')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list of times says how many days it holds, and scrolls to the last of them', async ({ page }) => {
    await openBooking(page);
    const slots = page.getByTestId('call-slots');
    const days = slots.getByRole('group');
    const note = page.getByTestId('call-days-note');
    await expect(note).toHaveText(/^Free times on \d+ days\. Scroll the list for later days\.$/);
    const dayCount = Number((await note.textContent())?.match(/\d+/)?.[0]);
    await expect(days).toHaveCount(dayCount);
    expect(dayCount).toBeGreaterThan(2);
    // The box shows the first days and runs on: the last day is below its edge until the list is scrolled.
    const [scrollHeight, clientHeight] = await slots.evaluate((box) => [box.scrollHeight, box.clientHeight]);
    expect(scrollHeight).toBeGreaterThan(clientHeight);
    const lastDay = days.last();
    await expect(lastDay).not.toBeInViewport();
    await lastDay.scrollIntoViewIfNeeded();
    await expect(lastDay).toBeInViewport();
    const lastTime = lastDay.getByRole('button').last();
    const box = await lastTime.boundingBox();
    if (!box) throw new Error('The last time has no box');
    const atTapPoint = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(atTapPoint).toBe(await lastTime.textContent());
  });
});
