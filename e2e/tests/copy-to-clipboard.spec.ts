import { signInAs } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

// jordan's result: the sharing tests of sam's result count his links.
async function shareLink(page: Page): Promise<string> {
  await signInAs(page, 'jordan');
  await page.goto('/analysis#share-your-results');
  await page.getByRole('button', { name: 'Create a link to share' }).click();
  const link = (await page.getByTestId('share-link').textContent())?.trim() ?? '';
  expect(link).toMatch(/^http/);
  return link;
}

async function turnOffTheLinks(page: Page) {
  const turnOff = page.getByRole('button', { name: 'Turn off this link' });
  while ((await turnOff.count()) > 0) {
    const before = await turnOff.count();
    await turnOff.first().click();
    await expect(turnOff).toHaveCount(before - 1);
  }
}

test('copying a share link puts it on the clipboard and confirms with "Text copied to clipboard."', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const link = await shareLink(page);
  await page.getByRole('button', { name: 'Copy the link' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Text copied to clipboard.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await turnOffTheLinks(page);
});

test('copying works where the Clipboard API is missing (the portal opened over plain HTTP)', async ({
  page,
}) => {
  // Over plain HTTP on a local network the page is not a secure context, and browsers hide navigator.clipboard.
  await page.addInitScript(() => {
    const copied: string[] = [];
    Object.defineProperty(window, 'copiedTexts', { value: copied });
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    document.addEventListener('copy', () => copied.push(String(window.getSelection())));
  });
  const link = await shareLink(page);
  await page.getByRole('button', { name: 'Copy the link' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Text copied to clipboard.' })).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Copying is blocked' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { copiedTexts: string[] }).copiedTexts)).toEqual([
    link,
  ]);
});
