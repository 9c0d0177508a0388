import type { OrderResult } from '@fathom/contract/orders';
import { ANALYTICS_EVENTS, purchaseEvent } from '@fathom/domain/analytics';
import type { UserView } from '@fathom/domain/user';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { type CardForm, cardErrors } from '../../components/card/card-form';
import { type CardToken, sandboxCardToken } from '../../components/card/sandbox-card-token';
import type { StripePaymentHandle } from '../../components/card/stripe-payment-fields';
import type { FieldErrors } from '../../components/form/field-errors';
import { analytics } from '../../lib/analytics';
import { appConfig } from '../../lib/config';
import { isApiError } from '../../lib/http/api-error';
import { localizedMessage } from '../../lib/i18n/server-messages';
import { placeOrder } from '../checkout';

export const EMPTY_CARD: CardForm = { name: '', number: '', expiry: '', cvc: '' };

export type ShippingPaymentOutcome = { paid: OrderResult } | { errors: FieldErrors };

/**
 * Pays a withdrawal's domestic shipping inside the request, through the checkout's own order placement
 * (POST /api/checkout with the stored sample as withdrawal_uuid): the card becomes a token in the browser,
 * and one idempotency key per page means a retry after a declined card pays the same order, never two.
 */
export function useShippingPayment(options: { itemId: string; productUuid: string; timeZone: string }) {
  const idempotencyKey = useRef<string | null>(null);
  const stripePayment = useRef<StripePaymentHandle | null>(null);
  const [paid, setPaid] = useState<OrderResult | null>(null);
  const cardPayments = appConfig.cardPayments;

  const tokenize = async (card: CardForm): Promise<CardToken | { error: string }> => {
    if (cardPayments.provider === 'sandbox') return sandboxCardToken(card.number);
    if (!stripePayment.current)
      return { error: t`The secure card form is still loading. Please wait a moment.` };
    return stripePayment.current.tokenize(card.name.trim());
  };

  /** The card's own mistakes, found before anything is sent. */
  const check = (card: CardForm): FieldErrors => cardErrors(card, cardPayments.provider);

  const pay = async (card: CardForm, user: UserView): Promise<ShippingPaymentOutcome> => {
    const token = await tokenize(card);
    if ('error' in token) return { errors: { 'card.number': token.error } };
    idempotencyKey.current ??= crypto.randomUUID();
    const email = user.attributes.email ?? '';
    try {
      const order = await placeOrder(
        {
          account_details: {
            email,
            first_name: user.attributes.first_name ?? '',
            last_name: user.attributes.last_name ?? '',
            has_authorized_user: false,
          },
          withdrawal_uuid: options.itemId,
          payment: { payment_method: 'card', payment_method_token: token.token },
          timezone: options.timeZone,
          items: [{ product_uuid: options.productUuid, quantity: 1, extradata: null }],
          discount: null,
        },
        idempotencyKey.current,
      );
      analytics.track(ANALYTICS_EVENTS.orderCompleted, {
        ...purchaseEvent({
          clientNumber: order.client.number,
          email,
          poNumber: order.po_number,
          revenue: order.revenue,
          coupon: null,
        }),
      });
      setPaid(order);
      return { paid: order };
    } catch (failure) {
      const message =
        isApiError(failure) && failure.message
          ? localizedMessage(i18n, failure.message)
          : t`We could not take the payment for the shipping. Please try again.`;
      return { errors: { 'card.number': message } };
    }
  };

  return { stripePayment, paid, check, pay };
}
