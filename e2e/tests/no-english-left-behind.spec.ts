import { demoPassword, personas } from '../support/personas';
import { layoutChrome, type TranslatedPage, walkInSpanish } from '../support/spanish-walk';
import type { Page } from '../support/test';

/*
 * The pages drawn wholly in Spanish, and the parts of the others that are (the layouts' chrome), walked in Spanish:
 * a text, an accessible name or a title that is English fails the test. Translating a page adds one line here.
 */

/*
 * Where a signed-in page's own words are: the sentences of @fathom/domain that do not take a language yet, and what
 * the server sends (plan and product descriptions, a sample's status) are left out until they are translated. The
 * clinic's announcements and recommendations are read in the reader's language (ADR 067).
 */
const storageOwnWords = [
  ...layoutChrome,
  '#cryogenic-title',
  '[data-testid="storage-summary"] h2',
  '[data-testid="storage-summary"] ul',
  '[data-testid="stored-sample"] thead',
  '[data-testid="stored-sample"] caption',
  '[data-testid="stored-sample"] h3',
  '[data-testid="stored-sample"] a',
  '[data-testid="storage-facts"]',
];
const storagePlansOwnWords = [
  ...layoutChrome,
  'main h1',
  'main .page-lead',
  'main ol',
  '[data-plan] a',
  '[data-testid="storage-facts"]',
];
/** The guided steps' layout (kit registration) without the page: its skip link and its brand bar. */
const onboardingChrome = ['[data-layout] > .skip-link', '[data-layout] > header'];

const translatedPages: readonly TranslatedPage[] = [
  { path: '/login' },
  { path: '/forgot-password' },
  { path: '/password/reset?token=a-token&email=sam%40example.com' },
  { path: '/password/reset' },
  { path: '/2fa-login', reach: (page) => passwordStepOf(page, personas.alex) },
  { path: '/home', as: 'sam' },
  { path: '/analysis', as: 'jamie', within: layoutChrome },
  { path: '/checkouts' },
  { path: '/insurance/show' },
  { path: '/insurance/eligibility/progyny' },
  { path: '/idme/callback' },
  { path: '/idme/bc-callback' },
  { path: '/cryogenic', as: 'sam', within: storageOwnWords },
  { path: '/storage-setup', as: 'sam', within: storagePlansOwnWords },
  { path: '/buy-cryogenic', as: 'sam', within: storagePlansOwnWords },
  { path: '/partner', as: 'drew', within: [...layoutChrome, '[aria-labelledby="partner-title"]'] },
  { path: '/profile', as: 'drew', within: [...layoutChrome, '[aria-labelledby="profile-title"]'] },
  {
    path: '/schedule-results-call',
    as: 'sam',
    within: ['#schedule-title', '.page-lead', '#choose-title', '[data-testid="call-slots"] + button'],
  },
  { path: '/onboarding/address', as: 'sam' },
  { path: '/onboarding/item/md-processing' },
  { path: '/onboarding/client/0b0e7a1e-0000-4000-8000-000000000000' },
  { path: '/no-such-page' },
  // The results' sharing: the report to download, links to share and who read them, and SMART Health Links.
  { path: '/analysis', as: 'sam', within: ['#share-your-results', '#health-links'] },
  { path: '/k-r/login' },
  { path: '/k-r/v-c/FK-TAYLOR-0001' },
  // The page's closing links (components/page-links.tsx) are not translated yet.
  {
    path: '/k-r/00000000-0000-4000-8000-000000000000',
    within: [...onboardingChrome, 'main > section > :not(ul)'],
  },
  { path: '/k-r/your-kit' },
  { path: '/k-r/kit-registration-error' },
  { path: '/onboarding/kit-not-registered/00000000-0000-4000-8000-000000000000' },
  { path: '/k-r/verify-item', as: 'sam' },
  { path: '/kit-registrations', as: 'sam' },
  { path: '/lifestyle', as: 'sam' },
  // Without the search, whose distances and findings are said by @fathom/domain/urologists, in English so far.
  {
    path: '/find-urologist',
    as: 'sam',
    within: [...layoutChrome, 'main > div > section[aria-labelledby] > :not(section)'],
  },
  { path: '/for-medical-professionals' },
  { path: '/public-results/no-such-link' },
  { path: '/shl' },
];

/** The password step of a two-factor account, in Spanish, which leads to the code step. */
async function passwordStepOf(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

walkInSpanish(translatedPages);
