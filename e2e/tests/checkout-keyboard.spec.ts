import { expect, test } from '../support/test';
import { freshEmail, productUuid, tabTo } from './checkout-helpers';

test('the whole checkout works with the keyboard alone', async ({ page, request }) => {
  const analysis = await productUuid(request, 'analysis');
  await page.goto(`/checkouts?items=${analysis}`);
  await expect(page.getByTestId('checkout-stepper')).toBeVisible();

  const typeInto = async (label: string, text: string, exact = false) => {
    await tabTo(page, page.getByLabel(label, { exact }));
    await page.keyboard.type(text);
  };

  await typeInto('Email', freshEmail('keyboard'));
  await typeInto('First name', 'Alex');
  await typeInto('Last name', 'Rivera');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Shipping' })).toBeFocused();

  await typeInto('First name', 'Alex');
  await typeInto('Last name', 'Rivera');
  await typeInto('Address', '1 Main Street', true);
  await typeInto('City', 'Austin');
  await tabTo(page, page.getByLabel('State'));
  await page.keyboard.type('Texas');
  await typeInto('ZIP code', '73301');
  await typeInto('Phone number', '5125550134');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();

  await typeInto('Name on card', 'Alex Rivera');
  await typeInto('Card number', '4242424242424242');
  await typeInto('Expiry date (MM/YY)', '12/39');
  await typeInto('Security code', '123');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Review' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Place order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-confirmation')).toBeVisible();
});

for (const width of [1024, 1280]) {
  test(`at ${width} px Tab reaches the form before the order summary, and the delivery calendar is one Tab stop`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
    await expect(page.getByTestId('checkout-stepper')).toBeVisible();

    // From the top of the page, no Tab stop of the summary (beside the form) comes before the form's first field.
    const email = page.getByLabel('Email');
    for (let press = 0; press < 30; press += 1) {
      if (await email.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
      const inSummary = await page.evaluate(() => document.activeElement?.closest('aside') !== null);
      expect(inSummary, `Tab ${press + 1} is in the order summary`).toBe(false);
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(freshEmail(`calendar-keys-${width}`));
    await tabTo(page, page.getByLabel('First name'));
    await page.keyboard.type('Alex');
    await tabTo(page, page.getByLabel('Last name'));
    await page.keyboard.type('Rivera');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Shipping' })).toBeFocused();

    // Each month of the window is a grid under its name.
    const calendar = page.getByTestId('delivery-calendar');
    const grids = calendar.getByRole('grid');
    expect(await grids.count()).toBeGreaterThanOrEqual(1);
    for (const caption of await calendar.locator('caption').allTextContents()) {
      expect(caption).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
      );
    }
    const firstDay = calendar.locator('button[tabindex="0"]');
    await expect(firstDay).toHaveCount(1);
    await tabTo(page, firstDay);
    const before = (await firstDay.getAttribute('aria-label')) ?? '';
    await page.keyboard.press('ArrowRight');
    const moved = page.locator(':focus');
    await expect(moved).not.toHaveAttribute('aria-label', before);
    const chosen = (await moved.getAttribute('aria-label')) ?? '';
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Chosen: ${chosen}`)).toBeVisible();
    // One more Tab leaves the calendar.
    await page.keyboard.press('Tab');
    const stillInCalendar = await page.evaluate(
      () => document.activeElement?.closest('[data-testid="delivery-calendar"]') !== null,
    );
    expect(stillInCalendar).toBe(false);
    await page.screenshot({ path: test.info().outputPath(`delivery-calendar-${width}.png`), fullPage: true });
  });
}
