import { expect, type Locator, type Page, test } from '@playwright/test';
import { boxOf, expectInsideViewport, expectTappable } from '../support/on-screen';
import { signInAs } from '../support/sign-in';

const screens = [
  { width: 390, height: 844 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
];

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
