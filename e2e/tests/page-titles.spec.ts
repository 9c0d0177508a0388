import { signInAs } from '../support/sign-in';
import { expect, type Page, test } from '../support/test';

test('sign-in pages are titled with the route name and the product name', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Login | Fathom');
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle('Forgot password | Fathom');
});

test('the title follows each navigation inside the portal', async ({ page }) => {
  await signInAs(page, 'sam');
  await expect(page).toHaveTitle('Home | Fathom');
  await page.getByRole('link', { name: 'Analysis', exact: true }).first().click();
  await expect(page).toHaveURL('/analysis');
  await expect(page).toHaveTitle('Analysis | Fathom');
});

const description = (page: Page) => page.locator('meta[name="description"]');

test("each page is described by its own sentence, in the page's language, in its HTML and after each navigation", async ({
  page,
  context,
  baseURL,
}) => {
  const login = await page.goto('/login');
  const loginDescription = 'Sign in to see your semen analysis results and manage your sperm storage.';
  expect(await login?.text()).toContain(`<meta name="description" content="${loginDescription}"`);
  await expect(description(page)).toHaveAttribute('content', loginDescription);

  await signInAs(page, 'sam');
  await expect(description(page)).toHaveAttribute(
    'content',
    'Your account at a glance: what needs your attention, your latest results, your storage and your kits.',
  );
  await page.getByRole('link', { name: 'Analysis', exact: true }).first().click();
  await expect(page).toHaveURL('/analysis');
  await expect(description(page)).toHaveAttribute(
    'content',
    'Your semen analysis report: each measure explained, where your results stand and how they change over time.',
  );

  // A page asked for in Spanish is written with its Spanish description.
  await context.clearCookies();
  await context.addCookies([{ name: 'fathom-language', value: 'es', url: baseURL ?? '' }]);
  const spanish = await page.request.get('/forgot-password', { headers: { accept: 'text/html' } });
  expect(await spanish.text()).toContain(
    '<meta name="description" content="Reciba un correo electrónico con un enlace para elegir una contraseña nueva para su cuenta."',
  );
});
