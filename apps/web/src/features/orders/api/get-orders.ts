import { api } from '../../../lib/http/client';

export interface OrderItemResource {
  id: string;
  type: 'order-items';
  attributes: { title: string; quantity: number; created_at: string; unit_price?: number | null };
  relationships?: {
    product?: {
      uuid: string;
      key?: string | null;
      title?: string | null;
      /** The product's variant id in the marketing site's cart; null when the site does not sell it. */
      marketing_variant_id?: string | null;
    } | null;
  };
}

export interface OrderInstalmentView {
  number: number;
  due_date: string;
  amount: number;
  status?: string | null;
}

export interface OrderResource {
  id: string;
  type: 'orders';
  attributes: {
    po_number: string;
    created_at: string;
    status?: string | null;
    final_price: number;
    is_insurance_order?: boolean;
    is_gift?: boolean;
    invoice?: { subtotal: number; discount_savings: number; tax: number; total: number } | null;
    instalments?: OrderInstalmentView[] | null;
  };
  relationships?: { items?: OrderItemResource[] };
}

export interface OrdersPage {
  data: OrderResource[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export const ORDERS_PER_PAGE = 10;

/** GET /api/restify/orders: one page of the customer's orders with their items. Failures are shown by the page. */
export function getOrders(page: number): Promise<OrdersPage> {
  return api.raw.get<OrdersPage>('/restify/orders', {
    query: { related: 'items.product', page, perPage: ORDERS_PER_PAGE },
    handled: true,
  });
}
