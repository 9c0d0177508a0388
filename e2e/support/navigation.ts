import { expect, type Locator, type Page } from '@playwright/test';

function visibleNames(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => (element.textContent ?? '').trim()),
  );
}

/** The labels of the visible top-navigation items, in order. */
export async function topNavigationLabels(page: Page): Promise<string[]> {
  const navigation = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(navigation).toBeVisible();
  return visibleNames(navigation.locator('a, button'));
}

function profileMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Account', exact: true });
}

async function openProfileMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /account menu/i }).click();
  const menu = profileMenu(page);
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the profile menu and returns the labels of its items, in order. */
export async function profileMenuLabels(page: Page): Promise<string[]> {
  return visibleNames((await openProfileMenu(page)).locator('a, button'));
}

export async function chooseFromProfileMenu(page: Page, label: string): Promise<void> {
  const menu = await openProfileMenu(page);
  await menu
    .getByRole('link', { name: label, exact: true })
    .or(menu.getByRole('button', { name: label, exact: true }))
    .click();
}
