// What a demo persona reads of their own account through the API, as the portal reads it: signed in with the demo
// password (and alex's authenticator code), each answer kept whole for a comparison.
import { generate } from 'otplib';
import {
  alexTotpSecret,
  demoLogins,
  demoPassword,
  demoStaff,
} from '../../apps/server/src/db/seed/demo-logins.ts';

/** @type {Set<string>} */
const staffEmails = new Set(demoStaff.map((staff) => staff.email));

/**
 * The demo customers the seed makes, staff aside, in the seed's order, which the drill reads them in: the account
 * holder (sam) before the partner (jamie), whose first sign-in the holder's answers show.
 */
export const demoCustomers = demoLogins
  .map((login) => login.email)
  .filter((email) => !staffEmails.has(email));

/** The demo customers who sign in with an authenticator code, with their seeded secrets. */
const demoAuthenticatorSecrets = new Map([['alex@example.com', alexTotpSecret]]);

/**
 * @typedef {{ path: string, count?: string, pages?: true, many?: (body: any) => number }} Read
 * `count`: what the answer holds, for the summary (`orders`), with `many` saying how many (default: `data`'s
 * length); `pages`: paged with `page` and `perPage`, read page after page.
 */

/** @param {any} body */
const vialsOf = (body) => {
  let vials = 0;
  for (const item of body?.data?.items ?? []) vials += item.vials?.length ?? 0;
  return vials;
};
/** @param {any} body */
const signedOf = (body) =>
  (body?.data ?? []).filter((/** @type {any} */ document) => document.attributes?.status === 'signed').length;

/**
 * What each role reads of its account. An authorized user (jamie) reads the account holder's results and
 * agreements, and the withdrawals waiting for their consent; the rest is the account holder's alone.
 * @type {Record<string, Read[]>}
 */
export const readsByRole = {
  client: [
    { path: '/api/restify/profile' },
    { path: '/api/restify/orders', count: 'orders', pages: true },
    { path: '/api/restify/items', count: 'items', pages: true },
    { path: '/api/restify/kit-registrations', count: 'kit registrations' },
    { path: '/api/restify/result-documents', count: 'results' },
    { path: '/api/restify/sti-results', count: 'STI results' },
    { path: '/api/cryogenics', count: 'vials', many: vialsOf },
    { path: '/api/billings', count: 'storage plans', many: (body) => body?.data?.subscriptions?.length ?? 0 },
    { path: '/api/restify/documents', count: 'agreements signed', many: signedOf },
    { path: '/api/restify/authorized-users', count: 'authorized users' },
    { path: '/api/account-summary' },
  ],
  authorized_user: [
    { path: '/api/restify/profile' },
    { path: '/api/restify/result-documents', count: 'results' },
    { path: '/api/restify/documents', count: 'agreements signed', many: signedOf },
    { path: '/api/withdrawals/awaiting-consent', count: 'withdrawals awaiting consent' },
  ],
};

/** @typedef {{ status: number, body: unknown }} Answer */
/**
 * @typedef {{ email: string, role: string, answers: Map<string, Answer>, counts: string[] }} PersonaReading
 * `answers`, by the path read (with its page); `counts`: what they hold, e.g. `3 orders`.
 */

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {{ method?: string, token?: string, body?: unknown }} [options]
 * @returns {Promise<Answer>}
 */
async function call(baseUrl, path, options = {}) {
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/vnd.api+json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * Signs a persona in and answers the session's token and the account's role. An account with two-factor sign-in
 * gets its authenticator's code: the server takes the step before now's, now's and the next, each once per account
 * (a copy of the database remembers the steps the original had taken when it was copied), so each is tried in turn.
 * @param {string} baseUrl
 * @param {string} email
 * @returns {Promise<{ token: string, role: string }>}
 */
export async function signIn(baseUrl, email) {
  const login = await call(baseUrl, '/api/login', {
    method: 'POST',
    body: { email, password: demoPassword },
  });
  /** @type {any} */
  const session = login.body;
  if (login.status !== 200) throw new Error(`${email} could not sign in (${login.status})`);
  const role = String(session.data.user.attributes.role);
  if (!session.data.user.attributes.google2fa_configured_at) return { token: session.data.token, role };
  const secret = demoAuthenticatorSecrets.get(email);
  if (!secret)
    throw new Error(`${email} signs in with an authenticator whose secret the drill does not know`);
  const now = Math.floor(Date.now() / 1000);
  for (const epoch of [now - 30, now, now + 30]) {
    const second = await call(baseUrl, '/api/login-2fa', {
      method: 'POST',
      token: session.data.token,
      body: { one_time_password: await generate({ secret, epoch }) },
    });
    /** @type {any} */
    const signedIn = second.body;
    if (second.status === 200) return { token: signedIn.data.token, role };
  }
  throw new Error(`${email}'s authenticator codes were all refused`);
}

/**
 * Everything the persona's role reads, every page of what is paged; then the session ends.
 * @param {string} baseUrl
 * @param {string} email
 * @returns {Promise<PersonaReading>}
 */
export async function readPersona(baseUrl, email) {
  const { token, role } = await signIn(baseUrl, email);
  try {
    const reads = readsByRole[role];
    if (!reads) throw new Error(`${email} has the role ${role}, which the drill has no reads for`);
    /** @type {Map<string, Answer>} */
    const answers = new Map();
    const counts = [];
    for (const read of reads) {
      let many = 0;
      for (let page = 1, lastPage = 1; page <= lastPage; page += 1) {
        const path = read.pages ? `${read.path}?page=${page}&perPage=50` : read.path;
        const answer = await call(baseUrl, path, { token });
        answers.set(path, answer);
        /** @type {any} */
        const body = answer.body;
        if (answer.status !== 200) break;
        if (read.pages) lastPage = Number(body?.meta?.last_page ?? 1);
        many += read.many ? read.many(body) : (body?.data?.length ?? 0);
      }
      if (read.count) counts.push(`${many} ${read.count}`);
    }
    return { email, role, answers, counts };
  } finally {
    await call(baseUrl, '/api/logout', { method: 'POST', token, body: {} });
  }
}
