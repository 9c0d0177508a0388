import { type StaffRole, type StaffWork, staffRoleMay } from './staff-roles';

/** The console's pages (issue 47), each the work of one role; the navigation shows a member what they may open. */
export interface ConsolePage {
  path: string;
  label: string;
  work: StaffWork;
}

export const consolePages: readonly ConsolePage[] = [
  { path: '/staff/lab', label: 'Lab', work: 'lab' },
  { path: '/staff/storage', label: 'Storage', work: 'lab' },
  { path: '/staff/review', label: 'Clinical review', work: 'clinician' },
  { path: '/staff/customers', label: 'Customers', work: 'support' },
  { path: '/staff/money', label: 'Money and messages', work: 'admin' },
  { path: '/staff/members', label: 'Staff', work: 'admin' },
  { path: '/staff/audit', label: 'Audit log', work: 'admin' },
];

export function consolePagesFor(role: StaffRole): ConsolePage[] {
  return consolePages.filter((page) => staffRoleMay(role, page.work));
}

/** The page at this path, when the member's role may open it; null when the path is no page or not theirs. */
export function consolePageAt(path: string, role: StaffRole): ConsolePage | null {
  const page = consolePages.find(
    (candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`),
  );
  return page && staffRoleMay(role, page.work) ? page : null;
}

/**
 * A console list's state as its page's URL keeps it: the page, the sort (a column, `-` first for descending)
 * and the filters, so a list can be bookmarked, shared and reloaded as it was.
 */
export interface ListState {
  page: number;
  sort: string | null;
  filters: Record<string, string>;
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return '';
  }
};

/** A query string's values by name (the first of each), as a form would send them. */
function queryValues(search: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const name = decode(at < 0 ? pair : pair.slice(0, at));
    if (!values.has(name)) values.set(name, at < 0 ? '' : decode(pair.slice(at + 1)));
  }
  return values;
}

/** The list's state from the page's query; a page with several lists names each one's values with a prefix. */
export function readListState(search: string, filterNames: readonly string[], prefix = ''): ListState {
  const values = queryValues(search);
  const page = Number.parseInt(values.get(`${prefix}page`) ?? '1', 10);
  const filters: Record<string, string> = {};
  for (const name of filterNames) {
    const value = values.get(`${prefix}${name}`)?.trim();
    if (value) filters[name] = value;
  }
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort: values.get(`${prefix}sort`) || null,
    filters,
  };
}

/** The URL's query for a list state (its names prefixed when given); a first page and empty filters are left out. */
export function writeListState(state: ListState, prefix = ''): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(state.filters))
    if (value.trim()) pairs.push(`${encodeURIComponent(prefix + name)}=${encodeURIComponent(value.trim())}`);
  if (state.sort) pairs.push(`${encodeURIComponent(`${prefix}sort`)}=${encodeURIComponent(state.sort)}`);
  if (state.page > 1) pairs.push(`${encodeURIComponent(`${prefix}page`)}=${state.page}`);
  return pairs.join('&');
}

/**
 * The page's query with one list's state put in (its names prefixed), the other lists' values kept as they are:
 * a page of several lists keeps each list's page and sort in the URL.
 */
export function withListState(
  search: string,
  state: ListState,
  filterNames: readonly string[],
  prefix: string,
): string {
  const own = new Set(['page', 'sort', ...filterNames].map((name) => `${prefix}${name}`));
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair && !own.has(decode(pair.split('=')[0] ?? '')));
  const written = writeListState(state, prefix);
  return [...kept, ...(written ? [written] : [])].join('&');
}

/** The sort after a click on a column's header: ascending first, then descending. */
export function nextSort(current: string | null, column: string): string {
  return current === column ? `-${column}` : column;
}

export function sortDirection(current: string | null, column: string): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  if (current === `-${column}`) return 'descending';
  return 'none';
}
