import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import { errorCodeOf } from '@fathom/contract/error-codes';
import type { OrderResult } from '@fathom/contract/orders';
import { ANALYTICS_EVENTS, conversionEvents, purchaseEvent } from '@fathom/domain/analytics';
import { browserTimezone } from '@fathom/domain/format';
import { messageForStatus } from '@fathom/domain/http-errors';
import { productById } from '@fathom/domain/products';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { analytics } from '../../lib/analytics';
import { appConfig } from '../../lib/config';
import { isApiError } from '../../lib/http/api-error';
import { placeOrder } from './api/place-order';
import { type PaymentAuthenticator, paymentAuthenticator } from './authenticate-payment';
import type { OrderError } from './checkout-flow-state';
import { forgetOrderKey, orderKeyFor } from './order-key';
import { type OrderPayloadOptions, orderPayload } from './order-payload';

const ORDER_FAILED_MESSAGE = msg`We could not place your order. Please try again.`;

function reportCompletedOrder(
  order: OrderResult,
  options: OrderPayloadOptions,
  products: readonly CatalogueProductResource[],
) {
  const email = options.form.email.trim();
  analytics.identify(order.client.number, { email });
  const purchase = purchaseEvent({
    clientNumber: order.client.number,
    email,
    poNumber: order.po_number,
    revenue: order.revenue,
    coupon: options.promo?.success ? options.promo.code : null,
  });
  analytics.track(ANALYTICS_EVENTS.orderCompleted, { ...purchase });
  const productKeys = options.cart.map((item) => productById(products, item.id)?.key);
  for (const event of conversionEvents({ productKeys }))
    analytics.track(event, { po_number: order.po_number });
}

const DETAILS_CHANGED_MESSAGE = msg`Your details changed since this checkout last tried to place the order. Please check them and place the order again.`;

export const AUTHENTICATION_UNFINISHED = msg`Your bank has not confirmed this payment. Please try again, or use another card.`;
/** How many times the customer is asked to answer their bank before the checkout stops asking. */
const AUTHENTICATION_ROUNDS = 2;

export type OrderOutcome = { placed: OrderResult } | { failed: OrderError };

/**
 * The failure in the customer's words, in the page's language where they are the checkout's own. A 503 (the server too busy to take the order, which it refused before
 * doing anything) says to try again in a few seconds, whatever answered it: the same key then places it once.
 */
function failureMessage(failure: unknown): string {
  if (!isApiError(failure)) return i18n._(ORDER_FAILED_MESSAGE);
  if (failure.status === 503) return messageForStatus(failure.status, failure.body);
  return failure.message || i18n._(ORDER_FAILED_MESSAGE);
}

/**
 * Places the order once per checkout: one idempotency key per cart, kept with the cart in the tab and reused on
 * every retry and after a reload, so a retry after a declined card or a lost answer pays the same order instead
 * of creating another. When the card's bank asks the customer to confirm (3-D Secure), they answer it and the same
 * order is sent again, which settles the payment. A placed order lets the cart's next order have a key of its own.
 * Answers the order, or the failure in the customer's words; never throws.
 */
export function createOrderPlacer(authenticate: PaymentAuthenticator | null = null) {
  let pageKey: string | null = null;
  return async function place(
    options: Omit<OrderPayloadOptions, 'timezone'>,
    products: readonly CatalogueProductResource[],
  ): Promise<OrderOutcome> {
    const key = orderKeyFor(options.cart, () => {
      pageKey ??= crypto.randomUUID();
      return pageKey;
    });
    const full: OrderPayloadOptions = { ...options, timezone: browserTimezone({ logger: console }) };
    try {
      const payload = orderPayload(full);
      let result = await placeOrder(payload, key);
      for (
        let round = 0;
        result.payment_action && authenticate && round < AUTHENTICATION_ROUNDS;
        round += 1
      ) {
        // A bank page that fails to load or is closed leaves the outcome to the server, which reads it.
        await authenticate(result.payment_action.client_secret).catch(() => undefined);
        result = await placeOrder(payload, key);
      }
      if (result.payment_action) {
        return { failed: { message: i18n._(AUTHENTICATION_UNFINISHED), paymentDeclined: true } };
      }
      forgetOrderKey(options.cart);
      reportCompletedOrder(result, full, products);
      return { placed: result };
    } catch (failure) {
      // The server's answer to a key already used by an order with other details (see order-service.ts).
      const otherOrder = isApiError(failure) && errorCodeOf(failure.body) === 'idempotency_key_reused';
      if (otherOrder) {
        forgetOrderKey(options.cart);
        pageKey = null;
      }
      return {
        failed: {
          message: otherOrder ? i18n._(DETAILS_CHANGED_MESSAGE) : failureMessage(failure),
          paymentDeclined: isApiError(failure) && failure.status === 402,
        },
      };
    }
  };
}

export type OrderPlacer = ReturnType<typeof createOrderPlacer>;

/** The checkout page's order placer, kept for the life of the page (its key with it). */
export function usePlaceOrder(): OrderPlacer {
  const [placer] = useState(() => createOrderPlacer(paymentAuthenticator(appConfig.cardPayments)));
  return placer;
}
