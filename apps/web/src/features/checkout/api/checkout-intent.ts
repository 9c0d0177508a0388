import type { CheckoutModel, OrderItemPayload } from '@fathom/domain/checkout';
import { api } from '../../../lib/http/client';

export interface CheckoutIntent {
  id: string;
  items: OrderItemPayload[];
  form: CheckoutModel;
}

/** POST /api/checkout-intent: opens the draft of this checkout for the email. */
export function createCheckoutIntent(email: string): Promise<{ intent: { id: string }; user: null }> {
  return api.post('/checkout-intent', { form: { account_details: { email } } }, { handled: true });
}

/** POST /api/checkout-intent/save-form: keeps the draft so the customer can come back to it. */
export function saveCheckoutForm(
  intentId: string,
  form: CheckoutModel,
  items: OrderItemPayload[],
): Promise<unknown> {
  return api.post('/checkout-intent/save-form', { intent_id: intentId, form, items }, { handled: true });
}

/** GET /api/checkout-intent/{id}: a draft to restore (the ?abandon= link of a reminder email). */
export function getCheckoutIntent(id: string): Promise<CheckoutIntent> {
  return api.get<CheckoutIntent>(`/checkout-intent/${encodeURIComponent(id)}`, { handled: true });
}
