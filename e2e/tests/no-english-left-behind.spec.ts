import { demoPassword, personas } from '../support/personas';
import { type TranslatedPage, walkInSpanish } from '../support/spanish-walk';
import { expect, type Page } from '../support/test';

/*
 * The pages walked whole in Spanish: a text, an accessible name or a title that is English fails the test. The money
 * side, the agreements and the kits' own pages have lists of their own (no-english-left-behind-*.spec.ts).
 */

const translatedPages: readonly TranslatedPage[] = [
  { path: '/login' },
  { path: '/forgot-password' },
  { path: '/password/reset?token=a-token&email=sam%40example.com' },
  { path: '/password/reset' },
  { path: '/2fa-login', reach: (page) => passwordStepOf(page, personas.alex) },
  { path: '/home', as: 'sam' },
  { path: '/analysis', as: 'jamie' },
  { path: '/checkouts' },
  { path: '/insurance/show' },
  { path: '/insurance/eligibility/progyny' },
  { path: '/idme/callback' },
  { path: '/idme/bc-callback' },
  { path: '/cryogenic', as: 'sam' },
  { path: '/storage-setup', as: 'sam' },
  { path: '/buy-cryogenic', as: 'sam' },
  { path: '/partner', as: 'drew' },
  { path: '/partner', as: 'sam' },
  { path: '/profile', as: 'drew' },
  { path: '/schedule-results-call', as: 'sam' },
  { path: '/onboarding/address', as: 'sam' },
  { path: '/onboarding/item/md-processing' },
  { path: '/onboarding/client/0b0e7a1e-0000-4000-8000-000000000000' },
  { path: '/no-such-page' },
  // With the results' sharing: the report to download, links to share and who read them, and SMART Health Links.
  { path: '/analysis', as: 'sam' },
  { path: '/k-r/login' },
  { path: '/k-r/v-c/FK-TAYLOR-0001' },
  { path: '/k-r/00000000-0000-4000-8000-000000000000' },
  { path: '/k-r/your-kit' },
  { path: '/k-r/kit-registration-error' },
  { path: '/onboarding/kit-not-registered/00000000-0000-4000-8000-000000000000' },
  { path: '/k-r/verify-item', as: 'sam' },
  { path: '/kit-registrations', as: 'sam' },
  { path: '/lifestyle', as: 'sam' },
  // With a search's findings: the urologists near 78701 and the distance that reaches the next one.
  { path: '/find-urologist', as: 'sam', reach: searchNear('78701') },
  // And a search that finds nobody near, with the distance that reaches the nearest.
  { path: '/find-urologist', as: 'sam', reach: searchNear('59001') },
  { path: '/for-medical-professionals' },
  { path: '/public-results/no-such-link' },
  { path: '/shl' },
];

/** The urologist search, in Spanish, from a ZIP code: its findings shown. */
function searchNear(zip: string) {
  return async (page: Page): Promise<void> => {
    await page.goto('/find-urologist');
    await page.getByLabel('Código postal').fill(zip);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByTestId('urologist-results')).toBeVisible();
  };
}

/** The password step of a two-factor account, in Spanish, which leads to the code step. */
async function passwordStepOf(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

walkInSpanish(translatedPages);
