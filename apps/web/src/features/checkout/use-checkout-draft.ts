import type { SaveCheckoutFormRequest } from '@fathom/contract/checkout-intents';
import type { Cart } from '@fathom/domain/cart';
import type { CheckoutModel } from '@fathom/domain/checkout';
import { DEBOUNCE_MS } from '@fathom/domain/constants';
import { isEmailAddress } from '@fathom/domain/validation/rules';
import { useEffect, useRef } from 'react';
import { createCheckoutIntent, saveCheckoutForm } from './api/checkout-intent';

/**
 * Keeps a draft of the checkout on the server once an email is given, so a reminder can bring the
 * customer back (?abandon=<id>). Nothing is sent without an email. The payment choice stays out.
 */
export function useCheckoutDraft(model: CheckoutModel, cart: Cart, restoredIntentId: string | null) {
  const intentId = useRef<{ email: string; id: Promise<string> } | null>(null);
  const email = model.account_details.email.trim();
  const { payment: _payment, ...draft } = model;
  const draftJson = JSON.stringify(draft);
  const itemsJson = JSON.stringify(
    cart.map((item) => ({ product_uuid: item.id, quantity: item.count, extradata: item.extradata ?? null })),
  );

  useEffect(() => {
    if (!email || !isEmailAddress(email)) return;
    const timer = setTimeout(() => {
      if (!intentId.current || intentId.current.email !== email) {
        const id =
          restoredIntentId && !intentId.current
            ? Promise.resolve(restoredIntentId)
            : createCheckoutIntent(email).then((answer) => answer.intent.id);
        intentId.current = { email, id };
      }
      intentId.current.id
        .then((id) =>
          saveCheckoutForm(
            id,
            JSON.parse(draftJson) as SaveCheckoutFormRequest['form'],
            JSON.parse(itemsJson) as SaveCheckoutFormRequest['items'],
          ),
        )
        // A draft that could not be saved only means no reminder: the checkout goes on.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [email, draftJson, itemsJson, restoredIntentId]);
}
