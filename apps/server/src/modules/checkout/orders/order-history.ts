import type { Queryable } from '../../../db/database';
import { listClientOrders } from './order-repository';

const dollars = (cents: number) => cents / 100;

/** One page of a customer's orders as JSON:API resources with their items: one query per page. */
export async function listOrderResources(
  db: Queryable,
  clientId: string,
  query: { page: number; perPage: number },
) {
  const { orders, items, instalments, total } = await listClientOrders(db, clientId, {
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return {
    data: orders.map((order) => {
      const parts = instalments.filter((part) => part.order_id === order.id);
      return {
        id: order.id,
        type: 'orders' as const,
        attributes: {
          po_number: order.po_number,
          created_at: order.created_at.toISOString(),
          status: order.status,
          final_price: dollars(order.total_cents),
          is_insurance_order: order.is_insurance_order,
          is_gift: order.is_gift,
          invoice: {
            subtotal: dollars(order.subtotal_cents),
            discount_savings: dollars(order.discount_cents),
            tax: dollars(order.tax_cents),
            total: dollars(order.total_cents),
          },
          instalments:
            parts.length > 0
              ? parts.map((part) => ({
                  number: part.number,
                  due_date: part.due_date,
                  amount: dollars(part.amount_cents),
                  status: part.status,
                }))
              : null,
        },
        relationships: {
          items: items
            .filter((item) => item.order_id === order.id)
            .map((item) => ({
              id: item.id,
              type: 'order-items' as const,
              attributes: {
                title: item.title,
                quantity: item.quantity,
                created_at: item.created_at.toISOString(),
                unit_price: dollars(item.unit_price_cents),
              },
              relationships: {
                product: {
                  uuid: item.product_id,
                  key: item.product_key,
                  title: item.title,
                  marketing_variant_id: item.product_marketing_variant_id,
                },
              },
            })),
        },
      };
    }),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.perPage)),
      per_page: query.perPage,
      total,
    },
  };
}
