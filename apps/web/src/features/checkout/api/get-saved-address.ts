import type { KitAddress } from '@fathom/contract/items';
import { api } from '../../../lib/http/client';

/** GET /api/restify/profile/address: where the signed-in customer's kits go, which the checkout fills in. */
export function getSavedAddress(): Promise<KitAddress | null> {
  // Only a convenience: without it the customer types the address, so a failure shows no message.
  return api.get<KitAddress | null>('/restify/profile/address', { handled: true });
}
