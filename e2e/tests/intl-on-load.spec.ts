import { customerRoutes } from '../../bench/lib/lighthouse.mjs';
import { signInAs } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * A page's first Intl formatter (or anything else that wakes the browser's locale data: localeCompare, a
 * toLocaleString) costs 40 to 80 ms of a computer's main thread, several times that on a mid-range phone, in one
 * task, while the page loads. The customer routes write dates, zones, numbers and money without one, for a device
 * in the United States.
 */
const signedOut = new Set([
  '/login',
  '/forgot-password',
  '/checkouts',
  '/k-r/login',
  '/for-medical-professionals',
]);

// A customer's device in the United States, whatever the machine running the tests says.
test.use({ timezoneId: 'America/New_York' });

async function countIntlUse(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
    for (const name of [
      'DateTimeFormat',
      'NumberFormat',
      'PluralRules',
      'Collator',
      'RelativeTimeFormat',
      'ListFormat',
    ]) {
      const original = intl[name];
      if (!original) continue;
      const counted = function (this: unknown, ...args: unknown[]) {
        made.push(`Intl.${name}`);
        return new original(...args);
      };
      Object.assign(counted, original);
      counted.prototype = original.prototype;
      intl[name] = counted as unknown as new (...args: unknown[]) => unknown;
    }
    const countMethod = (owner: object, method: string, label: string) => {
      const target = owner as Record<string, (...args: unknown[]) => unknown>;
      const original = target[method];
      target[method] = function (this: unknown, ...args: unknown[]) {
        made.push(label);
        return original?.apply(this, args);
      };
    };
    countMethod(String.prototype, 'localeCompare', 'String#localeCompare');
    countMethod(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
    for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'])
      countMethod(Date.prototype, method, `Date#${method}`);
  });
}

test('no customer route wakes Intl while it loads', async ({ page }) => {
  test.setTimeout(120_000);
  await countIntlUse(page);
  let signedIn = false;
  const used: Record<string, string[]> = {};
  for (const path of customerRoutes as string[]) {
    if (!signedOut.has(path) && !signedIn) {
      await signInAs(page, 'sam');
      signedIn = true;
    }
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator('main [role="status"][aria-busy="true"]'), path).toHaveCount(0);
    used[path] = await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);
  }
  expect(Object.fromEntries(Object.entries(used).filter(([, made]) => made.length > 0))).toEqual({});
  expect(Object.keys(used)).toEqual(customerRoutes);
  // The count is of real use: a formatter made now is counted.
  const counted = await page.evaluate(() => {
    new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).format(new Date());
    'a'.localeCompare('b');
    return (window as unknown as { intlMade: string[] }).intlMade;
  });
  expect(counted).toEqual(['Intl.DateTimeFormat', 'String#localeCompare']);
});
