import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse's mobile performance and accessibility scores (0 to 100) for pages of the portal, in Debian's
 * Chromium: /login signed out, the other pages signed in as sam (storage is kept between the audits).
 * @param {{ url: string, paths: string[], executablePath?: string }} options
 * @returns {Promise<{ path: string, performance: number | null, accessibility: number | null }[]>}
 */
export async function lighthouseScores({ url, paths, executablePath = '/usr/bin/chromium' }) {
  const browser = await puppeteer.launch({ executablePath, headless: true, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    const scores = [];
    let signedIn = false;
    for (const path of paths) {
      if (path !== '/login' && !signedIn) {
        await signInInBrowser(page, url);
        signedIn = true;
      }
      const result = await lighthouse(
        `${url}${path}`,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: signedIn,
        },
        undefined,
        page,
      );
      const categories = result?.lhr.categories;
      const score = (/** @type {number | null | undefined} */ value) =>
        typeof value === 'number' ? Math.round(value * 100) : null;
      scores.push({
        path,
        performance: score(categories?.performance?.score),
        accessibility: score(categories?.accessibility?.score),
      });
    }
    return scores;
  } finally {
    await browser.close();
  }
}

/**
 * @param {import('puppeteer-core').Page} page
 * @param {string} url
 */
async function signInInBrowser(page, url) {
  await page.goto(`${url}/login`, { waitUntil: 'networkidle0' });
  await page.type('input[type="email"]', 'sam@example.com');
  await page.type('input[type="password"]', 'Fathom-demo-1');
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.keyboard.press('Enter')]);
}
