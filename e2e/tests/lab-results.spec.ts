import { signInAs } from '../support/sign-in';
import { staffToken } from '../support/staff-api';
import { expect, test } from '../support/test';

test('the lab releases results and the customer reads each value against its normal range', async ({
  page,
  request,
}) => {
  await signInAs(page, 'pat');
  const items = (await (await page.request.get('/api/restify/items')).json()) as {
    data: { id: string; attributes: { category: string } }[];
  };
  const kit = items.data.find((item) => item.attributes.category === 'analysis')?.id;
  const staff = { Authorization: `Bearer ${await staffToken(request)}` };
  const results = await request.post(`/api/staff/items/${kit}/results`, {
    headers: staff,
    data: {
      total_count: 31,
      total_motile_sperm: 22,
      total_motility: 48,
      concentration: 14,
      volume: 2.2,
      normal: 5,
      lab_notes: 'Repeat the analysis in three months.',
    },
  });
  expect(results.status()).toBe(200);
  expect((await request.post(`/api/staff/items/${kit}/results/release`, { headers: staff })).status()).toBe(
    200,
  );

  // Opening the portal reads the profile again, with the released result.
  await page.goto('/analysis');
  await expect(
    page.getByRole('img', { name: /^Total count: 31 million, below normal\. Normal: 39 million or more\.$/ }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /^Volume: 2\.2 mL, normal\./ })).toBeVisible();
  await expect(page.getByTestId('lab-notes')).toContainText('Repeat the analysis in three months.');
  // DNA fragmentation was not measured: its value reads "- -" (RS-32).
  await expect(page.locator('#dna-fragmentation').getByTestId('value-dna_fragmentation')).toHaveText('- -');
});
