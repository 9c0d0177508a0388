import { ORDER_OWNER } from '@fathom/domain/payment-owners';

/** The order as the ledger's owner reference names it (ADR 063). */
export const orderOwner = (orderId: string): { kind: string; id: string } => ({
  kind: ORDER_OWNER,
  id: orderId,
});
