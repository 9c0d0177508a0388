import type { OrderListResponse, OrderResource } from '@fathom/contract/orders';
import { api } from '../../../lib/http/client';

export type { OrderResource } from '@fathom/contract/orders';
export type OrderItemResource = OrderResource['relationships']['items'][number];
export type OrdersPage = OrderListResponse;

export const ORDERS_PER_PAGE = 10;

/** GET /api/restify/orders: one page of the customer's orders with their items. Failures are shown by the page. */
export function getOrders(page: number): Promise<OrdersPage> {
  return api.raw.get<OrdersPage>('/restify/orders', {
    query: { related: 'items.product', page, perPage: ORDERS_PER_PAGE },
    handled: true,
  });
}
