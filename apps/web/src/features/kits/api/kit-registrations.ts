import type { ItemActionRequest, ItemActionResponse } from '@fathom/contract/items';
import type { KitRegistrationListResponse } from '@fathom/contract/kit-registrations';
import { api } from '../../../lib/http/client';

export type KitRegistrations = KitRegistrationListResponse;

/** GET /api/restify/kit-registrations: the registered kits, and how many are not registered yet. */
export function getKitRegistrations(): Promise<KitRegistrations> {
  return api.raw.get<KitRegistrations>('/restify/kit-registrations', { handled: true });
}

/** POST /api/restify/items/actions?action=validate: registers the signed-in customer's kit by order number. */
export function registerKitByOrderNumber(poNumber: string): Promise<ItemActionResponse['data']> {
  const body: ItemActionRequest = { po_number: poNumber };
  return api.post<ItemActionResponse['data']>('/restify/items/actions', body, {
    query: { action: 'validate' },
    handled: true,
  });
}
