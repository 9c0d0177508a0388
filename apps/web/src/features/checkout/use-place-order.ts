import { ANALYTICS_EVENTS, conversionEvents, purchaseEvent } from '@fathom/domain/analytics';
import { browserTimezone } from '@fathom/domain/format';
import { productById } from '@fathom/domain/products';
import { useRef, useState } from 'react';
import { analytics } from '../../lib/analytics';
import { isApiError } from '../../lib/http/api-error';
import type { CheckoutProduct, OrderResult } from './api/checkout-types';
import { placeOrder } from './api/place-order';
import { type OrderPayloadOptions, orderPayload } from './order-payload';

export const ORDER_FAILED_MESSAGE = 'We could not place your order. Please try again.';

function reportCompletedOrder(
  order: OrderResult,
  options: OrderPayloadOptions,
  products: readonly CheckoutProduct[],
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

/**
 * Places the order once per checkout: one idempotency key for the page's lifetime, reused on every
 * retry, so a retry after a declined card pays the same order instead of creating another.
 */
export function usePlaceOrder(products: readonly CheckoutProduct[]) {
  const idempotencyKey = useRef<string | null>(null);
  const [placing, setPlacing] = useState(false);
  const [order, setOrder] = useState<OrderResult | null>(null);
  const [error, setError] = useState<{ message: string; paymentDeclined: boolean } | null>(null);

  const submit = async (options: Omit<OrderPayloadOptions, 'timezone'>) => {
    if (placing) return;
    idempotencyKey.current ??= crypto.randomUUID();
    setPlacing(true);
    setError(null);
    const full: OrderPayloadOptions = { ...options, timezone: browserTimezone({ logger: console }) };
    try {
      const result = await placeOrder(orderPayload(full), idempotencyKey.current);
      reportCompletedOrder(result, full, products);
      setOrder(result);
    } catch (failure) {
      setError({
        message: isApiError(failure) && failure.message ? failure.message : ORDER_FAILED_MESSAGE,
        paymentDeclined: isApiError(failure) && failure.status === 402,
      });
    } finally {
      setPlacing(false);
    }
  };

  return { submit, placing, order, error, clearError: () => setError(null) };
}
