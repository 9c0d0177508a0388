import type { OwnerReference } from '../../payments';

/**
 * Checkout's word for what its payments pay for in the ledger: an order (ADR 063). Its card payment, its instalment
 * plan and its later parts are one owner (the order's id, key ''): one attempt in flight per order, numbered per
 * order.
 */
export const ORDER_OWNER = 'order';

/** The order as the ledger's owner reference names it. */
export const orderOwner = (orderId: string): OwnerReference => ({ kind: ORDER_OWNER, id: orderId });
