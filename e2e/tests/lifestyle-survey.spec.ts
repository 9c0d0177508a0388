import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

test('/lifestyle offers the survey form with the client number as its targetID, and the link leads there', async ({
  page,
}) => {
  await signInAs(page, 'sam');
  const profile = (await (await page.request.get('/api/restify/profile')).json()) as {
    data: { relationships: { client: { attributes: { number: string } } } };
  };
  const clientNumber = profile.data.relationships.client.attributes.number;
  expect(clientNumber).toMatch(/^FA-\d+$/);

  await page.goto('/lifestyle');
  await expect(page.getByRole('heading', { level: 1, name: 'Take the Lifestyle Survey' })).toBeVisible();
  await expect(page.getByText('within 1 business day of your results')).toBeVisible();
  const start = page.getByRole('link', { name: 'Start the survey' });
  const href = new URL((await start.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe('https://fathom.example/lifestyle-survey');
  expect([...href.searchParams]).toEqual([['targetID', clientNumber]]);

  // The form lives on the marketing site; a stand-in answers for it here.
  await page.route('https://fathom.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>Lifestyle survey</title><h1>Lifestyle survey</h1>',
    }),
  );
  await start.click();
  await expect(page).toHaveURL(`https://fathom.example/lifestyle-survey?targetID=${clientNumber}`);
});

test('the partner is offered no survey form: /lifestyle, a page of the account holder, leads to the analysis', async ({
  page,
}) => {
  await signInAs(page, 'jamie', '/analysis');
  await page.goto('/lifestyle');
  await expect(page).toHaveURL('/analysis');
  await expect(page.getByRole('link', { name: 'Start the survey' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Lifestyle Survey/ })).toHaveCount(0);
});

test('an unmarketable client is told the survey is not offered, not that someone else takes it', async ({
  page,
}) => {
  await signInAs(page, 'pat');
  await page.goto('/lifestyle');
  await expect(page.getByText('The survey is not offered on this account.')).toBeVisible();
  await expect(page.getByText('taken by the account holder')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start the survey' })).toHaveCount(0);
});
