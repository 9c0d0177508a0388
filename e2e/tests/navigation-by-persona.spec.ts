import { profileMenuLabels, topNavigationLabels } from '../support/navigation';
import type { Persona } from '../support/personas';
import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

const fullTopNavigation = ['Home', 'Analysis', 'Cryogenic storage', 'Supplements', 'Consultations'];
const clientMenuWithResults = [
  'Account information',
  'Contracts',
  'Manage billing',
  'Add spouse / partner',
  'Order history',
  'Take the Lifestyle Survey',
  'Find a urologist',
  'Logout',
];
const clientMenuWithoutResults = clientMenuWithResults.filter((label) => label !== 'Find a urologist');

const exactViews: Array<{ persona: Persona; who: string; landing: string; top: string[]; menu: string[] }> = [
  {
    persona: 'sam',
    who: 'a client with results ready',
    landing: '/home',
    top: fullTopNavigation,
    menu: clientMenuWithResults,
  },
  {
    persona: 'casey',
    who: 'a client with an azoospermic result',
    landing: '/home',
    top: fullTopNavigation,
    menu: clientMenuWithResults,
  },
  {
    persona: 'taylor',
    who: 'a client whose kit is still on its way to the lab',
    landing: '/home',
    top: fullTopNavigation,
    menu: clientMenuWithoutResults,
  },
  {
    persona: 'drew',
    who: 'a new client who bought nothing',
    landing: '/home',
    top: fullTopNavigation,
    menu: clientMenuWithoutResults,
  },
  {
    persona: 'jamie',
    who: 'an authorized user',
    landing: '/analysis',
    top: ['Analysis'],
    menu: ['Account information', 'Contracts', 'Logout'],
  },
];

for (const view of exactViews) {
  test(`${view.persona} (${view.who}) lands on ${view.landing} and sees exactly their navigation`, async ({
    page,
  }) => {
    await signInAs(page, view.persona, view.landing);
    expect(await topNavigationLabels(page)).toEqual(view.top);
    expect(await profileMenuLabels(page)).toEqual(view.menu);
  });
}

test('pat (an unmarketable client) sees no Supplements, Consultations, partner or lifestyle survey', async ({
  page,
}) => {
  await signInAs(page, 'pat', '/home');
  const top = await topNavigationLabels(page);
  expect(top).toEqual(expect.arrayContaining(['Home', 'Analysis', 'Cryogenic storage']));
  expect(top).not.toContain('Supplements');
  expect(top).not.toContain('Consultations');

  const menu = await profileMenuLabels(page);
  expect(menu).toEqual(
    expect.arrayContaining(['Account information', 'Contracts', 'Manage billing', 'Order history', 'Logout']),
  );
  expect(menu).not.toContain('Add spouse / partner');
  expect(menu).not.toContain('Take the Lifestyle Survey');
});

test('the navbar offers Help Center and Contact us', async ({ page }) => {
  await signInAs(page, 'drew');
  const navbar = page.getByRole('banner');
  await expect(navbar.getByRole('link', { name: 'Help Center', exact: true })).toBeVisible();
  await expect(navbar.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute(
    'href',
    /\/contact$/,
  );
});

test('the footer links the help centre, the community site and the care team’s phone line', async ({
  page,
}) => {
  await signInAs(page, 'drew');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Help Center' })).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/help-center$/,
  );
  await expect(footer.getByRole('link', { name: 'Community' })).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/community$/,
  );
  await expect(footer.getByRole('link', { name: /^Call us/ })).toHaveAttribute('href', 'tel:+15125550100');
});
