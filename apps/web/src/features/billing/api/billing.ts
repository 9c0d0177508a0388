import type {
  Billing,
  BillingPortalResponse,
  CancelPlanResponse,
  PaymentMethodUpdate,
  PaymentMethodUpdateResponse,
} from '@fathom/contract/billing';
import { api } from '../../../lib/http/client';

export type { Billing } from '@fathom/contract/billing';
export type CardUpdate = PaymentMethodUpdateResponse['data'];

/** GET /api/billings: plans, invoices and payments. */
export function getBilling(): Promise<Billing> {
  return api.get<Billing>('/billings', { handled: true });
}

/**
 * POST /api/billing/payment-method: plans renew, and instalments are charged, on this card; overdue renewals and
 * declined instalments are tried on it at once.
 */
export function updatePaymentMethod(paymentMethodToken: string): Promise<CardUpdate> {
  const body: PaymentMethodUpdate = { payment_method_token: paymentMethodToken };
  return api.post<CardUpdate>('/billing/payment-method', body);
}

/** POST /api/billing-portal: where the customer changes the card (Stripe's portal, or this page's form). */
export function getBillingPortalUrl(): Promise<string> {
  return api.post<BillingPortalResponse['data']>('/billing-portal').then((answer) => answer.url);
}

/** POST /api/billing/subscriptions/{id}/cancel: the plan renews no more; answers the end of the paid period. */
export function cancelPlan(id: string): Promise<CancelPlanResponse['data']> {
  return api.post<CancelPlanResponse['data']>(`/billing/subscriptions/${encodeURIComponent(id)}/cancel`);
}

/** GET /api/checkout/orders/{po number}/receipt: an invoice's receipt as a PDF, a plain link the session cookie opens. */
export const receiptUrl = (poNumber: string) =>
  `/api/checkout/orders/${encodeURIComponent(poNumber)}/receipt`;
