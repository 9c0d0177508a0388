import { type ListState, readListState, withListState, writeListState } from '@fathom/domain/staff-console';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useRequest } from '../../../lib/use-request';

/**
 * A console list's page, sort and filters, kept in the page's URL (a reload, a bookmark or a shared link opens
 * the list as it was); changing the filters goes back to the first page. A page of several lists gives each a
 * prefix of its own (`jobs_page`, `renewals_sort`), so each keeps its place while another one moves.
 */
export function useListState(filterNames: readonly string[], prefix = '') {
  const search = useSearch();
  const [, navigate] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names and prefix are fixed for a page
  const state = useMemo(() => readListState(search, filterNames, prefix), [search]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names and prefix are fixed for a page
  const go = useCallback(
    (next: ListState) => {
      const query = prefix ? withListState(search, next, filterNames, prefix) : writeListState(next);
      // The page's own address, absolute ('~'), so a list inside a nested route keeps its path as it is.
      navigate(`~${window.location.pathname}${query ? `?${query}` : ''}`);
    },
    [navigate, search],
  );
  return {
    state,
    /** The list's query for the server: its own names, unprefixed. */
    query: writeListState(state),
    setPage: (page: number) => go({ ...state, page }),
    setSort: (sort: string) => go({ ...state, sort, page: 1 }),
    setFilters: (filters: Record<string, string>) => go({ ...state, filters, page: 1 }),
  };
}

/**
 * A console list as its URL asks for it, read from the server, and read again by `reload` (after an action on
 * one of its rows). `read` is the list's endpoint, a function of the module, the same on every render.
 */
export function useConsoleList<T>(
  filterNames: readonly string[],
  read: (query: string) => Promise<T>,
  prefix = '',
) {
  const list = useListState(filterNames, prefix);
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` is fixed for a list
  const load = useCallback(() => read(list.query), [list.query]);
  const answer = useRequest(load, version);
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return { list, answer, reload };
}
