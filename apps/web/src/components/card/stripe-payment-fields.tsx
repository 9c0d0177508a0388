import { CURRENCY } from '@fathom/domain/constants';
import type { Language } from '@fathom/domain/languages';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { currentLanguage } from '../../lib/i18n/language';
import type { FieldErrors } from '../form/field-errors';
import { TextField } from '../form/text-field';
import type { CardForm } from './card-form';
import type { CardToken } from './sandbox-card-token';
import { loadStripeJs, type StripeElements, type StripeElementsMode } from './stripe-js';

/** Makes a Stripe payment method from the card the customer typed into Stripe's Payment Element. */
export interface StripePaymentHandle {
  tokenize(nameOnCard: string): Promise<CardToken | { error: string }>;
}

/** What the card is for: the amount charged now (cents), and whether the card is kept for payments to come. */
export interface StripeCharge {
  amountCents: number;
  keepsCard: boolean;
}

export interface StripePaymentFieldsProps {
  publishableKey: string;
  jsUrl: string;
  handle: RefObject<StripePaymentHandle | null>;
  charge: StripeCharge;
  card: CardForm;
  errors: FieldErrors;
  onChange: (patch: Partial<CardForm>) => void;
}

const CARD_NOT_ACCEPTED = msg`We could not use this card. Please check the details or try another card.`;

/** Stripe's locale for the Payment Element's own words in each of the portal's languages (US Spanish: Latin American). */
const STRIPE_LOCALES: Readonly<Record<Language, string>> = { en: 'en', es: 'es-419' };

/**
 * The Elements group's purpose as Stripe reads it: a payment now, the card kept for later when it will be charged
 * again (storage renewals, instalments); with nothing to charge now, a card set up for later.
 */
function elementsMode({ amountCents, keepsCard }: StripeCharge): StripeElementsMode {
  const currency = CURRENCY.toLowerCase();
  if (amountCents <= 0) return { mode: 'setup', currency };
  return {
    mode: 'payment',
    amount: amountCents,
    currency,
    setupFutureUsage: keepsCard ? 'off_session' : null,
  };
}

/**
 * The card form with Stripe: number, expiry and security code are typed into Stripe's Payment Element and go only
 * to Stripe; Fathom receives the payment method id, and its server creates and confirms the PaymentIntent
 * (Stripe's "deferred intent, manual payment method creation").
 */
export function StripePaymentFields({
  publishableKey,
  jsUrl,
  handle,
  charge,
  card,
  errors,
  onChange,
}: StripePaymentFieldsProps) {
  const { t } = useLingui();
  const errorId = `${useId()}-card-error`;
  const mountRef = useRef<HTMLDivElement>(null);
  const elementsRef = useRef<StripeElements | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const mode = elementsMode(charge);
  // The group is made once with the purpose of that moment; later changes are updates (see below).
  const modeRef = useRef(mode);
  modeRef.current = mode;

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    loadStripeJs(jsUrl)
      .then((createStripe) => {
        const target = mountRef.current;
        if (cancelled || !target) return;
        const stripe = createStripe(publishableKey);
        const elements = stripe.elements({
          ...modeRef.current,
          paymentMethodCreation: 'manual',
          paymentMethodTypes: ['card'],
          locale: STRIPE_LOCALES[currentLanguage()],
        });
        const element = elements.create('payment', { fields: { billingDetails: { name: 'never' } } });
        element.on('ready', () => {
          if (!cancelled) setState('ready');
        });
        element.on('loaderror', () => {
          if (!cancelled) setState('failed');
        });
        element.mount(target);
        elementsRef.current = elements;
        destroy = () => element.destroy();
        handle.current = {
          async tokenize(nameOnCard) {
            // Stripe requires the form checked first; its messages also show inside the element.
            const submitted = await elements.submit();
            if (submitted.error) return { error: submitted.error.message ?? i18n._(CARD_NOT_ACCEPTED) };
            const result = await stripe.createPaymentMethod({
              elements,
              params: { billing_details: { name: nameOnCard } },
            });
            if (result.error) return { error: result.error.message ?? i18n._(CARD_NOT_ACCEPTED) };
            return { token: result.paymentMethod.id, last4: result.paymentMethod.card?.last4 ?? '' };
          },
        };
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      destroy();
      elementsRef.current = null;
      handle.current = null;
    };
  }, [publishableKey, jsUrl, handle]);

  // A new total or payment choice updates the group in place: what the customer typed stays.
  const { amountCents, keepsCard } = charge;
  useEffect(() => {
    void elementsRef.current?.update(elementsMode({ amountCents, keepsCard }));
  }, [amountCents, keepsCard]);

  const shownError = errors['card.number'];
  return (
    <div className="grid gap-4" data-testid="card-form">
      <TextField
        label={t`Name on card`}
        autoComplete="cc-name"
        required
        value={card.name}
        error={errors['card.name']}
        onChange={(value) => onChange({ name: value })}
      />
      <fieldset aria-describedby={shownError ? errorId : undefined} aria-busy={state === 'loading'}>
        <legend className="field-label">
          <Trans>Card details</Trans>
        </legend>
        <div ref={mountRef} className="min-h-11" data-testid="stripe-payment" />
        {state === 'loading' ? (
          <p className="mt-1 text-sm text-ink-faint">
            <Trans>Loading the secure card form…</Trans>
          </p>
        ) : null}
        {state === 'failed' ? (
          <p role="alert" className="field-error">
            <Trans>
              The secure card form could not be loaded. Check your connection, then reload the page.
            </Trans>
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
