import { cartOfOrderLines, type OrderedLine, restoredCartLink } from '@fathom/domain/checkout-links';
import type { OrderStatus } from './order-repository';

/**
 * An order cancelled unpaid offers its cart again, where its customer sees it (their order history, its
 * confirmation): the portal's checkout with its items. Null for any other order.
 */
export function restoredCartPath(status: OrderStatus, lines: readonly OrderedLine[]): string | null {
  return status === 'cancelled' ? restoredCartLink('/checkouts', cartOfOrderLines(lines)) : null;
}
