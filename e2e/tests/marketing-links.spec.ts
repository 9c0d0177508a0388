import { MARKETING_URL, standInForMarketingSite } from '../support/marketing-site';
import { expectTappable } from '../support/on-screen';
import { signInAs } from '../support/sign-in';
import { expect, test } from '../support/test';

/** The marketing site's pages that the footer links, by checklist row (N-32 to N-41). */
const productLinks = [
  { row: 'N-32', label: 'Sperm freezing', path: '/sperm-freezing/' },
  { row: 'N-32', label: 'Packages with storage', path: '/sperm-freezing/#packages-with-storage' },
  { row: 'N-32', label: 'Storage plans', path: '/sperm-freezing/#cryo-storage' },
  { row: 'N-33', label: 'Compare our kits', path: '/order/#product-comparison-table' },
  { row: 'N-33', label: 'Plans and prices', path: '/order/#plans' },
  { row: 'N-36', label: 'Sperm analysis', path: '/sperm-analysis' },
  { row: 'N-37', label: 'DNA fragmentation analysis', path: '/sperm-dna-fragmentation-analysis/' },
  { row: 'N-38', label: 'DNA fragmentation with Today', path: '/for-today-dna-fragmentation/' },
  { row: 'N-39', label: 'STI test kit', path: '/sti-test-kit' },
  { row: 'N-40', label: 'Male fertility supplement', path: '/supplements-male-fertility' },
  { row: 'N-41', label: 'CoQ10', path: '/supplements-coq10' },
];
const helpLinks = [
  { row: 'N-34', label: 'Resources', path: '/resources' },
  { row: 'N-35', label: 'Contact us', path: '/contact' },
];

for (const screen of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${screen.width} px`, () => {
    test.use({ viewport: screen, hasTouch: true });

    test('the footer links every product page and anchor of the marketing site, each visible and tappable', async ({
      page,
    }) => {
      await signInAs(page, 'sam');
      const footer = page.getByRole('contentinfo');
      for (const { row, label, path } of [...productLinks, ...helpLinks]) {
        const link = footer.getByRole('link', { name: label, exact: true });
        await expect(link, row).toHaveAttribute('href', `${MARKETING_URL}${path}`);
        await link.scrollIntoViewIfNeeded();
        await expect(link, row).toBeVisible();
        await expectTappable(page, link);
      }
    });
  });
}

test('a tap on an anchored link opens the marketing page at that anchor', async ({ page }) => {
  await standInForMarketingSite(page);
  await signInAs(page, 'sam');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Packages with storage' }).click();
  await expect(page).toHaveURL(`${MARKETING_URL}/sperm-freezing/#packages-with-storage`);
});

test('an unmarketable client (pat) and a partner (jamie) see where to find help, and no products', async ({
  page,
}) => {
  for (const [persona, landing] of [
    ['pat', '/home'],
    ['jamie', '/analysis'],
  ] as const) {
    await signInAs(page, persona, landing);
    const footer = page.getByRole('contentinfo');
    for (const { label, path } of helpLinks) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        `${MARKETING_URL}${path}`,
      );
    }
    for (const { label } of productLinks) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    }
    await page.goto('/logout');
    await expect(page).toHaveURL('/login');
  }
});
