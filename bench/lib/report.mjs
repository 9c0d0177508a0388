/** The targets of DESIGN.md section 8 and the issue, checked against one run's figures. */

const authenticatedReads = [
  'profile',
  'announcements',
  'items',
  'result document',
  'order history',
  'cryogenics',
  'billing',
  'contracts',
];
const reads = [...authenticatedReads, 'catalogue'];

/**
 * @typedef {import('./load.mjs').LoadResult} LoadResult
 * @typedef {{ target: string, measured: string, met: boolean }} TargetCheck
 * @typedef {{ pages: import('./lighthouse.mjs').PageScore[], benchmarkIndex: number | null } | { error: string }} LighthouseRun
 */

/**
 * @param {{
 *   ceiling: Record<number, LoadResult>,
 *   api: Record<string, Record<string, Record<number, LoadResult & { ceilingRequestsPerSecond?: number, peakRssMb?: number | null }>>>,
 *   lighthouse: LighthouseRun,
 * }} run
 * @returns {TargetCheck[]}
 */
export function targetsOf({ ceiling, api, lighthouse }) {
  /** @type {TargetCheck[]} */
  const checks = [];
  const postgres = api.postgres;
  if (postgres) {
    for (const name of authenticatedReads) {
      const figures = postgres[name]?.[50];
      const share = figures ? shareOfCeiling(figures, ceiling[50]) : 0;
      checks.push({
        target: `${name}: at least 30% of the ceiling on PostgreSQL`,
        measured: `${Math.round(share * 100)}%`,
        met: share >= 0.3,
      });
    }
  }
  for (const [database, minimum] of /** @type {const} */ ([
    ['postgres', 300],
    ['pglite', 100],
  ])) {
    const orders = api[database]?.['order placement']?.[50];
    if (orders) {
      checks.push({
        target: `order placement: at least ${minimum} orders/s on ${database}`,
        measured: `${orders.okPerSecond}/s placed${orders.non2xx > 0 ? `, ${orders.non2xx} not (${orders.busy} of them 503)` : ''}`,
        met: orders.okPerSecond >= minimum && orders.errors === 0 && orders.non2xx === 0,
      });
      checks.push({
        target: `order placement: p99 under 1 s at 50 connections on ${database}`,
        measured: `${orders.p99Ms} ms`,
        met: orders.p99Ms < 1000,
      });
    }
  }
  const embeddedPeaks = Object.entries(api.pglite ?? {}).flatMap(([name, byConnections]) =>
    Object.entries(byConnections).flatMap(([connections, { peakRssMb }]) =>
      typeof peakRssMb === 'number' ? [{ where: `${name} at ${connections}`, peak: peakRssMb }] : [],
    ),
  );
  const highest = embeddedPeaks.sort((a, b) => b.peak - a.peak)[0];
  if (highest) {
    checks.push({
      target: "the embedded database's server: peak memory under 500 MB",
      measured: `${highest.peak} MB (${highest.where})`,
      met: highest.peak < 500,
    });
  }
  for (const [database, figures] of Object.entries(api)) {
    for (const name of reads) {
      const p99 = figures[name]?.[50]?.p99Ms;
      if (p99 === undefined) continue;
      checks.push({
        target: `${name}: p99 under 25 ms at 50 connections on ${database}`,
        measured: `${p99} ms`,
        met: p99 < 25,
      });
    }
  }
  if ('pages' in lighthouse) {
    for (const page of lighthouse.pages) {
      const { lcpMs, tbtMs, cls } = page.metrics;
      checks.push(
        {
          target: `Lighthouse ${page.path}: median performance at least 95`,
          measured: String(page.performance),
          met: (page.performance ?? 0) >= 95,
        },
        {
          target: `Lighthouse ${page.path}: accessibility 100`,
          measured: String(page.accessibility),
          met: page.accessibility === 100,
        },
        {
          target: `Lighthouse ${page.path}: largest contentful paint at most 2.0 s`,
          measured: lcpMs === null ? '-' : `${(lcpMs / 1000).toFixed(1)} s`,
          met: lcpMs !== null && lcpMs <= 2000,
        },
        {
          target: `Lighthouse ${page.path}: total blocking time at most 150 ms`,
          measured: tbtMs === null ? '-' : `${tbtMs} ms`,
          met: tbtMs !== null && tbtMs <= 150,
        },
        {
          target: `Lighthouse ${page.path}: cumulative layout shift under 0.05`,
          measured: cls === null ? '-' : String(cls),
          met: cls !== null && cls < 0.05,
        },
      );
    }
  }
  return checks;
}

