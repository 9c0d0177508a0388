import { boxOf, expectInsideViewport, expectTappable } from '../support/on-screen';
import { signInAs } from '../support/sign-in';
import { expect, type Locator, type Page, test } from '../support/test';
import { fillAccountDetails, fillCard, fillShipping, freshEmail, productUuid } from './checkout-helpers';

const phone = { width: 390, height: 844 };
const wide = { width: 1280, height: 800 };
const screens = [phone, { width: 1024, height: 768 }, wide];

/** Waits out the opening animation, whose movement would otherwise shift the box being measured. */
async function openedDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('data-state', 'open');
  return dialog;
}

/** Centred across the screen (to 2 px), wholly inside it, and below the site's header when there is one. */
async function expectCentred(page: Page, dialog: Locator): Promise<void> {
  const box = await expectInsideViewport(page, dialog);
  const width = await page.evaluate(() => innerWidth);
  const leftGap = box.x;
  const rightGap = width - (box.x + box.width);
  expect(Math.abs(leftGap - rightGap), `gaps left ${leftGap} and right ${rightGap}`).toBeLessThanOrEqual(2);
  expect(leftGap).toBeGreaterThan(0);
  const header = page.getByRole('banner');
  if ((await header.count()) > 0) {
    const headerBox = await boxOf(header);
    expect(box.y, 'the dialog starts below the header').toBeGreaterThanOrEqual(
      headerBox.y + headerBox.height,
    );
  }
}

for (const screen of screens) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen, hasTouch: true });

    test('the consultations dialog opens centred on the screen, below the header, its buttons tappable', async ({
      page,
    }) => {
      await signInAs(page, 'sam');
      await page.goto('/home?consultationDialog');
      const dialog = await openedDialog(page, 'Talk to a fertility specialist');
      await expectCentred(page, dialog);

      for (const name of ['Close dialog', 'Maybe later']) {
        await expectTappable(page, dialog.getByRole('button', { name, exact: true }));
      }
      await expectTappable(page, dialog.getByRole('link', { name: 'Book now for $49' }));

      const later = await expectTappable(page, dialog.getByRole('button', { name: 'Maybe later' }));
      await page.touchscreen.tap(later.x, later.y);
      await expect(dialog).toBeHidden();
    });

    test('every dialog of the shared component opens centred, its buttons tappable', async ({ page }) => {
      await page.goto('/styleguide');
      await page.getByRole('button', { name: 'Open dialog', exact: true }).click();
      const dialog = await openedDialog(page, 'Confirm your details');
      await expectCentred(page, dialog);
      for (const name of ['Close dialog', 'Cancel', 'Confirm']) {
        await expectTappable(page, dialog.getByRole('button', { name, exact: true }));
      }
      const confirm = await expectTappable(page, dialog.getByRole('button', { name: 'Confirm' }));
      await page.touchscreen.tap(confirm.x, confirm.y);
      await expect(dialog).toBeHidden();

      await page.getByRole('button', { name: 'Open non-closeable dialog' }).click();
      const locked = await openedDialog(page, 'Please choose');
      await expectCentred(page, locked);
      await expectTappable(page, locked.getByRole('button', { name: 'I understand' }));
    });
  });
}

/**
 * Every other dialog the portal has, each opened where a customer meets it. They all come from the one shared
 * Modal (a unit test refuses any other), and each is checked on a phone and on a wide screen.
 */
for (const screen of [phone, wide]) {
  test.describe(`at ${screen.width} px, every dialog of the portal`, () => {
    test.use({ viewport: screen, hasTouch: true });

    test("the bank's confirmation (3-D Secure) opens centred, with real buttons", async ({
      page,
      request,
    }) => {
      await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
      await fillAccountDetails(page, freshEmail(`bank-dialog-${screen.width}`));
      await fillShipping(page);
      // The sandbox's test card whose bank asks the customer to confirm the payment.
      await fillCard(page, '4000 0025 0000 3155');
      await page.getByRole('button', { name: 'Place order' }).click();
      const bank = await openedDialog(page, 'Confirm this payment with your bank');
      await expectCentred(page, bank);
      for (const name of ['Close dialog', 'Refuse', 'Confirm payment']) {
        const button = bank.getByRole('button', { name, exact: true });
        await expectTappable(page, button);
        const box = await boxOf(button);
        expect(box.height, `${name} is a button a finger can hit`).toBeGreaterThanOrEqual(40);
      }
      // A real button: filled and framed, not text on the dialog's own background.
      const confirmLook = await bank
        .getByRole('button', { name: 'Confirm payment' })
        .evaluate((button) => getComputedStyle(button).backgroundColor);
      const dialogLook = await bank.evaluate((dialog) => getComputedStyle(dialog).backgroundColor);
      expect(confirmLook).not.toBe(dialogLook);
      await page.screenshot({ path: test.info().outputPath(`dialog-bank-${screen.width}.png`) });

      const confirm = await expectTappable(page, bank.getByRole('button', { name: 'Confirm payment' }));
      await page.touchscreen.tap(confirm.x, confirm.y);
      await expect(page.getByTestId('order-confirmation')).toBeVisible();
    });

    test("an unpaid order's cancellation dialog opens centred; keeping the order changes nothing", async ({
      page,
      request,
    }) => {
      await page.goto(`/checkouts?items=${await productUuid(request, 'analysis')}`);
      await fillAccountDetails(page, freshEmail(`cancel-dialog-${screen.width}`));
      await fillShipping(page);
      await fillCard(page, '4000 0025 0000 3155');
      const placed = page.waitForResponse(
        (answer) =>
          answer.request().method() === 'POST' && new URL(answer.url()).pathname === '/api/checkout',
      );
      await page.getByRole('button', { name: 'Place order' }).click();
      const { data } = (await (await placed).json()) as { data: { po_number: string } };
      await openedDialog(page, 'Confirm this payment with your bank');
      // Left at the bank: the order's own page offers to cancel it.
      await page.goto(`/checkouts/orders/${data.po_number}`);
      await page.getByRole('button', { name: 'Cancel this order' }).click();
      const cancel = await openedDialog(page, 'Cancel this order?');
      await expectCentred(page, cancel);
      const keep = await expectTappable(page, cancel.getByRole('button', { name: 'Keep the order' }));
      await page.touchscreen.tap(keep.x, keep.y);
      await expect(cancel).toBeHidden();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your order is waiting for its payment' }),
      ).toBeVisible();
    });

    test("sam's billing and partner dialogs open centred; closing them changes nothing", async ({ page }) => {
      await signInAs(page, 'sam');
      await page.goto('/manage-billing');
      await page.getByTestId('plans').getByRole('button', { name: 'Stop renewing' }).first().click();
      const stop = await openedDialog(page, 'Stop renewing this plan?');
      await expectCentred(page, stop);
      const keep = await expectTappable(page, stop.getByRole('button', { name: 'Keep my plan' }));
      await page.touchscreen.tap(keep.x, keep.y);
      await expect(stop).toBeHidden();

      await page.goto('/partner');
      await page.getByRole('button', { name: 'Remove access' }).click();
      const remove = await openedDialog(page, "Remove Jamie's access?");
      await expectCentred(page, remove);
      const keepAccess = await expectTappable(page, remove.getByRole('button', { name: 'Keep access' }));
      await page.touchscreen.tap(keepAccess.x, keepAccess.y);
      await expect(remove).toBeHidden();
    });
  });
}
