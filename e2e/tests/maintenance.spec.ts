import { type BuiltServer, startBuiltServer } from '../support/built-server';
import { signInAs } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

const MAINTENANCE_MESSAGE = 'Sorry, we are currently down for maintenance. Please check back soon.';

async function expectMaintenanceMessage(page: Page): Promise<void> {
  const message = page.getByText(MAINTENANCE_MESSAGE, { exact: true });
  await expect(message).toBeVisible();
  // It covers the page: what lies under its centre is the message's own card.
  const coveredByMessage = await message.evaluate((element) => {
    const hit = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
    return hit !== null && element.closest('[role="alert"]')?.parentElement?.contains(hit) === true;
  });
  expect(coveredByMessage).toBe(true);
}

test.describe('a server started with MAINTENANCE=on', () => {
  // Starting a server of its own (a fresh database with the demo data) takes a while on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let server: BuiltServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startBuiltServer({ MAINTENANCE: 'on' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('R-05: every page shows exactly the maintenance message, and the API answers 503', async ({
    page,
    request,
  }) => {
    for (const path of ['/login', '/home', '/analysis']) {
      await page.goto(`${server.baseUrl}${path}`);
      await expectMaintenanceMessage(page);
    }
    const answer = await request.get(`${server.baseUrl}/api/checkouts`);
    expect(answer.status()).toBe(503);
    expect(await answer.json()).toMatchObject({ maintenance: true });
  });
});

test('R-05: a 503 answer flagged as maintenance shows the message on a running portal', async ({ page }) => {
  await signInAs(page, 'sam');
  await page.route('**/api/restify/items**', (route) =>
    route.fulfill({ status: 503, json: { message: MAINTENANCE_MESSAGE, maintenance: true } }),
  );
  await page.goto('/home');
  await expectMaintenanceMessage(page);
  // The maintenance answer is not also an error toast (counted once, after a toast would have come).
  await page.waitForTimeout(500);
  expect(await page.getByTestId('toast').count()).toBe(0);
});