/**
 * A measurement's rate as a share of the ceiling: the one measured just before it where there is one (each read
 * at 50 connections), else the run's first.
 * @param {LoadResult & { ceilingRequestsPerSecond?: number }} figures
 * @param {LoadResult | undefined} firstCeiling
 */
function shareOfCeiling(figures, firstCeiling) {
  const top = figures.ceilingRequestsPerSecond ?? firstCeiling?.requestsPerSecond ?? 0;
  return top > 0 ? figures.requestsPerSecond / top : 0;
}

/** @param {string | number} value @param {number} width */
const pad = (value, width) => String(value).padStart(width);

/**
 * @param {{
 *   ceiling: Record<number, LoadResult>,
 *   api: Record<string, Record<string, Record<number, LoadResult & { peakRssMb: number | null, ceilingRequestsPerSecond?: number }>>>,
 *   lighthouse: LighthouseRun,
 *   targets: TargetCheck[],
 * }} run
 */
export function printTable({ ceiling, api, lighthouse, targets }) {
  console.log(
    '\ndatabase  endpoint              conns    req/s   p50 ms   p99 ms  ceiling  CPU µs/req  peak MB  errors    503s',
  );
  for (const [connections, figures] of Object.entries(ceiling)) {
    console.log(
      `-         hello-world (ceiling) ${pad(connections, 5)} ${pad(figures.requestsPerSecond, 8)} ${pad(figures.p50Ms, 8)} ${pad(figures.p99Ms, 8)}     100% ${pad(figures.cpuMicrosecondsPerRequest ?? '-', 11)}        -  ${pad(figures.errors + figures.non2xx, 6)} ${pad(figures.busy, 7)}`,
    );
  }
  for (const [database, endpoints] of Object.entries(api)) {
    for (const [name, byConnections] of Object.entries(endpoints)) {
      for (const [connections, figures] of Object.entries(byConnections)) {
        const top = ceiling[Number(connections)];
        const share = top ? `${Math.round(shareOfCeiling(figures, top) * 100)}%` : '-';
        console.log(
          `${database.padEnd(9)} ${name.padEnd(21)} ${pad(connections, 5)} ${pad(figures.requestsPerSecond, 8)} ${pad(figures.p50Ms, 8)} ${pad(figures.p99Ms, 8)} ${pad(share, 8)} ${pad(figures.cpuMicrosecondsPerRequest ?? '-', 11)} ${pad(figures.peakRssMb ?? '-', 8)}  ${pad(figures.errors + figures.non2xx, 6)} ${pad(figures.busy, 7)}`,
        );
      }
    }
  }
  if ('pages' in lighthouse) {
    console.log(
      `\nLighthouse (mobile), medians; host benchmarkIndex ${lighthouse.benchmarkIndex ?? '-'}\n` +
        'page                     perf  a11y   FCP ms   LCP ms  TBT ms    CLS  performance of each run',
    );
    for (const page of lighthouse.pages) {
      const { fcpMs, lcpMs, tbtMs, cls } = page.metrics;
      console.log(
        `${page.path.padEnd(24)} ${pad(page.performance ?? '-', 5)} ${pad(page.accessibility ?? '-', 5)} ${pad(fcpMs ?? '-', 8)} ${pad(lcpMs ?? '-', 8)} ${pad(tbtMs ?? '-', 7)} ${pad(cls ?? '-', 6)}  ${page.performanceRuns.map((value) => value ?? '-').join(', ')}`,
      );
      for (const failure of page.failures) console.log(`  an audit of ${page.path} failed: ${failure}`);
    }
  } else {
    console.log(`\nLighthouse: not measured (${lighthouse.error})`);
  }
  console.log('\nTargets');
  for (const check of targets)
    console.log(`${check.met ? 'met   ' : 'MISSED'} ${check.target}: ${check.measured}`);
}
