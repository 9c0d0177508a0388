import { wcagAudit } from '../support/page-checks';
import { signInAs } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

const unknownZip = 'We do not know this ZIP code. Enter the 5-digit ZIP code of where you live.';

async function expectNoAccessibilityViolations(page: Page) {
  expect((await wcagAudit(page)).violations.map((violation) => violation.id)).toEqual([]);
}

async function searchFrom(page: Page, zip: string) {
  await page.getByLabel('ZIP code').fill(zip);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'sam');
  await page.goto('/find-urologist');
});

test('sam finds the verified urologists within 100 miles, nearest first, and widens the search', async ({
  page,
}) => {
  const sent = page.waitForRequest((request) => request.url().includes('/api/restify/verified-urologists'));
  await searchFrom(page, '78701');
  const query = new URL((await sent).url()).searchParams;
  expect([query.get('postal_code'), query.get('radius_miles'), query.get('perPage')]).toEqual([
    '78701',
    '100',
    '999999',
  ]);
  await expect(
    page.getByRole('heading', { name: '2 urologists within 100 miles, nearest first' }),
  ).toBeFocused();
  const listed = page.getByTestId('urologists').getByRole('listitem');
  await expect(listed).toHaveCount(2);
  await expect(listed.first()).toContainText('Capital Men’s Health');
  await expect(listed.first()).toContainText('Austin, TX 78705');
  await expect(listed.first()).toContainText('1 mile away');
  await expect(listed.first()).not.toContainText('1 miles');
  await expect(listed.nth(1)).toContainText('73 miles away');
  await expect(listed.first().getByRole('link', { name: /^Call / })).toHaveAttribute(
    'href',
    'tel:+15125550140',
  );

  // Houston is the next one, 145 miles away: the search offers to reach it.
  await expect(page.getByTestId('widen-search')).toContainText(
    'The next verified urologist is 145 miles from 78701.',
  );
  await page.getByRole('button', { name: 'Search within 250 miles' }).click();
  await expect(
    page.getByRole('heading', { name: '4 urologists within 250 miles, nearest first' }),
  ).toBeFocused();
  await expect(page.getByLabel('Distance')).toHaveValue('250');

  await page.getByLabel('Distance').selectOption({ label: 'Any distance' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: '12 urologists at any distance, nearest first' }),
  ).toBeFocused();
  await expect(listed.last()).toContainText('Seattle');
  await expect(listed.last()).toContainText('1,770 miles away');
  await expect(page.getByTestId('widen-search')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);
});

test('nobody near a ZIP code says so plainly, with the distance that reaches the nearest urologist', async ({
  page,
}) => {
  await searchFrom(page, '59001');
  await expect(
    page.getByRole('heading', { name: 'No verified urologist within 100 miles of 59001' }),
  ).toBeFocused();
  await expect(page.getByTestId('urologists')).toHaveCount(0);
  await expect(page.getByTestId('widen-search')).toContainText(
    'The nearest verified urologist is 463 miles from 59001.',
  );
  await page.getByRole('button', { name: 'Search within 500 miles' }).click();
  await expect(
    page.getByRole('heading', { name: '1 urologist within 500 miles, nearest first' }),
  ).toBeFocused();
  await expect(page.getByTestId('urologists').getByRole('listitem')).toContainText('Aurora, CO 80045');
  await expectNoAccessibilityViolations(page);
});

test('an unknown ZIP code clears the list and shows its error once, beside the field', async ({ page }) => {
  await searchFrom(page, '78701');
  await expect(page.getByTestId('urologists').getByRole('listitem')).toHaveCount(2);

  await searchFrom(page, '00000');
  await expect(page.getByText(unknownZip)).toHaveCount(1);
  await expect(page.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(unknownZip);
  await expect(page.getByTestId('urologist-results')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expectNoAccessibilityViolations(page);

  await searchFrom(page, '10021');
  await expect(page.getByText(unknownZip)).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: '1 urologist within 100 miles, nearest first' }),
  ).toBeFocused();
});
