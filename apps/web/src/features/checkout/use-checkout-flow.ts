import type { CatalogueProductResource, CheckoutBindings } from '@fathom/contract/catalogue';
import type { KitAddress } from '@fathom/contract/items';
import { calendarDateIn } from '@fathom/domain/calendar-date';
import { LAB_TIME_ZONE } from '@fathom/domain/kit-dates';
import { isAuthorizedUser } from '@fathom/domain/user';
import type { Rule } from '@fathom/domain/validation/rules';
import { i18n } from '@lingui/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { CARD_FORM_LOADING, type CardForm } from '../../components/card/card-form';
import { type CardToken, sandboxCardToken } from '../../components/card/sandbox-card-token';
import type { StripePaymentHandle } from '../../components/card/stripe-payment-fields';
import type { FieldErrors } from '../../components/form/field-errors';
import { analytics } from '../../lib/analytics';
import { appConfig } from '../../lib/config';
import { useSession } from '../../lib/session-store';
import { getCheckoutIntent } from './api/checkout-intent';
import {
  type CheckoutCommand,
  type CheckoutEnv,
  type CheckoutEvent,
  type CheckoutParams,
  checkoutTransition,
  checkoutView,
  initialCheckoutFlow,
} from './checkout-flow-state';
import { useCheckoutDraft } from './use-checkout-draft';
import { useEmailVerification } from './use-email-verification';
import { usePlaceOrder } from './use-place-order';
import { usePromoCodes } from './use-promo-codes';

type PhoneModule = typeof import('@fathom/domain/validation/phone-number');

/** A refused step takes the focus to its first field in error. */
function useFocusOnFirstError(errors: FieldErrors): RefObject<HTMLDivElement | null> {
  const stepRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (Object.keys(errors).length > 0)
      stepRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return stepRef;
}

export interface CheckoutFlowInput {
  products: CatalogueProductResource[];
  bindings: CheckoutBindings;
  params: CheckoutParams;
  savedAddress: KitAddress | null;
}

/**
 * The checkout's state machine (checkout-flow-state.ts) in the page: it keeps the state, reads what the flow
 * needs from outside (the promo code, the email check, the phone rules), and carries out the commands that a
 * transition answers. `send` is all the page calls.
 */
export function useCheckoutFlow({ products, bindings, params, savedAddress }: CheckoutFlowInput) {
  const user = useSession((session) => session.user);
  const [, navigate] = useLocation();
  const [state, setState] = useState(() =>
    initialCheckoutFlow({
      products,
      bindings,
      params,
      signedIn: user ? { ...user.attributes, address: savedAddress } : null,
    }),
  );
  // The state that the next event meets, ahead of the render that shows it (answers arrive between renders).
  const latest = useRef(state);
  // The lab's date is read in its zone with an Intl formatter, whose first costs a page tens of ms: it is read
  // when a step first asks for it (the shipping step's delivery dates), then kept.
  const labDate = useRef<string | null>(null);
  const today = () => (labDate.current ??= calendarDateIn(new Date(), LAB_TIME_ZONE));
  const stripePayment = useRef<StripePaymentHandle | null>(null);
  const promos = usePromoCodes(state.cart, state.form.email);
  const emailCheck = useEmailVerification(state.form.email);
  const placeOrder = usePlaceOrder();
  const [phoneModule, setPhoneModule] = useState<PhoneModule | null>(null);
  const phoneRule = (country: string): Rule | null =>
    phoneModule ? phoneModule.phoneNumber(country.toLowerCase()) : null;

  const env: CheckoutEnv = {
    products,
    params,
    hasAuthorizedUser: user ? isAuthorizedUser(user) : false,
    promo: promos.applied,
    emailError: emailCheck.error,
    phoneRule,
    today,
    cardEntry: appConfig.cardPayments.provider,
  };
  const view = checkoutView(state, env);

  // The phone number rules are large: they load once a step that asks for a phone number is shown.
  useEffect(() => {
    if (view.needsPhone && !phoneModule)
      void import('@fathom/domain/validation/phone-number').then((module) => setPhoneModule(module));
  }, [view.needsPhone, phoneModule]);
  useCheckoutDraft(view.model, state.cart, params.abandon);
  const stepRef = useFocusOnFirstError(state.errors);

  /** The card becomes a token here, in the browser: the sandbox's at once, Stripe's from Stripe.js. */
  const tokenizeCard = async (card: CardForm): Promise<CardToken | { error: string }> => {
    if (appConfig.cardPayments.provider === 'sandbox') return sandboxCardToken(card.number);
    const stripe = stripePayment.current;
    if (!stripe) return { error: i18n._(CARD_FORM_LOADING) };
    return stripe.tokenize(card.name.trim());
  };

  const run = (command: CheckoutCommand) => {
    switch (command.type) {
      case 'track':
        analytics.track(command.event, command.properties);
        return;
      case 'applyPromo':
        void promos.apply(command.code);
        return;
      case 'restoreDraft':
        getCheckoutIntent(command.intentId)
          .then((intent) => send({ type: 'draftRestored', intent }))
          // An expired reminder link still opens a working checkout.
          .catch(() => undefined);
        return;
      case 'tokenizeCard':
        void tokenizeCard(command.card).then(
          (result) => send({ type: 'cardTokenized', result }),
          (failure: unknown) => {
            send({ type: 'cardTokenizingFailed' });
            throw failure;
          },
        );
        return;
      case 'placeOrder':
        void placeOrder(command.options, products).then((outcome) =>
          send(
            'placed' in outcome
              ? { type: 'orderPlaced', order: outcome.placed }
              : { type: 'orderFailed', error: outcome.failed },
          ),
        );
        return;
      case 'openConfirmation':
        // The confirmation has its own address: a reload shows the order, never this cart again.
        navigate(`/checkouts/orders/${encodeURIComponent(command.poNumber)}`, { replace: true });
        return;
    }
  };

  const send = (event: CheckoutEvent) => {
    const transition = checkoutTransition(latest.current, event, env);
    latest.current = transition.state;
    setState(transition.state);
    for (const command of transition.commands) run(command);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the checkout opens once; the query string is read then
  useEffect(() => {
    send({ type: 'opened' });
  }, []);

  return { state, view, send, stepRef, stripePayment, phoneRule, emailCheck, promos, today };
}
