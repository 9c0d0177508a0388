import { expect, type Locator, type Page } from '@playwright/test';

/** Buttons of the navbar that are not navigation items of the specification's top-navigation table. */
const navbarButtons = new Set(['Help Center', 'Contact us']);

function visibleNames(items: Locator): Promise<string[]> {
  return items.evaluateAll((elements) =>
    elements
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()),
  );
}

export function mainNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The labels of the visible top-navigation items, in order, without the Help Center and Contact us buttons. */
export async function topNavigationLabels(page: Page): Promise<string[]> {
  const navigation = mainNavigation(page);
  await expect(navigation).toBeVisible();
  const names = await visibleNames(navigation.locator('a, button'));
  return names.filter((name) => !navbarButtons.has(name));
}

export function profileMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: /account menu/i });
}

/** Opens the profile menu and returns the labels of its items, in order. */
export async function profileMenuLabels(page: Page): Promise<string[]> {
  await profileMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return visibleNames(menu.getByRole('menuitem'));
}

export async function chooseFromProfileMenu(page: Page, label: string): Promise<void> {
  await profileMenuButton(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: label, exact: true }).click();
}
