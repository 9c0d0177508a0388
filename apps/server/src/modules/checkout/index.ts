/** The checkout room's public face: what other rooms may call (docs/architecture.md). */
export type { UnpaidOrder } from './orders/unpaid-orders';
