import { entryScripts, firstScripts, holdTheCode } from '../support/held-code';
import { expectTappable } from '../support/on-screen';
import { demoPassword, personas } from '../support/personas';
import { expectSignInTakenOver, signInAs } from '../support/sign-in';
import { expect, type Locator, type Page, test } from '../support/test';

/** Every console error and uncaught error of the page (a hydration mismatch is reported as one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The addresses of the requests of one kind (Playwright's resource type) that the page makes from now on. */
function requestsOfKind(page: Page, kind: string): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === kind) urls.push(request.url());
  });
  return urls;
}

/** Fills the prerendered sign-in form while the page's code is held back, as on a slow phone, then lets it run. */
async function typeIntoLoginBeforeTheCodeRuns(page: Page): Promise<void> {
  const code = await holdTheCode(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(personas.sam);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  // Marks the HTML's own field: still there after the code ran means React hydrated it, not drew it again.
  await page.getByLabel('Email').evaluate((field) => field.setAttribute('data-from-html', ''));
  // Notes what the email field holds at the moment the take-over makes the sign-in button a submit button.
  await page.getByRole('button', { name: 'Sign in', exact: true }).evaluate((button: HTMLButtonElement) => {
    new MutationObserver((_, observer) => {
      if (button.type !== 'submit') return;
      observer.disconnect();
      const email = document.getElementById('login-email') as HTMLInputElement | null;
      (window as unknown as { emailAtTakeOver?: string }).emailAtTakeOver = email?.value;
    }).observe(button, { attributes: true });
  });
  code.release();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the sign-in page comes as HTML: its heading, its fields and its button', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Login | Fathom');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  });

  test('its buttons say they are not ready: their actions come with the code', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign in with your account provider' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Use a pop-up window instead' })).toBeDisabled();
  });

  test("the forgot-password page and the checkout's frame come as HTML too", async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot password', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await page.goto('/checkouts');
    await expect(page.getByText('Secure checkout · your card details never reach our servers')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Loading the checkout…');
  });

  test('a signed-in page shows the frame of the signed-in layout while it loads', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('banner')).toContainText('Fathom');
    await expect(page.getByRole('status')).toHaveText('Loading your account…');
  });

  test('a prerendered page is styled by the stylesheet inside it, which its policy allows, with no request for it', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const stylesheets = requestsOfKind(page, 'stylesheet');
    for (const path of ['/login', '/checkouts']) {
      await page.goto(path);
      // The body's margin and the brand heading's font come from the stylesheet, not the browser's defaults.
      expect(await page.locator('body').evaluate((body) => getComputedStyle(body).margin), path).toBe('0px');
      expect(
        await page.locator('html').evaluate((root) => getComputedStyle(root).fontFamily),
        path,
      ).not.toMatch(/^"?Times/);
    }
    expect(stylesheets).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the sign-in button sends nothing before the code has run: no password in the address', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(personas.sam);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click({ force: true });
    await expect(page).toHaveURL('/login');
  });
});

test('a prerendered page names one script, at low priority, and carries its stylesheet; a page drawn by its scripts does neither', async ({
  request,
}) => {
  const page = async (path: string) => (await request.get(path, { headers: { accept: 'text/html' } })).text();
  const login = await page('/login');
  const scripts = login.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(
    /^<script type="module" fetchpriority="low" [^>]*data-start="\/assets\/[^"]+\.js"/,
  );
  // Its stylesheet is inside it: the first paint waits for no request after the HTML.
  expect(login).toMatch(/<style>[\s\S]+?<\/style>/);
  expect(login).not.toContain('rel="stylesheet"');
  expect(scripts[0]).toContain(' data-after-paint');
  const home = await page('/home');
  // A signed-in page starts its code at once, through the same script, and asks for the entry while parsing.
  const homeScripts = home.match(/<script type="module"[^>]*>/g) ?? [];
  expect(homeScripts).toHaveLength(1);
  const entry = homeScripts[0]?.match(/ data-start="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry).toBeTruthy();
  expect(home).toContain(`<link rel="modulepreload" crossorigin href="${entry}">`);
  expect(homeScripts[0]).not.toContain('fetchpriority="low"');
  expect(homeScripts[0]).not.toContain('data-after-paint');
  expect(home).toMatch(/<link rel="stylesheet"[^>]*>/);
});

