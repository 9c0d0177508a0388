import { signInStaff } from './staff-session.mjs';

/**
 * The first page of each console queue and a customer's record, each as the role that works it: the console's
 * reads, measured by `npm run bench` on the demo data and by `npm run bench:scale` at a clinic's size.
 * @param {string} url
 * @param {{ searchEmail: string, recordOf: string }} who an address support looks up, and the customer whose
 *   record it opens (found through support's own search)
 * @returns {Promise<import('./scenarios.mjs').Scenario[]>}
 */
export async function consoleReads(url, { searchEmail, recordOf }) {
  /** @type {Record<string, string>} */
  const tokens = {};
  for (const role of /** @type {const} */ (['lab', 'clinician', 'support', 'admin'])) {
    tokens[role] = await signInStaff(url, role);
  }
  const as = (/** @type {string} */ role) => ({
    authorization: `Bearer ${tokens[role]}`,
    accept: 'application/vnd.api+json',
  });
  const found = await fetch(`${url}/api/staff/customers?q=${encodeURIComponent(recordOf)}`, {
    headers: as('support'),
  });
  const customers = /** @type {{ data: { client_id: string, email: string }[] }} */ (await found.json()).data;
  const clientId = customers.find((customer) => customer.email === recordOf)?.client_id;
  if (!clientId) throw new Error(`Support's search found no customer ${recordOf}.`);
  /** @type {[string, string, string][]} */
  const pages = [
    ['lab: kits arriving', 'lab', '/api/staff/lab/kits-arriving'],
    ['lab: kits at the lab', 'lab', '/api/staff/lab/kits-at-lab'],
    ['lab: awaiting release', 'lab', '/api/staff/lab/results-awaiting-release'],
    ['clinician: held results', 'clinician', '/api/staff/reviews'],
    ['storage: withdrawals', 'lab', '/api/staff/storage/withdrawals'],
    ['storage: destructions', 'lab', '/api/staff/storage/destructions'],
    ['storage: unmatched', 'lab', '/api/staff/storage/unmatched'],
    ['support: search a name', 'support', '/api/staff/customers?q=Morgan'],
    ['support: search an email', 'support', `/api/staff/customers?q=${encodeURIComponent(searchEmail)}`],
    ['support: a record', 'support', `/api/staff/customers/${clientId}`],
    ["support: a record's orders", 'support', `/api/staff/customers/${clientId}/orders`],
    ["support: a record's kits", 'support', `/api/staff/customers/${clientId}/kits`],
    ['admin: audit log', 'admin', '/api/staff/audit'],
    ['admin: failed jobs', 'admin', '/api/staff/jobs/failed'],
  ];
  return pages.map(([name, role, path]) => ({
    name,
    kind: /** @type {const} */ ('read'),
    method: /** @type {const} */ ('GET'),
    path,
    headers: as(role),
  }));
}

/** A clinic's console has a handful of staff at once: its queues are measured alone and at 10 connections. */
export const staffConnections = [1, 10];

/**
 * The console's target: each queue's first page in under 100 ms p99 at the busiest staff load measured.
 * @param {string} where
 * @param {Record<string, Record<number, import('./load.mjs').LoadResult>>} endpoints
 * @returns {{ target: string, measured: string, met: boolean }[]}
 */
export function consoleTargets(where, endpoints) {
  const connections = staffConnections[staffConnections.length - 1] ?? 1;
  return Object.entries(endpoints).flatMap(([name, byConnections]) => {
    const figures = byConnections[connections];
    if (!figures) return [];
    const failed = figures.errors + figures.non2xx;
    return [
      {
        target: `console ${name}: first page p99 under 100 ms at ${connections} connections ${where}`,
        measured: `${figures.p99Ms} ms${failed > 0 ? `, ${failed} failed` : ''}`,
        met: figures.p99Ms < 100 && failed === 0,
      },
    ];
  });
}
