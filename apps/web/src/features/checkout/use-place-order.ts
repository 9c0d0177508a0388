import type { CatalogueProductResource } from '@fathom/contract/catalogue';
import type { OrderResult } from '@fathom/contract/orders';
import { ANALYTICS_EVENTS, conversionEvents, purchaseEvent } from '@fathom/domain/analytics';
import { browserTimezone } from '@fathom/domain/format';
import { productById } from '@fathom/domain/products';
import { useRef, useState } from 'react';
import { analytics } from '../../lib/analytics';
import { isApiError } from '../../lib/http/api-error';
import { placeOrder } from './api/place-order';
import { forgetOrderKey, orderKeyFor } from './order-key';
import { type OrderPayloadOptions, orderPayload } from './order-payload';

export const ORDER_FAILED_MESSAGE = 'We could not place your order. Please try again.';

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

/** The server's answer to a key already used by an order with other details (see order-service.ts). */
const KEY_USED_FOR_ANOTHER_ORDER = 'This Idempotency-Key was used for a different order.';
const DETAILS_CHANGED_MESSAGE =
  'Your details changed since this checkout last tried to place the order. Please check them and place the order again.';

/**
 * Places the order once per checkout: one idempotency key per cart, kept with the cart in the tab and reused on
 * every retry and after a reload, so a retry after a declined card or a lost answer pays the same order instead
 * of creating another. A placed order lets the cart's next order have a key of its own.
 */
export function usePlaceOrder(products: readonly CatalogueProductResource[]) {
  const idempotencyKey = useRef<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [order, setOrder] = useState<OrderResult | null>(null);
  const [error, setError] = useState<{ message: string; paymentDeclined: boolean } | null>(null);

  const submit = async (options: Omit<OrderPayloadOptions, 'timezone'>) => {
    if (placing) return;
    const key = orderKeyFor(options.cart, () => {
      idempotencyKey.current ??= crypto.randomUUID();
      return idempotencyKey.current;
    });
    setPlacing(true);
    setError(null);
    const full: OrderPayloadOptions = { ...options, timezone: browserTimezone({ logger: console }) };
    try {
      const result = await placeOrder(orderPayload(full), key);
      forgetOrderKey(options.cart);
      reportCompletedOrder(result, full, products);
      setOrder(result);
    } catch (failure) {
      const otherOrder = isApiError(failure) && failure.message === KEY_USED_FOR_ANOTHER_ORDER;
      if (otherOrder) {
        forgetOrderKey(options.cart);
        idempotencyKey.current = null;
      }
      setError({
        message: otherOrder
          ? DETAILS_CHANGED_MESSAGE
          : isApiError(failure) && failure.message
            ? failure.message
            : ORDER_FAILED_MESSAGE,
        paymentDeclined: isApiError(failure) && failure.status === 402,
      });
    } finally {
      setPlacing(false);
    }
  };

  return { submit, placing, order, error, clearError: () => setError(null) };
}
