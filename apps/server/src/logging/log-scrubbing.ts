/*
 * What never reaches a log line: sign-in, reset and share tokens, SMART Health Link ids and file tickets, kit
 * identifiers, insurance ids, draft ids, emails and dates of birth. Request URLs are masked by shape (their path
 * and query); free text from the browser (POST /api/logs) is scrubbed by pattern, and its context by field name
 * too.
 */

/** code and state: an OAuth provider's one-time code and the state beside it, on the callback pages' addresses. */
const secretQueryParameters = [
  'token',
  'loginToken',
  'login_token',
  'email',
  'code',
  'state',
  // The checkout's insurance member id, its saved draft and the withdrawal it pays for.
  'insurance',
  'insurance_id',
  'member_id',
  'id',
  'abandon',
  'withdrawalItemUuid',
  'po_number',
  'kit_identifier',
];

/**
 * Path segments that are secrets or identify a kit, a share link (a result's, or a SMART Health Link's and its
 * file's) or a draft, wherever the route lives.
 */
const secretPathSegments: { pattern: RegExp; replacement: string }[] = [
  { pattern: /^(\/(?:api\/)?public-results\/)[^/?#]+/, replacement: '$1[token]' },
  // A SMART Health Link's manifest id and the single-use ticket of its file: each opens the encrypted record.
  { pattern: /^(\/api\/shl\/)[^/?#]+/, replacement: '$1[link]' },
  { pattern: /^(\/api\/shl-files\/)[^/?#]+/, replacement: '$1[ticket]' },
  { pattern: /^(\/api\/kit-registrations\/verify-client-dob\/)[^/?#]+/, replacement: '$1[kit]' },
  { pattern: /^(\/api\/kit-registrations\/verify-item\/)[^/?#]+/, replacement: '$1[kit]' },
  { pattern: /^(\/api\/staff\/kits\/)[^/?#]+/, replacement: '$1[kit]' },
  { pattern: /^(\/k-r\/v-c\/)[^/?#]+/, replacement: '$1[kit]' },
  {
    pattern: /^(\/k-r\/)(?!login\b|verify-item\b|your-kit\b|kit-registration-error\b|v-c\b)[^/?#]+/,
    replacement: '$1[kit]',
  },
  { pattern: /^(\/onboarding\/kit-not-registered\/)[^/?#]+/, replacement: '$1[kit]' },
  { pattern: /^(\/api\/withdrawals\/drafts\/)[^/?#]+/, replacement: '$1[draft]' },
  { pattern: /^(\/api\/checkout-intent\/)(?!save-form\b)[^/?#]+/, replacement: '$1[draft]' },
  { pattern: /^(\/api\/checkout\/orders\/|\/checkouts\/orders\/)[^/?#]+/, replacement: '$1[order]' },
];

/** The request URL with tokens, kit identifiers, insurance ids, draft ids and emails masked. */
export function maskSecretQueryParameters(url: string): string {
  const queryStart = url.indexOf('?');
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
  const path = secretPathSegments.reduce(
    (masked, { pattern, replacement }) => masked.replace(pattern, replacement),
    rawPath,
  );
  if (queryStart === -1) return path;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of secretQueryParameters) {
    if (params.has(name)) params.set(name, 'REDACTED');
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

const textPatterns: { pattern: RegExp; replacement: string }[] = [
  // Card-like digit runs (13 to 19 digits, spaces or dashes between).
  { pattern: /\b(?:\d[ -]?){12,18}\d\b/g, replacement: '[number removed]' },
  { pattern: /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g, replacement: '[email removed]' },
  { pattern: /\bBearer\s+\S+/gi, replacement: 'Bearer [token removed]' },
  // Dates: 1988-09-30, 09/30/1988, 30.09.1988 (a date of birth looks like any date).
  { pattern: /\b\d{4}-\d{2}-\d{2}\b/g, replacement: '[date removed]' },
  { pattern: /\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/g, replacement: '[date removed]' },
  { pattern: /\bFK-[0-9A-Z]+(?:-[0-9A-Z]+)*\b/gi, replacement: '[kit removed]' },
  // Tokens: long runs of URL-safe characters (session, reset and share tokens; ids).
  { pattern: /[A-Za-z0-9_-]{20,}/g, replacement: '[token removed]' },
];

/** Free text from outside (the browser's log lines): card numbers, emails, dates, kit codes and tokens removed. */
export function scrubLogText(text: string): string {
  const withMaskedUrls = text.replace(/(https?:\/\/[^/\s"']+)?(\/[^\s"']*)/g, (_all, origin = '', path) =>
    path.startsWith('//') ? `${origin}${path}` : `${origin}${maskSecretQueryParameters(path)}`,
  );
  return textPatterns.reduce(
    (scrubbed, { pattern, replacement }) => scrubbed.replace(pattern, replacement),
    withMaskedUrls,
  );
}

const personalFieldName = /e-?mail|birth|dob|token|password|secret|phone|insurance|member|identifier|draft/i;

/** A context object from the browser with personal fields emptied and every string scrubbed, as JSON. */
export function scrubLogContext(context: unknown): string {
  return JSON.stringify(context, (key, value: unknown) => {
    if (key && personalFieldName.test(key)) return '[removed]';
    return typeof value === 'string' ? scrubLogText(value) : value;
  });
}
