import { clinicDay } from '@fathom/domain/order-dates';
import type { ListedOrderRow } from './order-repository';
import { restoredCartPath } from './restored-cart';

const dollars = (cents: number) => cents / 100;

/** One page of a customer's orders as JSON:API resources with their items. */
export function orderHistoryPage(
  orders: readonly ListedOrderRow[],
  total: number,
  query: { page: number; perPage: number },
) {
  return {
    data: orders.map((order) => ({
      id: order.id,
      type: 'orders' as const,
      attributes: {
        po_number: order.po_number,
        created_at: order.created_at.toISOString(),
        created_on: clinicDay(order.created_at),
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
          order.instalments.length > 0
            ? order.instalments.map((part) => ({
                number: part.number,
                due_date: part.due_date,
                amount: dollars(part.amount_cents),
                status: part.status,
              }))
            : null,
        cart_link: restoredCartPath(
          order.status,
          order.items.map((item) => ({
            product_id: item.product_id,
            quantity: item.quantity,
            extradata: item.extradata,
          })),
        ),
      },
      relationships: {
        items: order.items.map((item) => ({
          id: item.id,
          type: 'order-items' as const,
          attributes: {
            title: item.title,
            quantity: item.quantity,
            created_at: new Date(item.created_at).toISOString(),
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
    })),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.perPage)),
      per_page: query.perPage,
      total,
    },
  };
}
