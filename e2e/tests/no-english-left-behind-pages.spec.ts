import { type TranslatedPage, walkInSpanish } from '../support/spanish-walk';
import { mintLoginToken } from '../support/staff-api';
import { type APIRequestContext, expect, type Page } from '../support/test';
import { cardOrderFor, freshEmail, productUuid } from './checkout-helpers';

/*
 * More pages drawn wholly in Spanish, walked in Spanish as no-english-left-behind.spec.ts walks its own (a worker of
 * their own): a text, an accessible name or a title that is English fails the test.
 *
 * Not walked, as a visit leaves them at once: /logout signs out and goes on to /login (walked), and /auth/callback
 * without the identity provider's answer goes on to the provider's error path (the root, so /login); neither
 * draws more than its heading ("Cerrando sesión", "Iniciando su sesión…") meanwhile.
 */

/** What the signed-in customer's API answers, read by the page's own session. */
async function answerOf<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The signed-in customer's first kit (an item of theirs with a kit): its page of details. */
async function firstKitPage(page: Page): Promise<string> {
  const items = await answerOf<{ id: string }[]>(page, '/api/restify/items?displayable=true');
  const kit = items[0];
  if (!kit) throw new Error('the persona has no kit');
  await page.goto(`/onboarding/item/${kit.id}`);
  return `/onboarding/item/${kit.id}`;
}

interface StoredSample {
  id: string;
  withdrawals: { id: string }[];
}

/** The signed-in customer's first stored sample: the withdrawal's request for it. */
async function withdrawalOfFirstSample(page: Page): Promise<string> {
  const storage = await answerOf<{ items: StoredSample[] }>(page, '/api/cryogenics');
  const sample = storage.items[0];
  if (!sample) throw new Error('the persona stores no sample');
  await page.goto(`/onboarding/withdrawal/${sample.id}`);
  return `/onboarding/withdrawal/${sample.id}`;
}

/** The confirmation of the signed-in customer's withdrawal, as the request leads to it (with its id). */
async function withdrawalRequested(page: Page): Promise<string> {
  const storage = await answerOf<{ items: StoredSample[] }>(page, '/api/cryogenics');
  const withdrawal = storage.items.flatMap((item) => item.withdrawals)[0];
  if (!withdrawal) throw new Error('the persona has no withdrawal');
  const address = `/onboarding/withdrawal/completed?id=${withdrawal.id}`;
  await page.goto(address);
  await expect(page.getByTestId('withdrawal-recap')).toBeVisible();
  return address;
}

/**
 * The address page once a new address is saved, as a new customer sees it: their semen analysis and STI kits,
 * ordered and not shipped (every persona's kits have shipped), named in the message that says where they now go.
 */
async function addressSaved(page: Page, api: APIRequestContext): Promise<string> {
  const email = freshEmail('address.saved.es');
  // Ordered in Spanish, as a customer who reads it: the account keeps the language it was ordered in.
  const ordered = await api.post('/api/checkout', {
    headers: {
      'idempotency-key': `address-saved-${Date.now()}-${Math.random()}`,
      'accept-language': 'es-US,es;q=0.9',
    },
    data: {
      ...cardOrderFor(email),
      items: [
        { product_uuid: await productUuid(api, 'analysis'), quantity: 1 },
        { product_uuid: await productUuid(api, 'sti'), quantity: 1 },
      ],
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(200);
  await page.goto(`/?loginToken=${encodeURIComponent(await mintLoginToken(api, email))}`);
  await expect(page).toHaveURL('/home');
  await page.goto('/onboarding/address');
  await page.getByRole('button', { name: 'Guardar la dirección nueva' }).click();
  await expect(page.getByTestId('address-saved')).toBeFocused();
  return '/onboarding/address';
}

const translatedPages: readonly TranslatedPage[] = [
  // A page of the staging sites (outside production), served by the tests' server; its parameters and sections are
  // named by their codes (total_count, total-count), the same in every language.
  { path: '/testing-results' },
  // Taylor's kit is on its way to the lab, not registered yet; sam's are finished, with results.
  { path: '/onboarding/item/:uuid', as: 'taylor', open: firstKitPage },
  { path: '/onboarding/item/:uuid', as: 'sam', open: firstKitPage },
  // Taylor's home: the kit to register (named by its product in a sentence), and the kit in progress.
  { path: '/home', as: 'taylor' },
  { path: '/onboarding/address', open: addressSaved },
  // Sam's stored sample (4 vials): the request's form.
  { path: '/onboarding/withdrawal/:uuid', as: 'sam', open: withdrawalOfFirstSample },
  // Jordan's withdrawal of 2 vials, requested and paid.
  { path: '/onboarding/withdrawal/completed', as: 'jordan', open: withdrawalRequested },
  { path: '/onboarding/withdrawal/completed' },
  { path: '/unauthorized' },
  // Signed out, and signed in as a customer: both are told the page is the staff's.
  { path: '/login-as' },
  { path: '/login-as', as: 'drew' },
];

walkInSpanish(translatedPages);
