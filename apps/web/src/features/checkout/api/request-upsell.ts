import { api } from '../../../lib/http/client';

/** POST /api/upsell: the link to the checkout that buys the offered products. */
export function requestUpsell(
  items: { product_uuid: string; quantity: number }[],
): Promise<{ checkout_url: string }> {
  return api.post<{ checkout_url: string }>('/upsell', { items });
}
