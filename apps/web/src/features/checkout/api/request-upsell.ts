import type { UpsellRequest, UpsellResponse } from '@fathom/contract/upsell';
import { api } from '../../../lib/http/client';

/** POST /api/upsell: the link to the checkout that buys the offered products. */
export function requestUpsell(items: UpsellRequest['items']): Promise<UpsellResponse['data']> {
  const body: UpsellRequest = { items };
  return api.post<UpsellResponse['data']>('/upsell', body);
}