/**
 * Opens `path` at `width` px with the app's entry refused, as a dropped connection would, and answers the notice
 * the page then shows and its reload button, once both are there and the button can be tapped.
 */
async function openWithoutItsCode(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await page.route(entryScripts, (route) => route.abort('internetdisconnected'));
  await page.goto(path);
  const notice = page.getByRole('alert').filter({ hasText: 'This page could not finish loading' });
  await expect(notice).toHaveText(
    'This page could not finish loading. Check your connection, then reload the page.Reload the page',
  );
  const reload = notice.getByRole('button', { name: 'Reload the page' });
  await expectTappable(page, reload);
  expect((await notice.boundingBox())?.y).toBe(0);
  return { notice, reload };
}

/** Lets the entry load again, and reloads the page with the notice's own button. */
async function reloadWithItsCode(page: Page, reload: Locator) {
  await page.unroute(entryScripts);
  await page.mouse.click(...(Object.values(await expectTappable(page, reload)) as [number, number]));
}

for (const width of [390, 1024, 1280]) {
  test(`at ${width} px, a prerendered page whose code cannot be loaded says so, and a reload brings the page back`, async ({
    page,
  }) => {
    const { notice, reload } = await openWithoutItsCode(page, '/login', width);
    // Above the page's frame, covering none of it: the form is still where a person looks for it.
    await expectTappable(page, page.getByLabel('Email'));
    // React takes over #root alone: the notice stays outside it.
    await expect(page.locator('#root').getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`code-load-failure-${width}.png`) });

    await reloadWithItsCode(page, reload);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(notice).toHaveCount(0);
  });
}

for (const width of [390, 1024, 1280]) {
  test(`at ${width} px, a signed-in page whose code cannot be loaded says so instead of its skeleton staying, and a reload brings the page back`, async ({
    page,
  }) => {
    await signInAs(page, 'sam');
    const { notice, reload } = await openWithoutItsCode(page, '/home', width);
    // The frame the HTML drew is still below it, and React's part of the page holds no notice of its own.
    await expect(page.locator('#root header')).toBeVisible();
    expect((await page.locator('#root header').boundingBox())?.y).toBeGreaterThanOrEqual(
      (await notice.boundingBox())?.height ?? Number.POSITIVE_INFINITY,
    );
    await expect(page.locator('#root').getByRole('alert')).toHaveCount(0);
    // The skeleton no longer says it is loading, to the eye or to a screen reader.
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.locator('#root [class*="animate-"]')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`signed-in-code-load-failure-${width}.png`) });

    await reloadWithItsCode(page, reload);
    await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
}

test("a prerendered page asks for the app's code only once it is painted", async ({ page }) => {
  for (const path of ['/login', '/checkouts']) {
    await page.goto(path);
    const entry = await page.locator('script[data-start]').getAttribute('data-start');
    expect(entry, path).toBeTruthy();
    const timings = await page.waitForFunction((entryPath) => {
      const painted = performance.getEntriesByName('first-paint')[0];
      const code = performance
        .getEntriesByType('resource')
        .find((resource) => new URL(resource.name).pathname === entryPath);
      return painted && code ? { painted: painted.startTime, asked: code.startTime } : null;
    }, entry);
    const { painted, asked } = (await timings.jsonValue()) as { painted: number; asked: number };
    expect(asked, path).toBeGreaterThanOrEqual(painted);
  }
});

test("a signed-in page's HTML names the chunks its page and layout need: none is asked for once the code runs", async ({
  page,
}) => {
  await signInAs(page, 'sam');
  for (const path of ['/home', '/analysis', '/manage-billing', '/kit-registrations']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
    await expect(page.locator('main [role="status"]'), path).toHaveCount(0);
    // The build writes each link with the chunk's path; the loader adds the ones it finds missing by full URL.
    const links = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    expect(links.length, path).toBeGreaterThan(5);
    expect(
      links.filter((href) => !href.startsWith('/assets/')),
      path,
    ).toEqual([]);
  }
});

test('the prerendered sign-in page is taken over without a hydration error and signs a persona in', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/login');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/login');
  await expect(page.getByRole('button', { name: 'Sign in with your account provider' })).toBeEnabled();
  await signInAs(page, 'sam');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  expect(errors).toEqual([]);
});

