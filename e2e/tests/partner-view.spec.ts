import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

const holdersPages = [
  '/home',
  '/buy-cryogenic',
  '/storage-setup',
  '/checkouts',
  '/kit-registrations',
  '/schedule-results-call',
  '/cryogenic',
  '/manage-billing',
];

test("the partner who types one of the holder's addresses lands on the shared analysis", async ({ page }) => {
  await signInAs(page, 'jamie', '/analysis');
  for (const address of holdersPages) {
    await page.goto(address);
    await expect(page, address).toHaveURL('/analysis');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // A withdrawal address of the holder's sample too.
  const storage = await page.request.get('/api/cryogenics');
  expect(storage.status()).toBe(403);
  await page.goto('/onboarding/withdrawal/00000000-0000-4000-8000-000000000001');
  await expect(page).toHaveURL('/analysis');
});

test("the partner's profile carries nothing of the holder's record but the shared analysis", async ({
  page,
}) => {
  await signInAs(page, 'jamie', '/analysis');
  const profile = await page.request.get('/api/restify/profile');
  const body = (await profile.json()) as {
    data: {
      relationships: { parent_user: { relationships: { client: { attributes: Record<string, unknown> } } } };
    };
  };
  const holder = body.data.relationships.parent_user.relationships.client.attributes;
  expect(holder).toMatchObject({
    phone: null,
    date_of_birth: null,
    // The holder's storage is read as it is (checklist CR-08): jamie's holder stores samples.
    has_cryogenic: true,
    has_active_subscriptions: false,
    has_unmatched_subscriptions: false,
  });
  expect(holder.has_results_ready).toBe(true);
  // No renewal banner of the holder's plan on the partner's pages.
  await expect(page.getByText(/renews/i)).toHaveCount(0);
});
