import { consultationModeOf, type Persona } from '../support/personas';
import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

const modes: { persona: Persona; mode: string; title: string; action: string }[] = [
  {
    persona: 'drew',
    mode: 'order_semen_analysis',
    title: 'Start with a semen analysis',
    action: 'Order a semen analysis',
  },
  {
    persona: 'riley',
    mode: 'order_semen_analysis',
    title: 'Start with a semen analysis',
    action: 'Order a semen analysis',
  },
  {
    persona: 'jordan',
    mode: 'stale_results',
    title: 'Get up-to-date results before speaking to a specialist',
    action: 'Order a new analysis',
  },
  // morgan's analysis is from before 2022-07-07, but its results are stale: that prompt comes first.
  {
    persona: 'morgan',
    mode: 'stale_results',
    title: 'Get up-to-date results before speaking to a specialist',
    action: 'Order a new analysis',
  },
  { persona: 'taylor', mode: 'results_not_ready', title: 'Your results are not ready yet', action: 'Close' },
  {
    persona: 'casey',
    mode: 'schedule',
    title: 'Book your fertility consultation',
    action: 'Schedule my consultation',
  },
  { persona: 'sam', mode: 'book_paid', title: 'Talk to a fertility specialist', action: 'Book now for $49' },
];

test('every mode of the consultations dialog is shown by a persona, as the README says', () => {
  for (const { persona, mode } of modes) {
    expect(consultationModeOf[persona as keyof typeof consultationModeOf]).toBe(mode);
  }
  expect(new Set(modes.map(({ mode }) => mode))).toEqual(new Set(Object.values(consultationModeOf)));
});

for (const { persona, mode, title, action } of modes) {
  test(`the consultations dialog shows ${mode} to ${persona}`, async ({ page }) => {
    await signInAs(page, persona);
    await page.goto('/home?consultationDialog');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(`[data-consultation-mode="${mode}"]`)).toBeVisible();
    await expect(dialog.getByText(action, { exact: true })).toBeVisible();
  });
}

test('"Book now for $49" leads into the checkout with the fertility consultation', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.goto('/home?consultationDialog');
  await page.getByRole('link', { name: 'Book now for $49' }).click();
  await expect(page).toHaveURL(/\/checkouts\?items=/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-line')).toContainText('Fertility Consultation');
});
