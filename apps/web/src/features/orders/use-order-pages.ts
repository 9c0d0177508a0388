import { useCallback, useEffect, useState } from 'react';
import { getOrders, type OrderResource } from './api/get-orders';

interface OrderPagesState {
  orders: OrderResource[];
  lastLoadedPage: number;
  lastPage: number;
  loading: boolean;
  failed: boolean;
}

/** The order pages loaded so far: "Load more" appends the next one, a failed page can be asked again. */
export function useOrderPages() {
  const [state, setState] = useState<OrderPagesState>({
    orders: [],
    lastLoadedPage: 0,
    lastPage: 1,
    loading: true,
    failed: false,
  });

  const load = useCallback((page: number) => {
    setState((current) => ({ ...current, loading: true, failed: false }));
    getOrders(page).then(
      (answer) =>
        setState((current) => ({
          orders: page === 1 ? answer.data : [...current.orders, ...answer.data],
          lastLoadedPage: answer.meta.current_page,
          lastPage: answer.meta.last_page,
          loading: false,
          failed: false,
        })),
      () => setState((current) => ({ ...current, loading: false, failed: true })),
    );
  }, []);

  useEffect(() => load(1), [load]);

  return {
    ...state,
    hasMore: state.lastLoadedPage < state.lastPage,
    loadMore: () => load(state.lastLoadedPage + 1),
    retry: () => load(state.lastLoadedPage + 1),
  };
}
