import { formatDay } from '@fathom/domain/format';
import { signInAs } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/** Reads an API answer with the page's own session, as the page itself would. */
async function apiData<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { accept: 'application/vnd.api+json' } });
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

interface BillingAnswer {
  subscriptions: { title: string; po_number: string; status: string; next_billing_at: string }[];
}

for (const width of [390, 1280]) {
  test(`sam's yearly plan, his kit orders and their invoices agree on Manage billing, Order history and /home at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'sam');
    const announcement = page.getByText(/Your Cryogenic Storage, yearly plan renews on/);
    await expect(announcement).toBeVisible();

    await page.goto('/manage-billing');
    await expect(page.locator('[data-empty-state]')).toHaveCount(0);
    // The seeded plan renews first: other tests may have bought plans as sam since.
    const billing = await apiData<BillingAnswer>(page, '/api/billings');
    const [seeded] = billing.subscriptions
      .filter((plan) => plan.status === 'active' && plan.title === 'Cryogenic Storage, yearly plan')
      .sort((a, b) => a.next_billing_at.localeCompare(b.next_billing_at));
    const renewsOn = formatDay(seeded?.next_billing_at ?? '');
    const poNumber = seeded?.po_number ?? '';
    const planLine = page.getByTestId('plans').getByRole('listitem').filter({ hasText: poNumber });
    await expect(planLine).toContainText(
      `Cryogenic Storage, yearly plan: $275.00 a year, renews on ${renewsOn}`,
    );
    await expect(planLine).toContainText(`Started with order ${poNumber}`);
    const invoice = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: poNumber, exact: true }) });
    // The analysis and the plan's first year, on the invoice and its payment.
    await expect(invoice).toContainText('$470.00');
    await expect(invoice).toContainText('Paid');
    await expect(page.getByRole('row').filter({ hasText: `Order ${poNumber}` })).toContainText('$470.00');
    await page.screenshot({ path: test.info().outputPath(`world-billing-sam-${width}.png`), fullPage: true });

    await page.goto('/orders/history');
    const withPlan = page.getByRole('article', { name: `Order ${poNumber}` });
    await expect(withPlan).toContainText('Semen Analysis × 1');
    await expect(withPlan).toContainText('Cryogenic Storage, yearly plan × 1');
    await expect(withPlan.getByRole('definition').last()).toHaveText('$470.00');
    // His three kit orders over 18 months, the latest with DNA fragmentation.
    const orders = page.getByTestId('order');
    expect(await orders.filter({ hasText: 'Semen Analysis × 1' }).count()).toBeGreaterThanOrEqual(3);
    expect(await orders.filter({ hasText: 'DNA Fragmentation Analysis × 1' }).count()).toBeGreaterThanOrEqual(
      1,
    );
    await page.screenshot({ path: test.info().outputPath(`world-orders-sam-${width}.png`), fullPage: true });

    await page.goto('/home');
    await expect(announcement).toContainText(`renews on ${renewsOn}`);
  });
}

// The plan's end is stored as a moment of the day; a customer far west or east of UTC must still read the day
// the vials are destroyed. Between them, these two zones put any moment on a calendar day other than UTC's.
for (const timezoneId of ['Pacific/Pago_Pago', 'Pacific/Kiritimati']) {
  test(`morgan's cancelled plan keeps the vials until the day /home and /cryogenic say they are destroyed, read in ${timezoneId}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ timezoneId, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signInAs(page, 'morgan');
    const storage = await apiData<{ items: { destruction_date: string | null }[] }>(page, '/api/cryogenics');
    const destruction = storage.items[0]?.destruction_date ?? '';
    expect(destruction).not.toBe('');

    const attention = page
      .getByRole('region', { name: 'Needs your attention' })
      .getByRole('listitem')
      .first();
    await expect(attention.locator('time')).toHaveText(new RegExp(`^On ${formatDay(destruction)} `));
    await expect(attention).toContainText('Your 4 vials have no storage plan after that day.');
    await expect(page.getByText('stored without a storage plan')).toHaveCount(0);

    await page.goto('/manage-billing');
    const plans = page.getByTestId('plans');
    await expect(plans).toContainText(
      `Cryogenic Storage, six months: $150.00 every 6 months, does not renew: kept until ${formatDay(destruction)}`,
    );
    // Every six months renewed, each a payment of its own.
    await expect(
      page.getByRole('row').filter({ hasText: 'Cryogenic Storage, six months, period 2' }),
    ).toContainText('$150.00');
    await context.close();
  });
}

test("jordan's withdrawal shipping is an order in his history, paid on Manage billing", async ({ page }) => {
  await signInAs(page, 'jordan');
  await page.goto('/orders/history');
  const shipping = page.getByTestId('order').filter({ hasText: 'Cryogenic Shipping (domestic) × 1' });
  await expect(shipping.first()).toBeVisible();
  // The seeded withdrawal's, and any another test has paid for as jordan since: each an invoice, paid.
  const poNumbers = (await shipping.getByRole('heading').allTextContents()).map((text) =>
    text.replace('Order ', ''),
  );
  await page.goto('/manage-billing');
  for (const poNumber of poNumbers) {
    await expect(page.getByRole('row').filter({ hasText: `Order ${poNumber}` })).toContainText('$250.00');
    await expect(
      page.getByRole('row').filter({ has: page.getByRole('cell', { name: poNumber, exact: true }) }),
    ).toContainText('Paid');
  }
});

interface InstalmentPlansAnswer {
  instalment_plans: {
    po_number: string;
    left: number;
    next: { number: number; due_date: string; amount: number } | null;
  }[];
}

for (const width of [390, 1280]) {
  test(`taylor, paying in three, sees what is left and when on Manage billing and each part in Order history at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'taylor');
    await page.goto('/manage-billing');
    const plans = page.getByTestId('instalment-plans');
    await expect(plans.getByRole('heading', { name: 'Paying in instalments' })).toBeVisible();
    const [plan] = (await apiData<InstalmentPlansAnswer>(page, '/api/billings')).instalment_plans;
    const next = plan?.next;
    if (!plan || !next) throw new Error('taylor pays an order in instalments');
    const money = (dollars: number) => `$${dollars.toFixed(2)}`;
    await expect(plans).toContainText(
      `Order ${plan.po_number}: 1 of 3 paid. ${money(plan.left)} left: the next ${money(next.amount)} on ${formatDay(next.due_date)}.`,
    );
    // The card section below says the instalments are charged to it too.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`world-billing-taylor-${width}.png`),
      fullPage: true,
    });

    await page.goto('/orders/history');
    const order = page.getByRole('article', { name: `Order ${plan.po_number}` });
    await expect(order).toContainText('Paying in instalments');
    const parts = order.getByTestId('instalment');
    await expect(parts).toHaveCount(3);
    await expect(parts.nth(0)).toContainText('Paid');
    await expect(parts.nth(1)).toContainText(`2. ${money(next.amount)} due ${formatDay(next.due_date)}`);
    await expect(parts.nth(1)).toContainText('Scheduled');
    await page.screenshot({
      path: test.info().outputPath(`world-orders-taylor-${width}.png`),
      fullPage: true,
    });
  });
}
