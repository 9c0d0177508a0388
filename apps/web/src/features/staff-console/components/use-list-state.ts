import { type ListState, readListState, writeListState } from '@fathom/domain/staff-console';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A console list's page, sort and filters, kept in the page's URL (a reload, a bookmark or a shared link opens
 * the list as it was); changing the filters goes back to the first page.
 */
export function useListState(filterNames: readonly string[]) {
  const search = useSearch();
  const [, navigate] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are fixed for a page
  const state = useMemo(() => readListState(search, filterNames), [search]);
  const go = useCallback(
    (next: ListState) => {
      const query = writeListState(next);
      // The page's own address, absolute ('~'), so a list inside a nested route keeps its path as it is.
      navigate(`~${window.location.pathname}${query ? `?${query}` : ''}`);
    },
    [navigate],
  );
  return {
    state,
    /** The list's query for the server: the same as the URL's. */
    query: writeListState(state),
    setPage: (page: number) => go({ ...state, page }),
    setSort: (sort: string) => go({ ...state, sort, page: 1 }),
    setFilters: (filters: Record<string, string>) => go({ ...state, filters, page: 1 }),
  };
}
