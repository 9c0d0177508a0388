import { addDays, calendarDateIn } from '../../packages/domain/src/calendar-date';
import { formatDay } from '../../packages/domain/src/format';
import {
  DELIVERY_DATE_MESSAGES,
  earliestDeliveryDate,
  federalHolidays,
  isWorkingDay,
  LAB_TIME_ZONE,
  latestDeliveryDate,
} from '../../packages/domain/src/kit-dates';
import { expect, type Page, test } from '../support/test';
import { fillAccountDetails, fillCard, freshEmail, productUuid } from './checkout-helpers';

const labToday = () => calendarDateIn(new Date(), LAB_TIME_ZONE);

/** The first Saturday inside the window of dates a kit ordered today could be delivered on. */
function firstSaturdayOfWindow(today: string): string {
  let date = earliestDeliveryDate(today);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 6) date = addDays(date, 1);
  return date;
}

const dayButton = (page: Page, date: string) =>
  page
    .getByTestId('delivery-calendar')
    .getByRole('button', { name: formatDay(date, { weekday: true }), exact: true });

async function fillShippingAddress(page: Page): Promise<void> {
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Address', { exact: true }).fill('1 Main Street');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('73301');
  await page.getByLabel('Phone number').fill('(512) 555-0134');
}

for (const width of [390, 1280]) {
  test(`at ${width} px the shipping step offers the kit calendar: no weekend or holiday can be chosen`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const today = labToday();
    await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
    await fillAccountDetails(page, freshEmail(`delivery.${width}`));
    await fillShippingAddress(page);

    const saturday = firstSaturdayOfWindow(today);
    await expect(dayButton(page, saturday)).toBeDisabled();
    await expect(dayButton(page, addDays(saturday, 1))).toBeDisabled();
    const year = Number(today.slice(0, 4));
    for (const holiday of [...federalHolidays(year), ...federalHolidays(year + 1)]) {
      if (holiday >= today && holiday <= latestDeliveryDate(today))
        await expect(dayButton(page, holiday), holiday).toBeDisabled();
    }
    // A disabled day cannot be chosen by a tap either.
    await dayButton(page, saturday).click({ force: true });
    await expect(page.getByTestId('delivery-calendar').locator('[aria-pressed="true"]')).toHaveCount(0);

    let chosen = earliestDeliveryDate(today);
    while (!isWorkingDay(chosen)) chosen = addDays(chosen, 1);
    const button = dayButton(page, chosen);
    const box = await button.boundingBox();
    if (!box) throw new Error('The day is not on the screen');
    const hit = await button.evaluate(
      (element, point) => element.contains(document.elementFromPoint(point.x, point.y)),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBe(true);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: test.info().outputPath(`checkout-delivery-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();
    await fillCard(page, '4242 4242 4242 4242');
    await expect(page.getByTestId('review')).toContainText(
      `Preferred delivery: ${formatDay(chosen, { weekday: true })}`,
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('next-steps')).toContainText(
      `We ship the kit to arrive on ${formatDay(chosen, { weekday: true })}, as you asked`,
    );
  });
}

test('a Saturday kept in a saved checkout is refused by the page, and by the server', async ({
  page,
  request,
}) => {
  const saturday = firstSaturdayOfWindow(labToday());
  const email = freshEmail('saturday');
  const analysis = await productUuid(request, 'analysis');
  const address = {
    first_name: 'Alex',
    last_name: 'Rivera',
    address_1: '1 Main Street',
    city: 'Austin',
    state: 'TX',
    postal_code: '73301',
    country: 'US',
    phone: '+15125550134',
    kit_delivery_type: 'staggered',
    preferred_delivery_date: saturday,
  };
  // The draft is this browser's (its cookie): it is opened and saved from the page's own context.
  const opened = await page.request.post('/api/checkout-intent', {
    data: { form: { account_details: { email } } },
  });
  const intentId = ((await opened.json()) as { data: { intent: { id: string } } }).data.intent.id;
  await page.request.post('/api/checkout-intent/save-form', {
    data: {
      intent_id: intentId,
      form: { account_details: { email }, shipping_address: address },
      items: [{ product_uuid: analysis, quantity: 1, extradata: null }],
    },
  });
  await page.goto(`/checkouts?abandon=${intentId}`);
  await expect(page.getByTestId('cart-line')).toContainText('Semen Analysis');
  await page.getByLabel('First name').fill('Alex');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Shipping' })).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('preferred-delivery-date').getByRole('alert')).toHaveText(
    DELIVERY_DATE_MESSAGES.en.weekend,
  );
  await expect(page.getByRole('heading', { name: 'Shipping' })).toBeVisible();

  const placed = await request.post('/api/checkout', {
    headers: { 'idempotency-key': `saturday-${Date.now()}` },
    data: {
      account_details: { email, first_name: 'Alex', last_name: 'Rivera' },
      shipping_address: address,
      billing_address_type: 'same_as_shipping',
      payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_visa' },
      timezone: 'America/Chicago',
      items: [{ product_uuid: analysis, quantity: 1 }],
    },
  });
  expect(placed.status()).toBe(422);
  expect(await placed.json()).toEqual({
    code: 'invalid',
    message: DELIVERY_DATE_MESSAGES.en.weekend,
    errors: { 'shipping_address.preferred_delivery_date': [DELIVERY_DATE_MESSAGES.en.weekend] },
  });
});