test('what is typed before the code has run is kept, in the very fields of the HTML', async ({ page }) => {
  const errors = collectErrors(page);
  await typeIntoLoginBeforeTheCodeRuns(page);
  await expectSignInTakenOver(page);
  // The email field as it stood when the take-over drew the sign-in button as a submit button: never emptied.
  expect(await page.evaluate(() => (window as unknown as { emailAtTakeOver?: string }).emailAtTakeOver)).toBe(
    personas.sam,
  );
  // Hydrated, not drawn again: React took over the HTML's own field.
  await expect(page.getByLabel('Email')).toHaveAttribute('data-from-html', '');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/home');
  expect(errors).toEqual([]);
});

test('Enter in the forgot-password form before the code has run keeps the page and what was typed; once the code has run, Enter asks for the link', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const pagesAskedFor = requestsOfKind(page, 'document');
  const code = await holdTheCode(page);
  await page.goto('/forgot-password', { waitUntil: 'commit' });
  const email = page.getByLabel('Email');
  await email.fill('early-enter@example.com');
  // Pressed once the page's first script runs; before it, the browser sends the form itself, by POST (the next test).
  await code.asked;
  await email.press('Enter');
  code.release();
  await expectSignInTakenOver(page, 'Email me a reset link');
  // Sent the browser's way, the page would have come again empty, with the address in its own.
  await expect(page).toHaveURL('/forgot-password');
  await expect(email).toHaveValue('early-enter@example.com');
  expect(pagesAskedFor.filter((url) => url.includes('early-enter'))).toEqual([]);
  await email.press('Enter');
  await expect(
    page.getByText('If an account exists for that email, we have sent a password reset link.').first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('Enter in the forgot-password form before any of its code has run sends it by POST, and the page comes back with nothing typed in its address', async ({
  page,
}) => {
  const sent: { method: string; url: string }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') sent.push({ method: request.method(), url: request.url() });
  });
  // Even the page's first script is held back: the browser alone has the form.
  const code = await holdTheCode(page, firstScripts);
  await page.goto('/forgot-password', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill('before-any-code@example.com');
  const cameBack = page.waitForRequest(
    (request) => request.method() === 'GET' && request.redirectedFrom()?.method() === 'POST',
  );
  await page.getByLabel('Email').press('Enter');
  await cameBack;
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(sent.map(({ method, url }) => `${method} ${new URL(url).pathname}${new URL(url).search}`)).toEqual([
    'GET /forgot-password',
    'POST /forgot-password',
    'GET /forgot-password',
  ]);
  code.release();
  await expectSignInTakenOver(page, 'Email me a reset link');
});

test('a visitor whose session has ended keeps what they typed on /login before the code ran, and signs in', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await signInAs(page, 'sam');
  // The session ends (the cookie expired) once no read of the home page is on its way; the browser still
  // remembers the signed-in frame.
  await page.goto('/favicon.svg');
  await page.context().clearCookies();
  await typeIntoLoginBeforeTheCodeRuns(page);
  await expectSignInTakenOver(page);
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Email')).toHaveAttribute('data-from-html', '');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  // The browser logs the refused profile read, the one that found the session ended; nothing else went wrong.
  expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
});

test('a visitor whose session has ended is told so on opening the checkout, and sent to sign in', async ({
  page,
}) => {
  await signInAs(page, 'sam');
  // Off the portal first: a read of the home page still on its way when the session ends would find it ended
  // there, and sign the visitor out before the checkout opens.
  await page.goto('/favicon.svg');
  await page.context().clearCookies();
  await page.goto('/checkouts');
  await expect(page).toHaveURL('/login');
  await expect(page.getByTestId('toast')).toContainText('Your session expired.');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('a signed-in visitor who opens /login is sent on to the home page', async ({ page }) => {
  const errors = collectErrors(page);
  await signInAs(page, 'sam');
  await page.goto('/login');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the checkout is taken over without a hydration error and shows its first step', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/checkouts');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/checkouts');
  await expect(page.getByRole('status', { name: 'Loading the checkout…' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the kit sign-in and medical professionals pages come as HTML and are taken over without a hydration error', async ({
  page,
}) => {
  const errors = collectErrors(page);
  for (const [path, heading] of <const>[
    ['/k-r/login', 'Register your kit'],
    ['/for-medical-professionals', 'For medical professionals'],
  ]) {
    await page.goto(path);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(errors).toEqual([]);
});
