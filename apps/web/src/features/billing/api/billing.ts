import type { Billing } from '@fathom/contract/billing';
import { api } from '../../../lib/http/client';

export type { Billing } from '@fathom/contract/billing';

/** GET /api/billings: plans, invoices and payments. */
export function getBilling(): Promise<Billing> {
  return api.get<Billing>('/billings', { handled: true });
}

export interface CardUpdate {
  subscriptions_updated: number;
  overdue_renewals_charged: number;
  still_past_due: boolean;
}

/** POST /api/billing/payment-method: plans renew on this card; overdue renewals are tried on it at once. */
export function updatePaymentMethod(paymentMethodToken: string): Promise<CardUpdate> {
  return api.post<CardUpdate>('/billing/payment-method', { payment_method_token: paymentMethodToken });
}

/** POST /api/billing-portal: where the customer changes the card (Stripe's portal, or this page's form). */
export function getBillingPortalUrl(): Promise<string> {
  return api.post<{ url: string }>('/billing-portal').then((answer) => answer.url);
}

/** POST /api/billing/subscriptions/{id}/cancel: the plan renews no more; answers the end of the paid period. */
export function cancelPlan(id: string): Promise<{ id: string; paid_until: string | null }> {
  return api.post<{ id: string; paid_until: string | null }>(
    `/billing/subscriptions/${encodeURIComponent(id)}/cancel`,
  );
}
