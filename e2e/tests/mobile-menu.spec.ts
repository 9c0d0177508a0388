import { MARKETING_URL, standInForMarketingSite } from '../support/marketing-site';
import { expectTappable } from '../support/on-screen';
import type { Persona } from '../support/personas';
import { signInAs } from '../support/sign-in';
import { expect, type Locator, type Page, test } from '../support/test';

// The tests that tap every item of a menu, each tap a navigation and a way back, took 19 to 26 s alone on a 2-core
// host, so the default 30 s left no room for a busy one.
test.describe.configure({ timeout: 90_000 });

/** Where a tap on a menu item must take the customer. */
type Destination =
  | { route: string }
  | { marketingPage: string }
  | { dialog: 'consultations' }
  | { action: 'logout' };

interface MenuItem {
  label: string;
  goes: Destination;
}

const home: MenuItem = { label: 'Home', goes: { route: '/home' } };
const analysis: MenuItem = { label: 'Analysis', goes: { route: '/analysis' } };
const cryogenic: MenuItem = { label: 'Cryogenic storage', goes: { route: '/cryogenic' } };
const supplements: MenuItem = { label: 'Supplements', goes: { marketingPage: '/sperm-improvement/' } };
const consultations: MenuItem = { label: 'Consultations', goes: { dialog: 'consultations' } };
const helpCenter: MenuItem = { label: 'Help Center', goes: { marketingPage: '/help-center' } };
const contactUs: MenuItem = { label: 'Contact us', goes: { marketingPage: '/contact' } };

const menus: Array<{ persona: Persona; who: string; landing: string; items: MenuItem[] }> = [
  {
    persona: 'sam',
    who: 'a client',
    landing: '/home',
    items: [home, analysis, cryogenic, supplements, consultations, helpCenter, contactUs],
  },
  { persona: 'jamie', who: 'a partner', landing: '/analysis', items: [analysis, helpCenter, contactUs] },
  {
    persona: 'pat',
    who: 'an unmarketable client',
    landing: '/home',
    items: [home, analysis, cryogenic, helpCenter, contactUs],
  },
];

/** Phone, tablet and small-laptop screens, each in the orientation people hold them. */
const narrowScreens = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
];

// Every item starts from a page that none of them leads to, so that each tap has somewhere to go.
const START = '/profile';

function pageScrollIsLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const locks = (element: Element) => {
      const style = getComputedStyle(element);
      return style.overflow === 'hidden' || style.overflowY === 'hidden' || style.position === 'fixed';
    };
    return locks(document.documentElement) || locks(document.body);
  });
}

function mobileMenu(page: Page): Locator {
  return page.locator('#mobile-menu');
}

function entry(container: Locator, label: string): Locator {
  return container
    .getByRole('link', { name: label, exact: true })
    .or(container.getByRole('button', { name: label, exact: true }))
    .filter({ visible: true });
}

