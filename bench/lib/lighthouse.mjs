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

/** The middle value; of an even count, the lower middle one. */
export function median(/** @type {number[]} */ values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Lighthouse's mobile performance and accessibility scores (0 to 100) for pages of the portal, in Debian's
 * Chromium: /login signed out, the other pages signed in as sam (storage is kept between the audits). Each
 * page is audited `runs` times and its median performance is reported with every run's, as Lighthouse's
 * authors advise: one audit's score moves by several points with the machine's other work. An audit that
 * fails is listed with Lighthouse's reason and left out of the median.
 * @param {{ url: string, paths: string[], runs?: number, executablePath?: string }} options
 * @returns {Promise<{ path: string, performance: number | null, performanceRuns: (number | null)[], accessibility: number | null, failures: string[] }[]>}
 */
export async function lighthouseScores({ url, paths, runs = 3, executablePath = '/usr/bin/chromium' }) {
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
      /** @type {(number | null)[]} */
      const performanceRuns = [];
      /** @type {number | null} */
      let accessibility = null;
      /** @type {string[]} */
      const failures = [];
      for (let run = 0; run < runs; run += 1) {
        // Each audit starts from a blank page: one started on the page the last one left (or the sign-in's
        // client-side redirect) now and then recorded a trace without its navigation (NO_NAVSTART).
        await page.goto('about:blank');
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
        performanceRuns.push(score(categories?.performance?.score));
        accessibility = score(categories?.accessibility?.score) ?? accessibility;
        const failure = result?.lhr.runtimeError?.message;
        if (failure) failures.push(failure);
      }
      const measured = /** @type {number[]} */ (performanceRuns.filter((value) => value !== null));
      // An audit that failed (Lighthouse names why) is shown among the runs, and the median is of the others.
      scores.push({
        path,
        performance: median(measured) ?? null,
        performanceRuns,
        accessibility,
        failures,
      });
    }
    return scores;
  } finally {
    await browser.close();
  }
}

const score = (/** @type {number | null | undefined} */ value) =>
  typeof value === 'number' ? Math.round(value * 100) : null;

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
