import { MARKETING_URL } from '../support/marketing-site';
import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

test('D-08: "Schedule my consultation" opens the scheduling link in the same window', async ({
  page,
  context,
}) => {
  await signInAs(page, 'casey');
  await page.goto('/home?consultationDialog');
  const dialog = page.getByRole('dialog', { name: 'Book your fertility consultation' });
  await expect(dialog).toBeVisible();
  // casey bought the consultation for $49 the day after his result: it is his, not "included".
  await expect(dialog).toContainText('You have bought your fertility consultation.');
  await expect(dialog).not.toContainText('included');

  // The answer is read on its way to the page, which leaves as soon as it has it.
  let answered: { data: string | { link?: string; url?: string } } | null = null;
  await page.route('**/api/schedule-results-call-link**', async (route) => {
    const response = await route.fetch();
    answered = await response.json();
    await route.fulfill({ response });
  });
  await dialog.getByRole('button', { name: 'Schedule my consultation' }).click();
  await expect.poll(() => answered).not.toBeNull();
  const body = answered as unknown as { data: string | { link?: string; url?: string } };
  const link = typeof body.data === 'string' ? body.data : (body.data.link ?? body.data.url ?? '');
  expect(link).not.toBe('');

  await expect(page).toHaveURL(new URL(link, page.url()).href);
  await expect(page).toHaveURL(/\/schedule-results-call\?/);
  await expect(page.getByTestId('call-slots')).toBeVisible();
  expect(context.pages()).toHaveLength(1);
});

test('R-10: once ?consultationDialog opened the dialog, the address is replaced with /home and Back skips it', async ({
  page,
}) => {
  await signInAs(page, 'sam');
  await page.goto('/orders/history');
  await page.goto('/profile?consultationDialog');
  const entries = await page.evaluate(() => history.length);

  await expect(page.getByRole('dialog', { name: 'Talk to a fertility specialist' })).toBeVisible();
  await expect(page).toHaveURL('/home');
  // Replaced, not pushed: the history is no longer than before.
  expect(await page.evaluate(() => history.length)).toBe(entries);

  await page.getByRole('button', { name: 'Maybe later' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL('/orders/history');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const { persona, who } of [
  { persona: 'drew', who: 'a client who bought nothing' },
  { persona: 'riley', who: 'a client with only STI and supplement items' },
] as const) {
  test(`D-11: ${persona} (${who}) is offered the paid consultation at $49, not a complimentary one`, async ({
    page,
  }) => {
    await signInAs(page, persona);
    await page.goto('/home?consultationDialog');
    const dialog = page.getByRole('dialog', { name: 'Start with a semen analysis' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('A fertility consultation is $49', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schedule my consultation' })).toHaveCount(0);
    // N-36: the analysis is sold on the marketing site's /sperm-analysis page.
    await expect(dialog.getByRole('link', { name: 'Order a semen analysis' })).toHaveAttribute(
      'href',
      `${MARKETING_URL}/sperm-analysis`,
    );
    await expect(dialog.getByRole('link', { name: 'Order a semen analysis' })).toBeVisible();

    await dialog.getByRole('link', { name: 'Book now for $49' }).click();
    await expect(page).toHaveURL(/\/checkouts\?items=/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText('Fertility Consultation');
  });
}
