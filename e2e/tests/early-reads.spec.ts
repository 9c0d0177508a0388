import { signInAs } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/**
 * After a reload a signed-in page waits for this visit's profile; its own reads go out beside the profile's,
 * not one round trip after it (apps/web/src/lib/early-reads.ts), and the page uses them rather than asking again.
 */
async function holdProfile(page: Page): Promise<{ release: () => void; apiReads: string[] }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/restify/profile**', async (route) => {
    await held;
    await route.continue();
  });
  const apiReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) apiReads.push(url.pathname);
  });
  return { release: () => release(), apiReads };
}

test("a reloaded page's own read goes out while the profile is still on its way, and only once", async ({
  page,
}) => {
  await signInAs(page, 'sam');
  const { release, apiReads } = await holdProfile(page);

  // Whether the signed-in frame's stand-in ("Loading…", shown while the layout's code comes) was ever drawn.
  await page.addInitScript(() => {
    const seen = window as unknown as { layoutStandIn: boolean };
    seen.layoutStandIn = false;
    new MutationObserver(() => {
      if ([...document.querySelectorAll('.sr-only')].some((node) => node.textContent === 'Loading…'))
        seen.layoutStandIn = true;
    }).observe(document, { childList: true, subtree: true });
  });

  await page.goto('/manage-billing');
  await expect.poll(() => apiReads).toContain('/api/billings');
  // The announcements the page waits for go out beside the profile too.
  await expect.poll(() => apiReads).toContain('/api/restify/announcements');
  await page.waitForLoadState('load');
  // Still waiting for the profile: the frame of the layout, not the page.
  await expect(page.getByRole('status')).toHaveText('Loading your account…');
  await expect(page.getByRole('heading', { name: 'Manage billing', level: 1 })).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { name: 'Manage billing', level: 1 })).toBeVisible();
  await expect(page.getByTestId('plans')).toContainText('Cryogenic Storage, yearly plan');
  expect(apiReads.filter((path) => path === '/api/billings')).toHaveLength(1);
  // With its code in when the profile came, the page was drawn at once: no stand-in, whose reveal React delays.
  expect(await page.evaluate(() => (window as unknown as { layoutStandIn: boolean }).layoutStandIn)).toBe(
    false,
  );
});

test('a page opened within the portal reads as before, once, without the early read of a reload', async ({
  page,
}) => {
  await signInAs(page, 'sam');
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname);
  });
  // Moved within the portal (as its links do), with this visit's profile already in.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/contracts');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/contracts');
  await expect(page.getByRole('heading', { name: 'Contracts', level: 1 })).toBeVisible();
  await expect.poll(() => reads.filter((path) => path === '/api/restify/documents')).toHaveLength(1);
  await page.waitForLoadState('networkidle');
  expect(reads.filter((path) => path === '/api/restify/documents')).toHaveLength(1);
});
