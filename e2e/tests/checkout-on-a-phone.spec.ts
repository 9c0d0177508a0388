import { expect, test } from '../support/test';
import { productUuid } from './checkout-helpers';

test('on a phone the order summary comes first, folded to its total, and opens at a tap', async ({
  page,
  request,
}) => {
  const bronze = await productUuid(request, 'bronze');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/checkouts?items=${bronze}`);
  const toggle = page.getByTestId('summary-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('summary-toggle-total')).toHaveText(/^\$\d/);
  // Above the first step, and the lines are out of the way until asked for.
  const toggleBox = await toggle.boundingBox();
  const stepBox = await page.locator('[data-current-step]').boundingBox();
  expect(toggleBox && stepBox && toggleBox.y + toggleBox.height <= stepBox.y).toBe(true);
  await expect(page.getByTestId('cart-line')).toBeHidden();

  const atTapPoint = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest('button')?.dataset.testid,
    [(toggleBox?.x ?? 0) + (toggleBox?.width ?? 0) / 2, (toggleBox?.y ?? 0) + (toggleBox?.height ?? 0) / 2],
  );
  expect(atTapPoint).toBe('summary-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('cart-line')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(
    await page.getByTestId('summary-toggle-total').innerText(),
  );
  // What the package holds and what its plan renews at, in words beside its price.
  await expect(page.getByTestId('line-words').first()).toHaveText(/^Includes .+ and .+\.$/);
  await expect(page.getByTestId('line-words').nth(1)).toHaveText(
    /^The first 6 months of storage are included; then it renews at \$[\d,.]+ every 6 months until you cancel\.$/,
  );
});

test('on a wide screen the order summary stays open beside the steps, with no fold', async ({
  page,
  request,
}) => {
  const analysis = await productUuid(request, 'analysis');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/checkouts?items=${analysis}`);
  await expect(page.getByTestId('summary-toggle')).toBeHidden();
  await expect(page.getByTestId('cart-line')).toBeVisible();
  const summary = await page.getByRole('complementary', { name: 'Order summary' }).boundingBox();
  const step = await page.locator('[data-current-step]').boundingBox();
  expect(summary && step && summary.x > step.x + step.width).toBe(true);
});
