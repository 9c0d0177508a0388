import type {
  CheckoutIntent,
  CreateCheckoutIntentRequest,
  CreateCheckoutIntentResponse,
  SaveCheckoutFormRequest,
  SaveCheckoutFormResponse,
} from '@fathom/contract/checkout-intents';
import { api } from '../../../lib/http/client';

export type { CheckoutIntent } from '@fathom/contract/checkout-intents';

/** POST /api/checkout-intent: opens the draft of this checkout for the email. */
export function createCheckoutIntent(email: string): Promise<CreateCheckoutIntentResponse['data']> {
  const body: CreateCheckoutIntentRequest = { form: { account_details: { email } } };
  return api.post<CreateCheckoutIntentResponse['data']>('/checkout-intent', body, { handled: true });
}

/** POST /api/checkout-intent/save-form: keeps the draft so the customer can come back to it. */
export function saveCheckoutForm(
  intentId: string,
  form: SaveCheckoutFormRequest['form'],
  items: SaveCheckoutFormRequest['items'],
): Promise<SaveCheckoutFormResponse['data']> {
  const body: SaveCheckoutFormRequest = { intent_id: intentId, form, items };
  return api.post<SaveCheckoutFormResponse['data']>('/checkout-intent/save-form', body, { handled: true });
}

/** GET /api/checkout-intent/{id}: a draft to restore (the ?abandon= link of a reminder email). */
export function getCheckoutIntent(id: string): Promise<CheckoutIntent> {
  return api.get<CheckoutIntent>(`/checkout-intent/${encodeURIComponent(id)}`, { handled: true });
}
