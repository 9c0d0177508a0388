import { describe, expect, it } from 'vitest';
import { isConsolePath } from './console-path';
import {
  consolePageAt,
  consolePagesFor,
  nextSort,
  readListState,
  sortDirection,
  withListState,
  writeListState,
} from './staff-console';

describe("the console's navigation", () => {
  it('shows each role its own pages, and an admin every page', () => {
    expect(consolePagesFor('support').map((page) => page.label)).toEqual(['Customers']);
    expect(consolePagesFor('lab').map((page) => page.label)).toEqual(['Lab', 'Storage']);
    expect(consolePagesFor('clinician').map((page) => [page.path, page.label])).toEqual([
      ['/staff/review', 'Clinical review'],
    ]);
    expect(consolePagesFor('admin').map((page) => page.path)).toEqual([
      '/staff/lab',
      '/staff/storage',
      '/staff/review',
      '/staff/customers',
      '/staff/money',
      '/staff/members',
      '/staff/audit',
    ]);
  });

  it('opens a page and the pages under it only for a role that may', () => {
    expect(consolePageAt('/staff/customers/1234', 'support')?.path).toBe('/staff/customers');
    expect(consolePageAt('/staff/audit', 'support')).toBeNull();
    expect(consolePageAt('/staff/lab/held', 'lab')?.path).toBe('/staff/lab');
    expect(consolePageAt('/staff/lab', 'support')).toBeNull();
    expect(consolePageAt('/staff/storage/destructions', 'lab')?.path).toBe('/staff/storage');
    expect(consolePageAt('/staff/storage', 'clinician')).toBeNull();
    expect(consolePageAt('/staff/review/5e0f', 'clinician')?.path).toBe('/staff/review');
    expect(consolePageAt('/staff/review', 'support')).toBeNull();
    expect(consolePageAt('/staff/auditing', 'admin')).toBeNull();
  });

  it('knows the console by its path: /staff and what is under it', () => {
    expect(['/staff', '/staff/', '/staff/lab', '/staff/customers/12'].map(isConsolePath)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/', '/staffing', '/home', '/login'].map(isConsolePath)).toEqual([false, false, false, false]);
  });
});

describe("a console list's state in the URL", () => {
  it('reads the page, sort and named filters, ignoring others and nonsense', () => {
    expect(readListState('?page=3&sort=-email&q=%20ann%20&other=1', ['q', 'staff_role'])).toEqual({
      page: 3,
      sort: '-email',
      filters: { q: 'ann' },
    });
    expect(readListState('page=zero', [])).toEqual({ page: 1, sort: null, filters: {} });
    expect(readListState('page=-2', []).page).toBe(1);
  });

  it('writes a state back, leaving out the first page and empty filters', () => {
    expect(writeListState({ page: 1, sort: null, filters: { q: ' ' } })).toBe('');
    expect(writeListState({ page: 2, sort: 'email', filters: { q: 'ann' } })).toBe('q=ann&sort=email&page=2');
    const state = { page: 4, sort: '-at', filters: { staff: 'lab@example.com', from: '2026-12-01' } };
    expect(readListState(writeListState(state), ['staff', 'from'])).toEqual(state);
  });

  it('keeps each list of a page apart by a prefix, changing one without touching the others', () => {
    const search = '?jobs_page=2&jobs_sort=name&renewals_page=3&renewals_sort=-amount';
    expect(readListState(search, [], 'renewals_')).toEqual({ page: 3, sort: '-amount', filters: {} });
    expect(readListState(search, [], 'instalments_')).toEqual({ page: 1, sort: null, filters: {} });
    expect(writeListState({ page: 2, sort: 'email', filters: { q: 'ann' } }, 'x_')).toBe(
      'x_q=ann&x_sort=email&x_page=2',
    );
    expect(withListState(search, { page: 1, sort: 'attempts', filters: {} }, [], 'renewals_')).toBe(
      'jobs_page=2&jobs_sort=name&renewals_sort=attempts',
    );
    expect(withListState('', { page: 2, sort: null, filters: {} }, [], 'jobs_')).toBe('jobs_page=2');
  });

  it('sorts by a clicked column ascending, then descending', () => {
    expect(nextSort(null, 'email')).toBe('email');
    expect(nextSort('email', 'email')).toBe('-email');
    expect(nextSort('-email', 'email')).toBe('email');
    expect(sortDirection('-email', 'email')).toBe('descending');
    expect(sortDirection('email', 'created_at')).toBe('none');
  });
});
