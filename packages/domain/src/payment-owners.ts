/**
 * What the payments ledger's attempts and dues pay for, in their owners' words (ADR 063): the ledger keeps the word
 * as an opaque `owner_kind` and names no owner itself; the owners choose it, and the staff console reads the
 * payments of both.
 */

/**
 * Checkout's: an order. Its card payment, its instalment plan and its later parts are one owner (the order's id,
 * key ''): one attempt in flight per order, numbered per order.
 */
export const ORDER_OWNER = 'order';

/**
 * Billing's: a storage plan. Each period is the scope of its attempts (the key): one attempt in flight per period,
 * numbered per period.
 */
export const STORAGE_PLAN_OWNER = 'storage_plan';

/**
 * Where a due of the ledger stands, as the ledger writes it and its owners read it in their pages' joins: not tried
 * yet (`scheduled`), claimed for an attempt (`pending`), declined and tried again later (`declined`), declined with
 * no attempt left (`failed`), or `paid`.
 */
export type DueStatus = 'scheduled' | 'pending' | 'declined' | 'failed' | 'paid';
