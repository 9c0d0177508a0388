import type { ListMeta } from '@fathom/contract/common';
import type { ItemResource, KitAddress, KitOrderDetailsRequest } from '@fathom/contract/items';
import { api } from '../../../lib/http/client';

export type Item = ItemResource;
export type { KitAddress };

export interface ItemPage {
  data: Item[];
  meta: ListMeta;
}

/** GET /api/restify/items?displayable=true: one page of the customer's items, newest first. */
export function getItemPage(page: number): Promise<ItemPage> {
  return api.raw.get<ItemPage>('/restify/items', {
    query: { displayable: 'true', related: 'resultDocuments,product', page: String(page) },
    handled: true,
  });
}

/** GET /api/restify/items/{id}: one item with its package, documents, order and product. */
export function getItem(id: string): Promise<Item> {
  return api.get<Item>(`/restify/items/${encodeURIComponent(id)}`, {
    query: { related: 'package,documents,order,product' },
    handled: true,
  });
}

export interface DeliveryDates {
  disabled_pdd_dates: string[];
  earliest: string;
  latest: string;
}

/** GET /api/restify/items/{id}/getters/disabled-pdd-dates */
export function getDisabledDeliveryDates(id: string): Promise<DeliveryDates> {
  return api.get<DeliveryDates>(`/restify/items/${encodeURIComponent(id)}/getters/disabled-pdd-dates`, {
    handled: true,
  });
}

/** POST /api/restify/items/{id}/actions?action=update-shipping-address */
export function updateShippingAddress(id: string, address: KitAddress): Promise<null> {
  return api.post<null>(
    `/restify/items/${encodeURIComponent(id)}/actions`,
    { address },
    { query: { action: 'update-shipping-address' } },
  );
}

/** Every page of the customer's items, read in turn. */
export async function getAllItems(): Promise<Item[]> {
  const items: Item[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getItemPage(page);
    items.push(...answer.data);
    if (page >= answer.meta.last_page) return items;
  }
}

export interface UnshippedKit {
  id: string;
  title: string;
  po_number: string | null;
}

/** POST /api/onboarding/address: the new address of every kit that has not shipped; answers those kits. */
export function updateAddressOfUnshippedKits(address: KitAddress): Promise<{ kits: UnshippedKit[] }> {
  return api.post<{ kits: UnshippedKit[] }>('/onboarding/address', { address });
}

/** POST /api/onboarding/item/{item_uuid}: the kit's order details. */
export function completeOrderDetails(id: string, details: KitOrderDetailsRequest): Promise<null> {
  return api.post<null>(`/onboarding/item/${encodeURIComponent(id)}`, details);
}

/** POST /api/kit-registrations/verify-item/{uuid}: order number and date of birth; answers a sign-in token. */
export function verifyKitByOrder(
  id: string,
  body: { po_number: string; date_of_birth: string },
): Promise<{ token: string }> {
  return api.post<{ token: string }>(`/kit-registrations/verify-item/${encodeURIComponent(id)}`, body);
}
