import { demoPassword, personas } from '../support/personas';
import { layoutChrome, type TranslatedPage, walkInSpanish } from '../support/spanish-walk';
import type { Page } from '../support/test';

/*
 * The pages drawn wholly in Spanish, and the parts of the others that are (the layouts' chrome), walked in Spanish:
 * a text, an accessible name or a title that is English fails the test. Translating a page adds one line here.
 */

/*
 * Where a signed-in page's own words are: the announcements (written by the clinic's staff, in English), the
 * sentences of @fathom/domain that do not take a language yet, and what the server sends (recommendations) are left
 * out until they are translated.
 */
const homeOwnWords = [
  ...layoutChrome,
  'main header',
  '#attention-title',
  '#latest-result-title',
  '#storage-card-title',
  '#recommendations-title',
  'nav[aria-labelledby="quick-links-title"]',
];
/** A signed-in page itself with the layout's chrome, without the clinic's announcements above it (its own words). */
const signedInPage = [...layoutChrome, 'main > div > section[aria-labelledby]'];

/** The guided steps' layout (kit registration) without the page: its skip link and its brand bar. */
const onboardingChrome = ['[data-layout] > .skip-link', '[data-layout] > header'];

const translatedPages: readonly TranslatedPage[] = [
  { path: '/login' },
  { path: '/forgot-password' },
  { path: '/password/reset?token=a-token&email=sam%40example.com' },
  { path: '/password/reset' },
  { path: '/2fa-login', reach: (page) => passwordStepOf(page, personas.alex) },
  { path: '/home', as: 'sam', within: homeOwnWords },
  { path: '/analysis', as: 'jamie', within: layoutChrome },
  { path: '/checkouts' },
  { path: '/insurance/show' },
  { path: '/insurance/eligibility/progyny' },
  { path: '/idme/callback' },
  { path: '/idme/bc-callback' },
  // The storage pages whole but for the clinic's announcements above them, which are translated apart.
  { path: '/cryogenic', as: 'sam', within: signedInPage },
  { path: '/storage-setup', as: 'sam', within: signedInPage },
  { path: '/buy-cryogenic', as: 'sam', within: signedInPage },
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
  { path: '/kit-registrations', as: 'sam', within: signedInPage },
  { path: '/lifestyle', as: 'sam', within: signedInPage },
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
