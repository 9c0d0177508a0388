import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { median } from './median.mjs';

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
 * The routes of the route table (apps/web/src/app/route-table.ts) a customer opens, without ids: the public
 * ones signed out first, then the signed-in ones as sam. `e2e/support/lighthouse-routes.test.ts` keeps the list
 * in step with the route table.
 */
export const customerRoutes = [
  '/login',
  '/forgot-password',
  '/checkouts',
  '/k-r/login',
  '/for-medical-professionals',
  '/home',
  '/analysis',
  '/cryogenic',
  '/buy-cryogenic',
  '/orders/history',
  '/contracts',
  '/profile',
  '/find-urologist',
  '/manage-billing',
  '/lifestyle',
  '/kit-registrations',
  '/partner',
  '/schedule-results-call',
];

/** The pages audited again in Spanish (issue 51): the sign-in page, the home page and the analysis page. */
export const spanishRoutes = ['/login', '/home', '/analysis'];

/**
 * @typedef {{ fcpMs: number | null, lcpMs: number | null, tbtMs: number | null, cls: number | null }} PageMetrics
 * @typedef {{ path: string, performance: number | null, performanceRuns: (number | null)[], accessibility: number | null, metrics: PageMetrics, failures: string[] }} PageScore
 */

/**
 * Lighthouse's mobile performance and accessibility scores (0 to 100) for pages of the portal, in Debian's
 * Chromium, with its metrics (first and largest contentful paint, total blocking time, layout shift) and the
 * host's benchmarkIndex (Lighthouse's own measure of the machine, so runs on different hosts can be compared).
 * Public pages are audited signed out until the first signed-in one, then signed in as sam (storage is kept
 * between the audits). Each page is audited `runs` times and the median of each figure is reported with every
 * run's performance, as Lighthouse's authors advise: one audit's score moves by several points with the
 * machine's other work. An audit that fails is listed with Lighthouse's reason, left out of the medians and
 * run again (twice at most for a page). With `acceptLanguage`, the browser asks for pages in that language (the
 * server sends each page in the first language of Accept-Language it speaks: ADR 064).
 * @param {{ url: string, paths: string[], signedOut?: string[], runs?: number, executablePath?: string, acceptLanguage?: string }} options
 * @returns {Promise<{ pages: PageScore[], benchmarkIndex: number | null }>}
 */
export async function lighthouseScores({
  url,
  paths,
  signedOut = ['/login', '/forgot-password', '/checkouts', '/k-r/login', '/for-medical-professionals'],
  runs = 3,
  executablePath = '/usr/bin/chromium',
  acceptLanguage,
}) {
  const browser = await puppeteer.launch({ executablePath, headless: true, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    if (acceptLanguage) await page.setExtraHTTPHeaders({ 'accept-language': acceptLanguage });
    const scores = [];
    /** @type {number[]} */
    const benchmarkIndexes = [];
    let signedIn = false;
    for (const path of paths) {
      if (!signedOut.includes(path) && !signedIn) {
        await signInInBrowser(page, url);
        signedIn = true;
      }
      /** @type {(number | null)[]} */
      const performanceRuns = [];
      /** @type {number | null} */
      let accessibility = null;
      /** @type {string[]} */
      const failures = [];
      /** @type {Record<keyof PageMetrics, number[]>} */
      const metricRuns = { fcpMs: [], lcpMs: [], tbtMs: [], cls: [] };
      // An audit that fails (Lighthouse names why) is listed, and another is run in its place (two at most per
      // page), so the medians are of `runs` measured audits wherever Chromium allows.
      for (let attempt = 0; performanceRuns.length < runs && attempt < runs + 2; attempt += 1) {
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
            ...(acceptLanguage ? { extraHeaders: { 'accept-language': acceptLanguage } } : {}),
          },
          undefined,
          page,
        );
        const categories = result?.lhr.categories;
        const failure = result?.lhr.runtimeError?.message;
        if (failure) {
          failures.push(failure);
          continue;
        }
        performanceRuns.push(score(categories?.performance?.score));
        accessibility = score(categories?.accessibility?.score) ?? accessibility;
        const audits = result?.lhr.audits ?? {};
        for (const [key, audit] of /** @type {const} */ ([
          ['fcpMs', 'first-contentful-paint'],
          ['lcpMs', 'largest-contentful-paint'],
          ['tbtMs', 'total-blocking-time'],
          ['cls', 'cumulative-layout-shift'],
        ])) {
          const value = audits[audit]?.numericValue;
          if (typeof value === 'number') metricRuns[key].push(value);
        }
        const index = result?.lhr.environment?.benchmarkIndex;
        if (typeof index === 'number') benchmarkIndexes.push(index);
      }
      const measured = /** @type {number[]} */ (performanceRuns.filter((value) => value !== null));
      const middle = (/** @type {number[]} */ values, /** @type {number} */ digits) => {
        const value = median(values);
        return value === undefined ? null : Number(value.toFixed(digits));
      };
      scores.push({
        path,
        performance: median(measured) ?? null,
        performanceRuns,
        accessibility,
        metrics: {
          fcpMs: middle(metricRuns.fcpMs, 0),
          lcpMs: middle(metricRuns.lcpMs, 0),
          tbtMs: middle(metricRuns.tbtMs, 0),
          cls: middle(metricRuns.cls, 3),
        },
        failures,
      });
    }
    return { pages: scores, benchmarkIndex: median(benchmarkIndexes) ?? null };
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
