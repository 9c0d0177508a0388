/** The checkout room's public face: what other rooms may call (docs/architecture.md). */
export { ORDER_OWNER } from './orders/order-owner';
export type { UnpaidOrder } from './orders/unpaid-orders';
