import type {
  AddressOfUnshippedKitsResponse,
  DisabledDeliveryDatesResponse,
  ItemListQuery,
  ItemListResponse,
  ItemResource,
  KitAddress,
  KitOrderDetailsRequest,
  UpdateShippingAddressRequest,
} from '@fathom/contract/items';
import type { KitSignInResponse, VerifyKitByOrderRequest } from '@fathom/contract/kit-registrations';
import { api } from '../../../lib/http/client';

export type Item = ItemResource;
export type { ItemListResponse, KitAddress };
export type DeliveryDates = DisabledDeliveryDatesResponse['data'];
export type UnshippedKit = AddressOfUnshippedKitsResponse['data']['kits'][number];

/**
 * GET /api/restify/items: one page of the customer's items, newest first, as the query picks them (displayable
 * ones, analyses without storage, storage not matched yet). Every caller shows a failure itself.
 */
export function getItems(query: Partial<ItemListQuery>): Promise<ItemListResponse> {
  return api.raw.get<ItemListResponse>('/restify/items', { query, handled: true });
}

/** GET /api/restify/items/{id}: one item with its package, documents, order and product. */
export function getItem(id: string): Promise<Item> {
  return api.get<Item>(`/restify/items/${encodeURIComponent(id)}`, {
    query: { related: 'package,documents,order,product' },
    handled: true,
  });
}

/** GET /api/restify/items/{id}/getters/disabled-pdd-dates */
export function getDisabledDeliveryDates(id: string): Promise<DeliveryDates> {
  return api.get<DeliveryDates>(`/restify/items/${encodeURIComponent(id)}/getters/disabled-pdd-dates`, {
    handled: true,
  });
}

/** POST /api/restify/items/{id}/actions?action=update-shipping-address */
export function updateShippingAddress(id: string, address: KitAddress): Promise<null> {
  const body: UpdateShippingAddressRequest = { address };
  return api.post<null>(`/restify/items/${encodeURIComponent(id)}/actions`, body, {
    query: { action: 'update-shipping-address' },
  });
}

/** Every page of the customer's displayable items, read in turn. */
export async function getAllItems(): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getItems({ displayable: 'true', related: 'resultDocuments,product', page });
    items.push(...answer.data);
    if (page >= answer.meta.last_page) return items;
  }
}

/** POST /api/onboarding/address: the new address of every kit that has not shipped; answers those kits. */
export function updateAddressOfUnshippedKits(
  address: KitAddress,
): Promise<AddressOfUnshippedKitsResponse['data']> {
  const body: UpdateShippingAddressRequest = { address };
  return api.post<AddressOfUnshippedKitsResponse['data']>('/onboarding/address', body);
}

/** POST /api/onboarding/item/{item_uuid}: the kit's order details. */
export function completeOrderDetails(id: string, details: KitOrderDetailsRequest): Promise<null> {
  return api.post<null>(`/onboarding/item/${encodeURIComponent(id)}`, details);
}

/** POST /api/kit-registrations/verify-item/{uuid}: order number and date of birth; answers a sign-in token. */
export function verifyKitByOrder(
  id: string,
  body: VerifyKitByOrderRequest,
): Promise<KitSignInResponse['data']> {
  return api.post<KitSignInResponse['data']>(
    `/kit-registrations/verify-item/${encodeURIComponent(id)}`,
    body,
  );
}