async function openMobileMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open menu', exact: true }).tap();
  await expect(page.getByRole('button', { name: 'Close menu', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const menu = mobileMenu(page);
  await expect(menu).toBeVisible();
  return menu;
}

/** Taps the centre of the item, where a finger would, and checks that the customer got where it leads. */
async function tapAndExpectArrival(page: Page, target: Locator, goes: Destination): Promise<void> {
  const point = await expectTappable(page, target);
  await page.touchscreen.tap(point.x, point.y);
  if ('route' in goes) {
    await expect(page).toHaveURL(goes.route);
    await expect(page.locator('main h1').first()).toBeVisible();
  } else if ('marketingPage' in goes) {
    await expect(page).toHaveURL(new RegExp(`^${MARKETING_URL}${goes.marketingPage}`));
  } else if ('dialog' in goes) {
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page).toHaveURL(START);
  } else {
    await expect(page).toHaveURL('/login');
  }
}

// Where the menu's items are drawn changes with the screen; where each leads does not: every screen checks that
// each item is on screen and that a tap at its centre lands on it, and one screen follows every tap.
for (const screen of narrowScreens) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen, hasTouch: true, isMobile: true });

    for (const { persona, who, landing, items } of menus) {
      test(`${persona} (${who}): the site menu holds its items, each on screen where a tap lands on it`, async ({
        page,
      }) => {
        await signInAs(page, persona, landing);
        await page.goto(START);
        await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();

        const menu = await openMobileMenu(page);
        // Its items, and the language switch below them (English, Español).
        await expect(menu.locator('a, button')).toHaveCount(items.length + 2);
        for (const item of items) await expectTappable(page, entry(menu, item.label));
        await expectTappable(page, menu.getByRole('button', { name: 'Español' }));
      });
    }
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on each item of the site menu goes where it leads', async ({ page }) => {
    const { persona, landing, items } = menus[0] as (typeof menus)[number];
    await standInForMarketingSite(page);
    await signInAs(page, persona, landing);
    for (const item of items) {
      await page.goto(START);
      await tapAndExpectArrival(page, entry(await openMobileMenu(page), item.label), item.goes);
    }
  });

  test('opening the mobile menu locks page scroll and closing it unlocks it', async ({ page }) => {
    await signInAs(page, 'sam');
    const openToggle = page.getByRole('button', { name: 'Open menu', exact: true });
    const closeToggle = page.getByRole('button', { name: 'Close menu', exact: true });
    await expect(openToggle).toHaveAttribute('aria-expanded', 'false');
    expect(await pageScrollIsLocked(page)).toBe(false);

    await openToggle.tap();
    await expect(closeToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileMenu(page).getByRole('link', { name: 'Analysis' })).toBeVisible();
    await expect.poll(() => pageScrollIsLocked(page)).toBe(true);

    await expectTappable(page, closeToggle);
    await closeToggle.tap();
    await expect(openToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mobileMenu(page)).toBeHidden();
    await expect.poll(() => pageScrollIsLocked(page)).toBe(false);
  });

  test('every item of the profile menu is on screen, tappable, and a tap goes there', async ({ page }) => {
    const items: MenuItem[] = [
      { label: 'Account information', goes: { route: '/profile' } },
      { label: 'Contracts', goes: { route: '/contracts' } },
      { label: 'Manage billing', goes: { route: '/manage-billing' } },
      { label: 'Add spouse / partner', goes: { route: '/partner' } },
      { label: 'Order history', goes: { route: '/orders/history' } },
      { label: 'Take the Lifestyle Survey', goes: { route: '/lifestyle' } },
      { label: 'Find a urologist', goes: { route: '/find-urologist' } },
      { label: 'Logout', goes: { action: 'logout' } },
    ];
    await signInAs(page, 'sam');
    const openProfileMenu = async () => {
      await page.getByRole('button', { name: 'Account menu' }).tap();
      const menu = page.getByRole('navigation', { name: 'Account', exact: true });
      await expect(menu).toBeVisible();
      return menu;
    };

    const menu = await openProfileMenu();
    await expect(menu.locator('a, button')).toHaveCount(items.length);
    for (const item of items) await expectTappable(page, entry(menu, item.label));

    for (const item of items) {
      // The home page is not one of the destinations, so every tap has somewhere to go.
      await page.goto('/home');
      await tapAndExpectArrival(page, entry(await openProfileMenu(), item.label), item.goes);
    }
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the desktop navigation shows every item in the bar, each clickable where it is drawn', async ({
    page,
  }) => {
    await standInForMarketingSite(page);
    await signInAs(page, 'sam');
    await expect(page.getByRole('button', { name: 'Open menu', exact: true })).toBeHidden();
    const items = [home, analysis, cryogenic, supplements, consultations, helpCenter, contactUs];
    const bar = page.getByRole('banner');
    for (const item of items) await expectTappable(page, entry(bar, item.label));

    for (const item of items) {
      await page.goto(START);
      const point = await expectTappable(page, entry(bar, item.label));
      await page.mouse.click(point.x, point.y);
      if ('route' in item.goes) await expect(page).toHaveURL(item.goes.route);
      else if ('marketingPage' in item.goes)
        await expect(page).toHaveURL(new RegExp(`^${MARKETING_URL}${item.goes.marketingPage}`));
      else await expect(page.getByRole('dialog')).toBeVisible();
    }
  });
});
