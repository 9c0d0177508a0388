import { walkInSpanish } from '../support/spanish-walk';
import { expect, type Page } from '../support/test';

/*
 * The agreements and an STI kit's results, whole pages walked in Spanish as riley (who has an STI kit, and has signed
 * nothing yet) reads them: the agreements' text is the domain's in the reader's language (ADR 064, 067).
 */

/** riley's STI kit, whose id the demo seed draws: its results page, opened as the home page's link opens it. */
async function rileysStiResults(page: Page): Promise<string> {
  const answer = await page.request.get('/api/restify/sti-results', {
    headers: { accept: 'application/vnd.api+json' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as { data: { item_id: string }[] };
  const kit = data[0]?.item_id;
  expect(kit, 'riley has an STI kit with results').toBeTruthy();
  const address = `/onboarding/sti/${kit}`;
  await page.goto(address);
  return address;
}

walkInSpanish([
  // Riley's home: the positive result first, the STI panel named by its product, the agreements to sign.
  { path: '/home', as: 'riley' },
  { path: '/contracts', as: 'riley' },
  // Not signed yet: the page says so, and leads to the agreements.
  { path: '/contracts/request-processing?step=30', as: 'riley' },
  {
    path: '/onboarding/sti/<riley’s STI kit>',
    as: 'riley',
    open: rileysStiResults,
  },
]);
