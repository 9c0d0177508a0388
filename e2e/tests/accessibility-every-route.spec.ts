import { routesFor } from '../../apps/web/src/app/route-table';
import { resizeTo, wcagAudit } from '../support/page-checks';
import { signInAs } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

/** Pages that end the session or leave the portal when opened, so there is nothing of ours to check. */
const leavesThePortal = new Set(['/logout', '/login-as', '*']);
/** What the partner on an account can open. */
const partnerPaths = ['/analysis', '/profile', '/contracts'];

/** The widths every page is checked at: opened at a phone's, then widened to a desktop's (one load for both). */
const widths = [390, 1280] as const;

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await resizeTo(page, widths[0]);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  const found: string[] = [];
  for (const width of widths) {
    if (width !== widths[0]) await resizeTo(page, width);
    const results = await wcagAudit(page);
    found.push(
      ...results.violations.map(
        (violation) =>
          `${path} at ${width} px: ${violation.id} (${violation.impact}) ${violation.help} at ${violation.nodes
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      ),
    );
  }
  return found;
}

/** Every production route of the route table with real ids where the persona has them. */
function concretePaths(ids: Record<string, string>, access: (auth: string) => boolean): string[] {
  return routesFor('production')
    .filter((route) => !leavesThePortal.has(route.path) && access(route.auth))
    .map((route) => route.path.replace(/:(\w+)/g, (_match, name: string) => ids[name] ?? 'unknown-id'));
}

/** A guest's order placed from this page's browser, whose receipt opens its confirmation: answers its number. */
async function guestOrder(page: Page): Promise<string> {
  const catalogue = (await (await page.request.get('/api/checkouts')).json()) as {
    data: { uuid: string; key: string }[];
  };
  const analysis = catalogue.data.find((product) => product.key === 'analysis')?.uuid;
  const placed = await page.request.post('/api/checkout', {
    headers: { 'idempotency-key': `axe-${Date.now()}-${Math.random()}` },
    data: {
      account_details: { email: `axe.${Date.now()}@example.com`, first_name: 'Alex', last_name: 'Rivera' },
      shipping_address: {
        first_name: 'Alex',
        last_name: 'Rivera',
        address_1: '1 Main Street',
        city: 'Austin',
        state: 'TX',
        postal_code: '73301',
        country: 'US',
        phone: '+15125550134',
      },
      billing_address_type: 'same_as_shipping',
      payment: { payment_method: 'card', payment_method_token: 'pm_sandbox_visa' },
      timezone: 'America/Chicago',
      items: [{ product_uuid: analysis, quantity: 1 }],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  return ((await placed.json()) as { data: { po_number: string } }).data.po_number;
}

test.use({ viewport: { width: widths[0], height: 900 } });
// The three sweeps share nothing: each has a page of its own, so they run in both workers.
test.describe.configure({ mode: 'parallel' });

test(`every page a visitor can open has no WCAG 2.1 A or AA violation at ${widths.join(' and ')} px`, async ({
  page,
}) => {
  test.setTimeout(300_000);
  const found: string[] = [];
  const ids = { provider: 'progyny', poNumber: await guestOrder(page) };
  // The order's confirmation is checked as its buyer sees it, not as a refusal.
  await page.goto(`/checkouts/orders/${ids.poNumber}`);
  await expect(page.getByTestId('po-number')).toHaveText(ids.poNumber);
  for (const path of concretePaths(ids, (auth) => auth !== 'required')) {
    found.push(...(await violationsOn(page, path)));
  }
  expect(found).toEqual([]);
});

test(`every signed-in page has no WCAG 2.1 A or AA violation for sam at ${widths.join(' and ')} px`, async ({
  page,
}) => {
  test.setTimeout(360_000);
  await signInAs(page, 'sam');
  const items = (await (await page.request.get('/api/restify/items?perPage=50')).json()) as {
    data: { id: string; attributes: { category: string } }[];
  };
  const storage = items.data.find((item) => item.attributes.category === 'cryogenic')?.id ?? 'unknown-id';
  const analysis = items.data.find((item) => item.attributes.category === 'analysis')?.id ?? 'unknown-id';
  const found: string[] = [];
  for (const path of concretePaths({ uuid: analysis, itemId: analysis }, (auth) => auth === 'required')) {
    found.push(...(await violationsOn(page, path)));
  }
  found.push(...(await violationsOn(page, `/onboarding/withdrawal/${storage}`)));
  expect(found).toEqual([]);
});

test(`the partner's pages have no WCAG 2.1 A or AA violation for jamie at ${widths.join(' and ')} px`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'jamie', '/analysis');
  const found: string[] = [];
  for (const path of partnerPaths) found.push(...(await violationsOn(page, path)));
  expect(found).toEqual([]);
});
