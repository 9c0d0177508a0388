import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { FieldErrors } from '../form/field-errors';
import { TextField } from '../form/text-field';
import type { CardForm } from './card-form';
import type { CardToken } from './sandbox-card-token';
import { loadStripeJs } from './stripe-js';

/** Makes a Stripe payment method from the card the customer typed into Stripe's own field. */
export interface StripeCardHandle {
  tokenize(nameOnCard: string): Promise<CardToken | { error: string }>;
}

export interface StripeCardFieldsProps {
  publishableKey: string;
  jsUrl: string;
  handle: RefObject<StripeCardHandle | null>;
  card: CardForm;
  errors: FieldErrors;
  onChange: (patch: Partial<CardForm>) => void;
}

const CARD_NOT_ACCEPTED = 'We could not use this card. Please check the details or try another card.';

/**
 * The card form with Stripe: number, expiry and security code are typed into Stripe's field and go only to
 * Stripe; Fathom receives the payment method id.
 */
export function StripeCardFields({
  publishableKey,
  jsUrl,
  handle,
  card,
  errors,
  onChange,
}: StripeCardFieldsProps) {
  const errorId = `${useId()}-card-error`;
  const mountRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [fieldError, setFieldError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    loadStripeJs(jsUrl)
      .then((createStripe) => {
        const target = mountRef.current;
        if (cancelled || !target) return;
        const stripe = createStripe(publishableKey);
        const element = stripe.elements().create('card', { hidePostalCode: true });
        element.mount(target);
        element.on('change', (event) => setFieldError(event.error?.message ?? null));
        destroy = () => element.destroy();
        handle.current = {
          async tokenize(nameOnCard) {
            const result = await stripe.createPaymentMethod({
              type: 'card',
              card: element,
              billing_details: { name: nameOnCard },
            });
            if (result.error || !result.paymentMethod)
              return { error: result.error?.message ?? CARD_NOT_ACCEPTED };
            return { token: result.paymentMethod.id, last4: result.paymentMethod.card?.last4 ?? '' };
          },
        };
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      destroy();
      handle.current = null;
    };
  }, [publishableKey, jsUrl, handle]);

  const shownError = errors['card.number'] ?? fieldError;
  return (
    <div className="grid gap-4" data-testid="card-form">
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        required
        value={card.name}
        error={errors['card.name']}
        onChange={(value) => onChange({ name: value })}
      />
      <fieldset aria-describedby={shownError ? errorId : undefined} aria-busy={state === 'loading'}>
        <legend className="field-label">Card details</legend>
        <div ref={mountRef} className="field-input min-h-11" data-testid="stripe-card" />
        {state === 'loading' ? (
          <p className="mt-1 text-sm text-ink-faint">Loading the secure card form…</p>
        ) : null}
        {state === 'failed' ? (
          <p role="alert" className="field-error">
            The secure card form could not be loaded. Check your connection, then reload the page.
          </p>
        ) : null}
        {shownError ? (
          <p id={errorId} className="field-error">
            {shownError}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}
